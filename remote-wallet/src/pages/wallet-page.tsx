/** /wallet: the figures, the entries (recharge, withdraw, card, password, exchange) and the ledger. */
import { api, dialogs, type Property, paths, session, useMoney } from '@adnet/shared';
import { ErrorState } from '@adnet/shared/ui';
import { Grid, Skeleton } from '@arco-design/mobile-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionIcon } from '../components/icons';
import { LedgerSection } from '../features/ledger/ledger-section';
import { WithdrawPopup } from '../features/withdraw/withdraw-popup';
import { useAsync } from '../lib/use-async';
import './wallet.css';

const SECONDARY: { key: keyof Property; label: string }[] = [
  { key: 'available_balance', label: 'figures.availableBalance' },
  { key: 'to_be_consumed', label: 'figures.toBeConsumed' },
  { key: 'to_be_settled', label: 'figures.toBeSettled' },
  { key: 'discount_amount', label: 'figures.discountAmount' },
];

export function WalletPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const navigate = useNavigate();
  const property = useAsync(() => api.property({ silent: true }));
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

  const actions = [
    {
      key: 'recharge',
      title: t('actions.recharge'),
      onClick: () => dialogs.customerService({ variant: 'recharge' }),
    },
    { key: 'withdraw', title: t('actions.withdraw'), onClick: () => setWithdrawOpen(true) },
    { key: 'card', title: t('actions.bindCard'), onClick: () => navigate(paths.bindCard) },
    {
      key: 'password',
      title: t('actions.setPassword'),
      onClick: () => navigate(paths.setPassword),
    },
    {
      key: 'fx',
      title: t('actions.foreignExchange'),
      onClick: () => navigate(paths.foreignExchange),
    },
  ];

  return (
    <div className="wal-page">
      <section
        className="wal-summary"
        aria-label={t('figures.totalAssets')}
        data-testid="wallet-summary"
      >
        {property.error && !p ? (
          <ErrorState onRetry={() => void property.reload()} />
        ) : !p ? (
          <Skeleton title paragraph={{ rows: 2 }} animation="gradient" className="wal-skeleton" />
        ) : (
          <>
            <div className="wal-total">
              <span className="wal-total-label">{t('figures.totalAssets')}</span>
              <strong className="wal-total-value" data-testid="figure-total_assets">
                {money(p.total_assets)}
              </strong>
            </div>
            <dl className="wal-figures">
              {SECONDARY.map(({ key, label }) => (
                <div key={key}>
                  <dt>{t(label)}</dt>
                  <dd data-testid={`figure-${key}`}>{money(String(p[key]))}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>

      <Grid
        className="wal-actions"
        columns={5}
        data={actions.map((a) => ({
          img: <ActionIcon name={a.key} />,
          // Arco's grid cell is a div with onClick: the title is a real button, so Tab reaches
          // the action and Enter or Space clicks it; the click bubbles to the cell's onClick
          title: (
            <button type="button" className="wal-action-button" data-testid={`action-${a.key}`}>
              {a.title}
            </button>
          ),
          onClick: a.onClick,
        }))}
      />

      <button
        type="button"
        className="wal-recharge-tip"
        onClick={() => dialogs.customerService({ variant: 'recharge' })}
        data-testid="recharge-tip"
      >
        <span>{t('recharge.tip')}</span>
        <span className="wal-recharge-link">{t('actions.recharge')}</span>
      </button>

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
