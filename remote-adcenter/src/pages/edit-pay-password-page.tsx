/**
 * /ad-center/edit-pay-password (SPEC §2 "Change transaction password"): the shared
 * PayPasswordFlow (current password when one is set → new → confirm; a failed check shows the
 * transaction-password error with its info icon, SPEC §8). After "Set successfully" the user
 * info is refreshed and the ad centre shown again.
 */

import { session, userInfoAtom } from '@adnet/shared';
import { PayPasswordFlow } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { adPaths } from '../paths';

export function EditPayPasswordPage() {
  const navigate = useNavigate();
  // User info may arrive after the first render (a refresh at boot): the flow follows it.
  const hasOld = Boolean(useAtomValue(userInfoAtom)?.has_pay_password);

  const onSuccess = async () => {
    await session.refreshUserInfo().catch(() => {});
    navigate(adPaths.adCenter, { replace: true });
  };

  return <PayPasswordFlow hasOld={hasOld} onSuccess={onSuccess} />;
}
