/**
 * The messaging remote's paths: its two prefixes, as the shared `paths` of `@adnet/shared`
 * name them (from the apps table; app-config.json gives the host the same).
 */
import { paths as shared } from '@adnet/shared';

export const paths = {
  notification: shared.notification,
  customer: shared.customer,
} as const;
