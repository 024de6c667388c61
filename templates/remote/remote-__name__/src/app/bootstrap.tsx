// Mounts ./routes in the real frame (header, session, dialogs) against the sandbox API.
import { startDevShell } from '@adnet/shared/shell/dev';
import { paths } from '../paths';
import { routes } from '../routes';

void startDevShell({ name: '__name__', routes, home: paths.__key__ });
