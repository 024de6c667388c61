/**
 * The wallet's own paths (docs/remote.md "Calls and paths belong to the remote"), under the
 * `/wallet` prefix the host's app-config.json gives this remote. Links to other apps' routes
 * use the shared `paths` of `@adnet/shared`.
 */
export const paths = {
  wallet: '/wallet',
  bindCard: '/wallet/bind-card',
  foreignExchange: '/wallet/foreign-exchange',
  setPassword: '/wallet/set-password',
} as const;
