/**
 * The transaction-password dialog
 * (docs/product/transaction-password.md#transaction-password.dialog): six digits on Arco's number
 * Keyboard shown as six cells, verified with /check/password before the caller's action runs. Any
 * remote that needs the transaction password opens it.
 */
import { api, dialogs, type LockoutErrorData, rules } from '@adnet/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../action-button/action-button';
import { ModalDialog } from '../dialog/dialog';
import { lockoutOf, triesLeftOf } from '../request-error-text';
import { PayPasswordError } from './pay-password-error';
import { hashPayPassword } from './pay-password-hash';
import { PayPasswordInput } from './pay-password-input';
import './password-dialog.css';

const LENGTH = rules.PAY_PASSWORD_LENGTH;

export interface PasswordDialogProps {
  visible: boolean;
  /** defaults to "Transaction password" */
  title?: string;
  /**
   * What the password confirms, under the title (where a withdrawal goes, the new payout
   * details): a money action names its destination before the password is typed.
   */
  detail?: string;
  /**
   * Runs once the password is verified; the dialog stays loading until it settles and then
   * closes. A rejection is the caller's to report.
   */
  onOk: (passwordMd5: string, digits: string) => Promise<void>;
  onClose: () => void;
}

type Phase = 'input' | 'checking' | 'running';

export function PasswordDialog({ visible, title, detail, onOk, onClose }: PasswordDialogProps) {
  const { t } = useTranslation('common');
  const [digits, setDigits] = useState('');
  const [focused, setFocused] = useState(false);
  const [wrong, setWrong] = useState(false);
  /** the server's lockout after too many wrong passwords (README of the sandbox, "Lockout") */
  const [lock, setLock] = useState<LockoutErrorData | null>(null);
  /** wrong passwords the lock still allows, when the server said so */
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>('input');
  const busy = phase !== 'input';
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each opening starts empty with the keypad up.
  useEffect(() => {
    if (!visible) return;
    setDigits('');
    setWrong(false);
    setLock(null);
    setPhase('input');
    setFocused(true);
  }, [visible]);

  useEffect(() => {
    if (!visible) setFocused(false);
  }, [visible]);

  const change = (next: string) => {
    setDigits(next);
    if (wrong) setWrong(false);
  };

  const confirm = async () => {
    if (busy || rules.payPassword(digits)) return;
    const passwordMd5 = hashPayPassword(digits);
    setFocused(false);
    setPhase('checking');
    try {
      await api.checkPassword({ password: passwordMd5 }, { silent: true });
    } catch (e) {
      // Any failure reads as a wrong password; the field loses the focus
      // (docs/product/transaction-password.md#transaction-password.failed-check). A lockout
      // adds its line: until when every check is refused.
      if (!mounted.current) return;
      setPhase('input');
      setWrong(true);
      setLock(lockoutOf(e));
      setTriesLeft(triesLeftOf(e));
      setDigits('');
      return;
    }
    if (!mounted.current) return;
    setPhase('running');
    try {
      await onOk(passwordMd5, digits);
    } catch {
      // The caller reports its own failure; the dialog closes either way.
    }
    if (!mounted.current) return;
    setPhase('input');
    onClose();
  };

  const cancel = () => {
    if (busy) return;
    setFocused(false);
    onClose();
  };

  return (
    <ModalDialog
      open={visible}
      onCancel={cancel}
      maskClosable={!busy}
      // the cells take the focus themselves (the keypad comes up with them)
      focusDialog={false}
      described={false}
      title={title ?? t('payPassword.title')}
      className={`adn-pay-dialog${focused ? ' keypad-up' : ''}`}
      contentClassName="adn-pay-dialog-content"
      footer={
        <div className="adn-pay-dialog-footer">
          <ActionButton
            type="ghost"
            size="medium"
            disabled={busy}
            onClick={cancel}
            className="adn-pay-cancel"
          >
            {t('action.cancel')}
          </ActionButton>
          <ActionButton
            size="medium"
            disabled={digits.length !== LENGTH || busy}
            loading={busy}
            onClick={(e) => {
              e.stopPropagation();
              void confirm();
            }}
            className="adn-pay-confirm"
          >
            {t('action.confirm')}
          </ActionButton>
        </div>
      }
    >
      <div className="adn-pay-dialog-body" data-testid="pay-password-dialog" data-phase={phase}>
        {detail && (
          <p className="adn-pay-detail" data-testid="pay-password-detail">
            {detail}
          </p>
        )}
        <p className="adn-pay-hint">{t('payPassword.placeholder')}</p>
        <PayPasswordInput
          value={digits}
          onChange={change}
          focused={focused}
          onFocusChange={(f) => setFocused(f && !busy)}
          label={t('payPassword.title')}
          invalid={wrong}
          disabled={busy}
          onEnter={() => void confirm()}
          // the first Escape closes the dialog (docs/accessibility.md "Dialogs")
          escapeKey="layer"
        />
        {wrong && <PayPasswordError lock={lock} triesLeft={triesLeft} />}
        <button
          type="button"
          className="adn-pay-forgot"
          onClick={(e) => {
            e.stopPropagation();
            if (busy) return;
            setFocused(false);
            onClose();
            dialogs.customerService();
          }}
        >
          {t('payPassword.forgot')}
        </button>
      </div>
    </ModalDialog>
  );
}
