// Mounts ./routes in the real frame (header, session, dialogs) against the sandbox API.

import { startDevPage } from '@adnet/shared/frame/dev';
import { paths } from '../paths';
import { routes } from '../routes';

void startDevPage({ name: 'wallet', routes, home: paths.wallet });
