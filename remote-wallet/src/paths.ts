/**
 * The wallet's own paths (docs/remote.md "Calls and paths belong to the remote"), under its
 * prefix (`paths.wallet` of `@adnet/shared`, from the apps table; the host's app-config.json
 * gives the same). Links to other apps' routes use the shared `paths` too.
 */
import { paths as shared } from '@adnet/shared';

export const paths = {
  wallet: shared.wallet,
  bindCard: `${shared.wallet}/bind-card`,
  foreignExchange: `${shared.wallet}/foreign-exchange`,
  setPassword: `${shared.wallet}/set-password`,
  transaction: `${shared.wallet}/transaction`,
} as const;

/** One ledger entry's page (docs/product/routes.md#routes.table.transaction). */
export const transactionHref = (id: number) => `${paths.transaction}?id=${id}`;
