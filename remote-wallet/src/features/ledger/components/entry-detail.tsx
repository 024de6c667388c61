/**
 * One ledger entry in full (docs/product/wallet.md#wallet.ledger.detail), as money apps show a
 * transaction: the amount, signed and coloured, with its type and status; the time line of its
 * statuses; a settlement's parts; then what it was about (the plan and its coupon, or where a withdrawal went), the
 * time, the balance after it, the remark and the reference number to copy.
 */
import { paths as shared, useFormat } from '@adnet/shared';
import { Card, cardClass, SectionTitle, StatusTag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isIncome } from '#lib/amounts.ts';
import type { LedgerEntry } from '../api';
import { couponLineKey, destinationText, STATUS_TONE, statusOf } from '../ledger';
import { CopyReference } from './copy-reference';
import { EntrySteps } from './entry-steps';
import { SettlementParts } from './settlement-parts';
import './entry-detail.css';

/**
 * A plan's page, a route of the product's route table (docs/product/routes.md#routes.table.plan-detail)
 * under the plans' prefix: a link between sections, as the merchant's own bookmark would be.
 */
const planHref = (id: number) => `${shared.plan}/detail?id=${id}`;

export function EntryDetail({ entry: e }: { entry: LedgerEntry }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const status = statusOf(e);
  const couponKey = couponLineKey(e);
  return (
    <div className="wal-entry-detail" data-testid="entry-detail" data-status={status}>
      <section className={cardClass('wal-entry-hero')} aria-labelledby="entry-type">
        <p className="wal-entry-hero-type" id="entry-type" data-testid="entry-detail-type">
          {t(`ledger.types.${e.type}`)}
        </p>
        <p
          className={`wal-entry-hero-amount ${isIncome(e.amount) ? 'is-in' : 'is-out'}`}
          data-testid="entry-detail-amount"
        >
          {format.signedMoney(e.amount)}
        </p>
        <StatusTag tone={STATUS_TONE[status]} data-testid="entry-detail-status">
          {t(`ledger.status.${status}`)}
        </StatusTag>
      </section>

      <SettlementParts entry={e} />

      <Card aria-labelledby="entry-status-title">
        <SectionTitle id="entry-status-title">{t('transaction.statusTitle')}</SectionTitle>
        <EntrySteps entry={e} />
      </Card>

      <Card aria-labelledby="entry-details-title">
        <SectionTitle id="entry-details-title">{t('transaction.details')}</SectionTitle>
        <dl className="wal-entry-facts">
          {e.plan && (
            <div>
              <dt>{t('transaction.plan')}</dt>
              <dd>
                <Link to={planHref(e.plan.id)} className="adn-link" data-testid="entry-plan">
                  {e.plan.plan_no}
                </Link>
              </dd>
            </div>
          )}
          {e.coupon && couponKey && (
            <div>
              <dt>{t('transaction.coupon')}</dt>
              <dd data-testid="entry-detail-coupon">
                <span className="wal-entry-fact-main">{e.coupon.name}</span>
                <span className="wal-entry-fact-sub">
                  {t(couponKey, { credit: format.money(e.coupon.credit), name: e.coupon.name })}
                </span>
              </dd>
            </div>
          )}
          {e.destination && (
            <div>
              <dt>{t('transaction.destination')}</dt>
              <dd data-testid="entry-destination">{destinationText(e.destination)}</dd>
            </div>
          )}
          <div>
            <dt>{t('transaction.time')}</dt>
            <dd>
              <time dateTime={e.time} data-testid="entry-time">
                {format.dateTime(e.time)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('transaction.balanceAfter')}</dt>
            <dd data-testid="entry-detail-balance">{format.money(e.balance_after)}</dd>
          </div>
          {e.remark.trim() && (
            <div>
              <dt>{t('transaction.remark')}</dt>
              <dd data-testid="entry-detail-remark">{e.remark}</dd>
            </div>
          )}
          <div>
            <dt>{t('transaction.reference')}</dt>
            <dd>
              <CopyReference reference={e.reference} />
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
