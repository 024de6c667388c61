/** The messaging remote's paths: its two prefixes (app-config.json names the same). */
export const paths = {
  notification: '/notification',
  customer: '/customer',
} as const;
