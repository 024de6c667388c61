/** Changing the login password (SPEC §7). The transaction password's calls are the shared flow's. */
import { endpoint } from '@adnet/shared';

export interface UpdatePasswordBody {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export const passwordsApi = {
  updatePassword: endpoint<null, UpdatePasswordBody>('POST', '/update/password'),
};
