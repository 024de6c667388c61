/**
 * An entry's time line (docs/product/wallet.md#wallet.ledger.detail): each status it went
 * through with its time, oldest first, on Arco's vertical Steps; while it is processing, the
 * step still to come ("Completed") shows as waiting.
 */
import { useFormat } from '@adnet/shared';
import { Steps } from '@adnet/shared/arco';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry, LedgerStatus } from '../api';
import { statusOf } from '../ledger';

interface StepItem {
  title: string;
  description: ReactNode;
  status: 'finish' | 'error' | 'process' | 'wait';
}

const STEP_STATUS: Record<LedgerStatus, 'finish' | 'error' | 'process'> = {
  pending: 'process',
  done: 'finish',
  refused: 'error',
};

export function EntrySteps({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const steps = entry.steps.length ? entry.steps : [{ status: statusOf(entry), time: entry.time }];
  const items = steps.map((s, i) => ({
    title: t(`ledger.status.${s.status}`),
    description: (
      <time dateTime={s.time} data-testid="step-time">
        {format.dateTime(s.time)}
      </time>
    ),
    // a step the entry went through is done, unless it was refused; the last one is where it is
    status: i < steps.length - 1 && s.status === 'pending' ? 'finish' : STEP_STATUS[s.status],
  })) as StepItem[];
  if (statusOf(entry) === 'pending') {
    items.push({
      title: t('ledger.status.done'),
      description: <span>{t('transaction.nextStep')}</span>,
      status: 'wait',
    });
  }
  return (
    <div className="wal-steps" data-testid="entry-steps">
      <Steps direction="vertical" iconType="dot" current={steps.length - 1} items={items} />
    </div>
  );
}
