/**
 * /wallet: the figures, the entries (recharge, withdraw, card, password, exchange) and the
 * ledger. The route's loader starts the figures and the ledger's first page; the merchant's
 * kept answers of both show at once, labelled with their age, until these answer. A withdrawal
 * left without an answer by a reload reopens its sheet. The figures the withdrawal sheet reads
 * fresh are the card's too.
 */
import { type Property, type Resource, useResource } from '@adnet/shared';
import { useCallback, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { LedgerPage } from '../contract';
import { BalanceCard } from '../features/balance/components/balance-card';
import { LedgerSection } from '../features/ledger/components/ledger-section';
import { QuickActions } from '../features/quick-actions/components/quick-actions';
import { RechargeTip } from '../features/quick-actions/components/recharge-tip';
import { WithdrawSheet } from '../features/withdraw/components/withdraw-sheet';
import { pendingWithdrawal } from '../features/withdraw/pending-withdrawal';
import './page.css';

/** /wallet: the figures and the ledger's first page (no filter). */
export interface WalletData {
  property: Resource<Property>;
  ledger: Resource<LedgerPage>;
}

export function WalletPage() {
  const data = useLoaderData() as WalletData;
  const property = useResource(data.property);
  // a withdrawal this tab sent before a reload, whose answer never came: offered again
  const [pending] = useState(pendingWithdrawal.read);
  const [withdrawOpen, setWithdrawOpen] = useState(pending !== null);
  const reloadLedger = useRef<(() => void) | null>(null);

  // pulling the ledger to refresh (or filtering it) refreshes the figures too
  const onLedgerFirstPage = useCallback(() => {
    void property.reload();
  }, [property.reload]);

  const onWithdrawn = (next: Property) => {
    property.set(next);
    reloadLedger.current?.();
  };

  // The sheet reads the figures fresh each time it opens and after a refusal: the card shows
  // what it read, and the ledger's balances are read again when the balance moved
  // (docs/product/wallet.md#wallet.fresh-figures).
  const shownBalance = property.data?.available_balance;
  const onFigures = (next: Property) => {
    property.set(next);
    if (shownBalance !== undefined && shownBalance !== next.available_balance)
      reloadLedger.current?.();
  };

  return (
    <div className="wal-page">
      <BalanceCard state={property} />
      <QuickActions onWithdraw={() => setWithdrawOpen(true)} />
      <RechargeTip />
      <LedgerSection
        reloadRef={reloadLedger}
        onFirstPage={onLedgerFirstPage}
        firstPage={data.ledger}
      />
      <WithdrawSheet
        visible={withdrawOpen}
        pending={pending}
        onClose={() => setWithdrawOpen(false)}
        onWithdrawn={onWithdrawn}
        onFigures={onFigures}
      />
    </div>
  );
}
