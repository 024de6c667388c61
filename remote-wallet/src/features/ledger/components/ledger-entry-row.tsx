/**
 * One line of fund details (docs/product/wallet.md#wallet.ledger.fund-details): type, status,
 * signed amount, remark, the coupon of its plan, balance after and time. The whole line opens
 * the entry's own page.
 */
import { useFormat } from '@adnet/shared';
import { StatusTag } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isIncome } from '#lib/amounts.ts';
import { transactionHref } from '#paths';
import type { LedgerEntry } from '../api';
import { couponLineKey, STATUS_TONE, statusOf, statusShown } from '../ledger';

interface Props {
  entry: LedgerEntry;
  /** called as the entry is opened, before the page changes */
  onOpen: () => void;
}

export function LedgerEntryRow({ entry: e, onOpen }: Props) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const status = statusOf(e);
  const couponKey = couponLineKey(e);
  return (
    <Link
      to={transactionHref(e.id)}
      onClick={onOpen}
      className="wal-entry"
      data-testid="ledger-entry"
      data-id={e.id}
      data-type={e.type}
      data-status={status}
    >
      <div className="wal-entry-main">
        <span className="wal-entry-head">
          <span className="wal-entry-type" data-testid="entry-type">
            {t(`ledger.types.${e.type}`)}
          </span>
          {statusShown(e) && (
            <StatusTag tone={STATUS_TONE[status]} data-testid="entry-status">
              {t(`ledger.status.${status}`)}
            </StatusTag>
          )}
        </span>
        <span
          className={`wal-entry-amount ${isIncome(e.amount) ? 'is-in' : 'is-out'}`}
          data-testid="entry-amount"
        >
          {format.signedMoney(e.amount)}
        </span>
      </div>
      <div className="wal-entry-sub">
        <span className="wal-entry-remark" data-testid="entry-remark">
          {e.remark}
        </span>
        <span className="wal-entry-balance" data-testid="entry-balance">
          {t('ledger.balanceAfter', { amount: format.money(e.balance_after) })}
        </span>
      </div>
      {couponKey && e.coupon && (
        <span className="wal-entry-coupon" data-testid="entry-coupon">
          {t(couponKey, { credit: format.money(e.coupon.credit), name: e.coupon.name })}
        </span>
      )}
      <time className="wal-entry-time" dateTime={e.time}>
        {format.dateTime(e.time)}
      </time>
    </Link>
  );
}
