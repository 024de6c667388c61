/**
 * Global dialogs the host owns and any remote can open: the customer-service popup and
 * the official-push congratulation dialog. The host installs the openers at boot.
 */
import type { ReactNode } from 'react';

export interface CustomerServiceOptions {
  variant?: 'normal' | 'recharge';
  /** an optional line above the items, e.g. the translated 402 message */
  message?: string;
}

export interface OfficialPushOptions {
  title: string;
  content: ReactNode;
  okText: string;
  onOk: () => void;
  onClose?: () => void;
}

export interface DialogOpeners {
  customerService(options?: CustomerServiceOptions): void;
  officialPush(options: OfficialPushOptions): void;
}

let openers: DialogOpeners | null = null;
/** Asked for before the host's layout was on screen (an error answered during start-up). */
let pending: ((o: DialogOpeners) => void)[] = [];

export function installDialogOpeners(o: DialogOpeners) {
  openers = o;
  const queued = pending;
  pending = [];
  for (const open of queued) open(o);
}

function withOpeners(open: (o: DialogOpeners) => void) {
  if (openers) open(openers);
  else pending.push(open);
}

export const dialogs = {
  customerService: (options?: CustomerServiceOptions) =>
    withOpeners((o) => o.customerService(options)),
  officialPush: (options: OfficialPushOptions) => withOpeners((o) => o.officialPush(options)),
};
