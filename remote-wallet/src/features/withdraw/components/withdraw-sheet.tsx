/**
 * Withdrawal (docs/product/wallet.md#wallet.withdraw): an amount within the available balance and
 * above 0, a bound destination the config allows, the transaction password, and the start-up funds
 * rule. The amount is read by the shared amount reader in the UI language: what is sent is the
 * number the field shows, or nothing and a message under the field. The balance is read fresh
 * each time the sheet opens, never a kept answer (docs/offline.md); a withdrawal whose answer
 * is not known is kept with its request_id in the tab (pending-withdrawal.ts), so a reload
 * offers it again with the same id and the server takes it once.
 */
import { type Property, useMoney } from '@adnet/shared';
import { ActionButton, NoAnswerNote, PasswordDialog, Sheet } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '#components/forms/field.tsx';
import { paths } from '#paths';
import type { PendingWithdrawal } from '../pending-withdrawal';
import { useWithdraw } from '../use-withdraw';
import { WithdrawBlocked } from './withdraw-blocked';
import { WithdrawDestination } from './withdraw-destination';
import { WithdrawResult } from './withdraw-result';
import '#components/forms/field.css';
import '#components/forms/text.css';
import './withdraw-sheet.css';

export interface WithdrawSheetProps {
  visible: boolean;
  onClose: () => void;
  onWithdrawn: (property: Property) => void;
  /** each fresh read of the figures the sheet makes, for the page to show the same */
  onFigures?: (property: Property) => void;
  /** a withdrawal left without an answer in this tab (a reload mid-flight), offered again */
  pending?: PendingWithdrawal | null;
}

export function WithdrawSheet({
  visible,
  onClose,
  onWithdrawn,
  onFigures,
  pending,
}: WithdrawSheetProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const navigate = useNavigate();
  const w = useWithdraw({ visible, onClose, onWithdrawn, onFigures, pending });
  const { amount, available, card, method, online, result } = w;

  return (
    <>
      <Sheet
        as="form"
        open={visible}
        onClose={w.close}
        title={result ? t('withdraw.result.sheetTitle') : t('withdraw.title')}
        titleClassName="wal-sheet-title"
        className="wal-sheet"
        data-testid="withdraw-sheet"
        noValidate
        ref={w.formRef}
        onPasteCapture={(e) => {
          if ((e.target as HTMLInputElement).name === 'amount') w.pasted();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          void w.submit();
        }}
      >
        {result ? (
          <WithdrawResult result={result} onDone={w.close} />
        ) : (
          <>
            {w.unanswered && (
              <NoAnswerNote data-testid="withdraw-pending">
                {t('withdraw.pendingNote')}
              </NoAnswerNote>
            )}
            <Field
              name="amount"
              label={t('withdraw.amount')}
              placeholder={t('withdraw.amountPlaceholder')}
              value={amount}
              onChange={w.changeAmount}
              onBlur={() => amount && w.setError(w.check(amount))}
              inputMode="decimal"
              error={w.error}
              // offline, one calm state (docs/product/wallet.md#wallet.withdraw.offline)
              disabled={!online}
              suffix={
                <button
                  type="button"
                  className="adn-link"
                  onClick={w.setAll}
                  disabled={!online}
                  data-testid="withdraw-all"
                >
                  {t('withdraw.all')}
                </button>
              }
            />
            {(online || available !== null) && (
              <p className="adn-caption wal-available" data-testid="withdraw-available">
                {w.balanceFailed ? (
                  <button
                    type="button"
                    className="adn-link"
                    onClick={() => void w.balance.reload()}
                  >
                    {t('common:state.loadFailed')}
                  </button>
                ) : (
                  t('withdraw.available', { amount: available === null ? '…' : money(available) })
                )}
              </p>
            )}
            <WithdrawDestination
              methods={w.methods}
              configured={Boolean(w.config)}
              method={method}
              onChoose={w.chooseMethod}
              card={card}
              online={online}
              unreachable={w.unreachable}
              readError={w.destination.error}
              onRetry={() => void w.destination.reload()}
              boundMethods={w.boundMethods}
              unbound={w.unbound}
              onBind={(m) => {
                onClose();
                navigate(`${paths.bindCard}?method=${m}`);
              }}
            />

            <p className="adn-caption wal-terms" data-testid="withdraw-terms">
              {t('withdraw.terms')}
            </p>

            {/* Enter in the amount and a tap both submit the form (docs/product/forms.md#forms.keys.amount-enter) */}
            <ActionButton
              htmlType="submit"
              className="wal-submit"
              disabled={!online || !method || card === undefined || !w.bound || !w.property}
              loading={w.sending}
            >
              {t('withdraw.submit')}
            </ActionButton>
          </>
        )}
      </Sheet>
      <PasswordDialog
        visible={w.passwordOpen}
        title={t('withdraw.passwordTitle', { amount: money(w.confirmed) })}
        detail={
          w.destinationText
            ? t('withdraw.passwordTo', { destination: w.destinationText })
            : undefined
        }
        onOk={w.send}
        onClose={w.closePassword}
      />
      <WithdrawBlocked message={w.blocked} onClose={w.closeBlocked} />
    </>
  );
}
