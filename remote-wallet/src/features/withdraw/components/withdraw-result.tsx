/**
 * What the withdraw sheet shows once a withdrawal was taken (docs/product/wallet.md#wallet.withdraw):
 * the amount, where it goes and its status "Pending", in place of the form until the sheet closes.
 * It takes the focus when it appears, so a screen reader reads it.
 */
import { useMoney } from '@adnet/shared';
import { IconSuccessCircle } from '@adnet/shared/arco';
import { ActionButton, StatusTag } from '@adnet/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawResult as Result } from '../use-withdraw';

export function WithdrawResult({ result, onDone }: { result: Result; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const resultRef = useRef<HTMLElement>(null);

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
        <div>
          <dt>{t('withdraw.result.status')}</dt>
          <dd>
            <StatusTag tone="warning" data-testid="withdraw-result-status">
              {t('ledger.status.pending')}
            </StatusTag>
          </dd>
        </div>
      </dl>
      <p className="adn-caption wal-result-note">{t('withdraw.result.note')}</p>
      <ActionButton className="wal-submit" onClick={onDone} data-testid="withdraw-result-done">
        {t('withdraw.result.done')}
      </ActionButton>
    </section>
  );
}
