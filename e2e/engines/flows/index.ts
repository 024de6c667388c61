/**
 * The main flows of the app, each reduced to its essential check, for the engines run
 * (../run.ts). Each flow has a Chromium spec with the full set of checks under e2e/tests; the
 * comment of each names it. A flow gets a fresh merchant of its own from the sandbox. One file
 * a flow; what they share is in set-up.ts; FLOWS is the order the run takes them in.
 */
import { adCentre } from './ad-centre';
import { bindCard } from './bind-card';
import { customerService } from './customer-service';
import { language } from './language';
import { login } from './login';
import { notifications } from './notifications';
import { put } from './put';
import { remoteFailure } from './remote-failure';
import { serviceWorker } from './service-worker';
import type { Flow } from './set-up';
import { withdraw } from './withdraw';

export type { Flow, FlowContext } from './set-up';

export const FLOWS: Flow[] = [
  login,
  adCentre,
  put,
  withdraw,
  bindCard,
  notifications,
  language,
  customerService,
  remoteFailure,
  serviceWorker,
];
