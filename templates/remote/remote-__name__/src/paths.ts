/**
 * The __name__ remote's own paths, under its prefix (`paths.__key__` of `@adnet/shared`, from the
 * apps table). Links to other apps' routes use the shared `paths` too.
 */
import { paths as shared } from '@adnet/shared';

export const paths = {
  __key__: shared.__key__,
} as const;
