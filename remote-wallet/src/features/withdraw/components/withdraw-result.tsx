/**
 * What the withdraw sheet shows once a withdrawal was taken (docs/product/wallet.md#wallet.withdraw.result),
 * told as a bank tells a transfer (docs/product/wallet.md#wallet.withdraw.receipt): the amount,
 * where it goes, the fee, when it is expected, its status "Processing", the reference to quote
 * and a link to its ledger entry's page, in place of the form until the sheet closes. It takes
 * the focus when it appears, so a screen reader reads it.
 */
import { toBig, useFormat, useMoney } from '@adnet/shared';
import { IconSuccessCircle } from '@adnet/shared/arco';
import { ActionButton, StatusTag } from '@adnet/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { transactionHref } from '#paths';
import type { WithdrawResult as Result } from '../use-withdraw';

export function WithdrawResult({ result, onDone }: { result: Result; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const format = useFormat();
  const resultRef = useRef<HTMLElement>(null);
  const receipt = result.receipt;

  useEffect(() => {
    resultRef.current?.focus();
  }, []);

  return (
    <section
      className="wal-result"
      data-testid="withdraw-result"
      ref={resultRef}
      tabIndex={-1}
      aria-labelledby="withdraw-result-title"
    >
      <IconSuccessCircle className="wal-result-icon" aria-hidden="true" />
      <h3 className="wal-result-title" id="withdraw-result-title">
        {t('withdraw.result.title')}
      </h3>
      <dl className="wal-result-list">
        <div>
          <dt>{t('withdraw.result.amount')}</dt>
          <dd data-testid="withdraw-result-amount">{money(result.amount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.result.destination')}</dt>
          <dd data-testid="withdraw-result-destination">{result.destination}</dd>
        </div>
        {receipt && (
          <>
            <div>
              <dt>{t('withdraw.result.fee')}</dt>
              <dd data-testid="withdraw-result-fee">
                {toBig(receipt.fee).eq(0) ? t('withdraw.result.noFee') : money(receipt.fee)}
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.result.arrival')}</dt>
              <dd data-testid="withdraw-result-arrival">
                <time dateTime={receipt.expected_by}>
                  {t('withdraw.result.arrivalBy', { time: format.dateTime(receipt.expected_by) })}
                </time>
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('withdraw.result.status')}</dt>
          <dd>
            <StatusTag tone="warning" data-testid="withdraw-result-status">
              {t('ledger.status.pending')}
            </StatusTag>
          </dd>
        </div>
        {receipt && (
          <div>
            <dt>{t('withdraw.result.reference')}</dt>
            <dd className="wal-result-reference" data-testid="withdraw-result-reference">
              {receipt.reference}
            </dd>
          </div>
        )}
      </dl>
      <p className="adn-caption wal-result-note">{t('withdraw.result.note')}</p>
      {receipt && (
        <Link
          className="adn-link wal-result-details"
          to={transactionHref(receipt.entry_id)}
          onClick={onDone}
          data-testid="withdraw-result-details"
        >
          {t('withdraw.result.details')}
        </Link>
      )}
      <ActionButton className="wal-submit" onClick={onDone} data-testid="withdraw-result-done">
        {t('withdraw.result.done')}
      </ActionButton>
    </section>
  );
}
