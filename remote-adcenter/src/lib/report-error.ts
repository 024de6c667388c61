/**
 * For calls made with `{ silent: true }` because the page shows business reasons next to
 * the field: anything else is reported the way the host would (fail toast), and an
 * expired token still ends the session.
 */
import { ApiError, ErrorCode, i18n, session } from '@adnet/shared';
import { errorMessage, toast } from '@adnet/shared/ui';

export function reportError(error: unknown) {
  if (error instanceof ApiError && error.code === ErrorCode.tokenExpired) {
    toast.fail(i18n.t('common:errors.tokenExpired'));
    session.end('expired');
    return;
  }
  toast.fail(errorMessage(error));
}
