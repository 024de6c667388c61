/**
 * What an ad settlement pays back, part by part (docs/product/wallet.md#wallet.ledger.settlement):
 * the budget returned (the put amount), the profit, the coupon credit when the put had a coupon,
 * and the total credited, which is the entry's amount. The parts come from the server with the
 * entry; nothing is computed here.
 */
import { compareMoney, useFormat } from '@adnet/shared';
import { Card, SectionTitle } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../api';

export function SettlementParts({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const parts = entry.settlement;
  if (!parts) return null;
  const withCoupon = entry.coupon !== null || compareMoney(parts.coupon_credit, '0') > 0;
  const rows: { part: string; label: string; amount: string }[] = [
    { part: 'put_amount', label: t('transaction.settlement.putAmount'), amount: parts.put_amount },
    { part: 'profit', label: t('transaction.settlement.profit'), amount: parts.profit },
    ...(withCoupon
      ? [
          {
            part: 'coupon_credit',
            label: entry.coupon
              ? t('transaction.settlement.couponCreditOf', { name: entry.coupon.name })
              : t('transaction.settlement.couponCredit'),
            amount: parts.coupon_credit,
          },
        ]
      : []),
    { part: 'total', label: t('transaction.settlement.total'), amount: parts.total },
  ];
  return (
    <Card aria-labelledby="entry-settlement-title">
      <SectionTitle id="entry-settlement-title">{t('transaction.settlement.title')}</SectionTitle>
      <dl className="wal-entry-facts wal-settlement" data-testid="entry-settlement">
        {rows.map((r) => (
          <div key={r.part} data-part={r.part} className={r.part === 'total' ? 'is-total' : ''}>
            <dt>{r.label}</dt>
            <dd>{format.money(r.amount)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
