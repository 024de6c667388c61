/**
 * This remote's own paths (docs/remote.md), under its two prefixes (the shared `paths` of
 * `@adnet/shared`, from the apps table). Links to other apps' routes use the shared `paths` too.
 */
import { paths as shared } from '@adnet/shared';

const center = shared.adCenter;

export const paths = {
  adWelcome: shared.adWelcome,
  adCenter: center,
  activities: `${center}/activities`,
  coupons: `${center}/coupons`,
  editLoginPassword: `${center}/edit-login-password`,
  editPayPassword: `${center}/edit-pay-password`,
  feedback: `${center}/feedback`,
  level: `${center}/level`,
  operated: `${center}/operated`,
  quesDetail: `${center}/ques-detail`,
} as const;
