/**
 * For calls made with `{ silent: true }` because the page shows business reasons next to
 * the field: anything else is reported the way the host would (a fail toast). Session-level
 * codes (expiry, account state) the host has already acted on, silent or not.
 */
import { ApiError, accountStateCodes, ErrorCode } from '@adnet/shared';
import { errorMessage, toast } from '@adnet/shared/ui';

/** The host has acted on it already (an ended session, an account state): nothing to say here. */
export function isSessionError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.tokenExpired || accountStateCodes.includes(error.code))
  );
}

export function reportError(error: unknown) {
  if (isSessionError(error)) return;
  toast.fail(errorMessage(error));
}
