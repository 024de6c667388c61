/**
 * For calls made with `{ silent: true }` because the page shows business reasons next to
 * the field: anything else is reported the way the host would (a fail toast). Session-level
 * codes (expiry, account state) the host has already acted on, silent or not.
 */
import { ApiError, accountStateCodes, ErrorCode } from '@adnet/shared';
import { errorMessage, toast } from '@adnet/shared/ui';

export function reportError(error: unknown) {
  if (
    error instanceof ApiError &&
    (error.code === ErrorCode.tokenExpired || accountStateCodes.includes(error.code))
  ) {
    return;
  }
  toast.fail(errorMessage(error));
}
