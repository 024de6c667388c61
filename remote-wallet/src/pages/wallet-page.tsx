/** /wallet: the figures, the entries (recharge, withdraw, card, password, exchange) and the ledger. */
import { session } from '@adnet/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { balanceApi, type Property } from '../features/balance/api';
import { BalanceCard } from '../features/balance/components/balance-card';
import { LedgerSection } from '../features/ledger/components/ledger-section';
import { QuickActions } from '../features/quick-actions/components/quick-actions';
import { RechargeTip } from '../features/quick-actions/components/recharge-tip';
import { WithdrawPopup } from '../features/withdraw/components/withdraw-popup';
import { useAsync } from '../lib/use-async';
import './page.css';

export function WalletPage() {
  const property = useAsync(() => balanceApi.property({ silent: true }));
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const reloadLedger = useRef<(() => void) | null>(null);

  // has_pay_password may be stale (set on another device): read it again once.
  useEffect(() => {
    session.refreshUserInfo().catch(() => {});
  }, []);

  const onLedgerFirstPage = useCallback(() => {
    void property.reload();
  }, [property.reload]);

  const onWithdrawn = (next: Property) => {
    property.set(next);
    reloadLedger.current?.();
  };

  const p = property.data;

  return (
    <div className="wal-page">
      <BalanceCard
        property={p}
        failed={Boolean(property.error)}
        onRetry={() => void property.reload()}
      />
      <QuickActions onWithdraw={() => setWithdrawOpen(true)} />
      <RechargeTip />
      <LedgerSection reloadRef={reloadLedger} onFirstPage={onLedgerFirstPage} />
      {p && (
        <WithdrawPopup
          visible={withdrawOpen}
          property={p}
          onClose={() => setWithdrawOpen(false)}
          onWithdrawn={onWithdrawn}
        />
      )}
    </div>
  );
}
