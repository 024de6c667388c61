/**
 * This remote's own paths (docs/remote.md). Links to other apps' routes use the shared
 * `paths` of `@adnet/shared`.
 */
export const adPaths = {
  adWelcome: '/ad-welcome',
  adCenter: '/ad-center',
  activities: '/ad-center/activities',
  coupons: '/ad-center/coupons',
  editLoginPassword: '/ad-center/edit-login-password',
  editPayPassword: '/ad-center/edit-pay-password',
  feedback: '/ad-center/feedback',
  level: '/ad-center/level',
  operated: '/ad-center/operated',
  quesDetail: '/ad-center/ques-detail',
} as const;
