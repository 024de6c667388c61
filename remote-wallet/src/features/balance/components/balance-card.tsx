/** The five figures of /user/property on the brand card: total assets, then the four others. */
import { type Property, type ResourceState, useMoney } from '@adnet/shared';
import { Skeleton } from '@adnet/shared/arco';
import { Loaded } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import './balance-card.css';

const SECONDARY: { key: keyof Property; label: string }[] = [
  { key: 'available_balance', label: 'figures.availableBalance' },
  { key: 'to_be_consumed', label: 'figures.toBeConsumed' },
  { key: 'to_be_settled', label: 'figures.toBeSettled' },
  { key: 'discount_amount', label: 'figures.discountAmount' },
];

export interface BalanceCardProps {
  /** the figures of /user/property, as the page follows them */
  state: ResourceState<Property>;
}

/**
 * The card keeps its own look for the three states: a skeleton in the card while the figures
 * load, the retry state in the card when they fail (<Loaded> draws them), the figures after.
 */
export function BalanceCard({ state }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <section
      className="wal-summary"
      aria-label={t('figures.totalAssets')}
      data-testid="wallet-summary"
    >
      <Loaded
        state={state}
        loading={
          <Skeleton title paragraph={{ rows: 2 }} animation="gradient" className="wal-skeleton" />
        }
      >
        {(p) => (
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
      </Loaded>
    </section>
  );
}
