/**
 * The transaction-password dialog
 * (docs/product/transaction-password.md#transaction-password.dialog): six digits on Arco's number
 * Keyboard shown as six cells, verified with /check/password before the caller's action runs. Any
 * remote that needs the transaction password opens it.
 */
import { api, dialogs, type LockoutErrorData, rules } from '@adnet/shared';
import { Keyboard } from '@arco-design/mobile-react';
import IconKeyboard from '@arco-design/mobile-react/esm/icon/IconKeyboard';
import IconKeyboardDelete from '@arco-design/mobile-react/esm/icon/IconKeyboardDelete';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../action-button/action-button';
import { ModalDialog } from '../dialog/dialog';
import { lockoutOf, lockoutText } from '../request-error-text';
import { hashPayPassword } from './pay-password-hash';
import './password-dialog.css';

const LENGTH = rules.PAY_PASSWORD_LENGTH;

export interface PayPasswordInputProps {
  value: string;
  /** receives digits only, at most six */
  onChange: (digits: string) => void;
  /** whether the field has the focus, i.e. the number keypad is up */
  focused: boolean;
  onFocusChange: (focused: boolean) => void;
  /** accessible name of the field */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  /** data-testid of the cells */
  testId?: string;
  /** Enter in the cells, as in any form field: confirm, or the next step */
  onEnter?: () => void;
}

/**
 * Whether the person uses a physical keyboard, judged by what they did last: a Tab (no
 * on-screen keyboard has one) or a digit or Backspace typed into the cells sets it; a pointer
 * press anywhere clears it. While it is set the on-screen keypad stays hidden, also when a
 * dialog opens (docs/accessibility.md "Keypad").
 */
let physicalKeyboardUsed = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.isTrusted && e.key === 'Tab') physicalKeyboardUsed = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (e.isTrusted) physicalKeyboardUsed = false;
    },
    true,
  );
}

/**
 * Six cells over Arco's number Keyboard (which has no length limit of its own: the cap is
 * here). A physical keyboard and paste work too, for desktop; non-digits are stripped.
 */
export function PayPasswordInput({
  value,
  onChange,
  focused,
  onFocusChange,
  label,
  invalid = false,
  disabled = false,
  testId = 'pay-password-cells',
  onEnter,
}: PayPasswordInputProps) {
  const { t } = useTranslation('common');
  const cellsRef = useRef<HTMLDivElement>(null);
  // Arco's Keyboard registers its outside-click handler once, with the first `close`.
  const latest = useRef({ value, onChange, onFocusChange });
  latest.current = { value, onChange, onFocusChange };

  const type = useCallback((text: string) => {
    const { value: v, onChange: change } = latest.current;
    const next = rules.stripToPayPassword(v + text);
    if (next !== v) change(next);
  }, []);
  const erase = useCallback(() => {
    const { value: v, onChange: change } = latest.current;
    if (v) change(v.slice(0, -1));
  }, []);
  const close = useCallback(() => {
    latest.current.onFocusChange(false);
    return {};
  }, []);

  // Focus follows the field's state: opening a dialog moves the focus into it.
  useEffect(() => {
    const cells = cellsRef.current;
    if (!cells) return;
    if (!focused) cells.blur();
    else if (document.activeElement !== cells) cells.focus({ preventScroll: true });
  }, [focused]);

  // A tap on the keypad's keys (plain elements, not focusable) would take the focus to the page
  // body while the ring stays on the cells: the press keeps the focus where it is.
  useEffect(() => {
    if (!focused) return;
    const keep = (e: globalThis.MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('.adn-pay-keyboard')) e.preventDefault();
    };
    document.addEventListener('mousedown', keep, true);
    return () => document.removeEventListener('mousedown', keep, true);
  }, [focused]);

  // docs/accessibility.md "Keypad": after a Tab, or a digit or Backspace typed into the cells,
  // the on-screen keypad stays hidden (for this and later fields); a tap on the cells shows it.
  const [physical, setPhysical] = useState(physicalKeyboardUsed);

  const open = (e: MouseEvent) => {
    // The keypad closes on any click outside it; this click must not reach that handler.
    e.stopPropagation();
    if (e.detail > 0) {
      physicalKeyboardUsed = false; // a real pointer press, not Enter or Space on the cells
      setPhysical(false);
    }
    if (disabled) return;
    // The ring is drawn only with the focus: the state alone may already say "focused" (a tap
    // on a disabled button took the focus to the page body without telling the cells), and then
    // the effect below does not run again. A hardware keyboard types where the ring is.
    cellsRef.current?.focus({ preventScroll: true });
    onFocusChange(true);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled) return;
    const typed = /^\d$/.test(e.key) || e.key === 'Backspace';
    if (typed && e.isTrusted && !physical) {
      physicalKeyboardUsed = true;
      setPhysical(true);
    }
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      type(e.key);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      erase();
    } else if (e.key === 'Enter' && onEnter) {
      e.preventDefault();
      onEnter();
    } else if (e.key === 'Escape' && focused) {
      e.preventDefault();
      onFocusChange(false);
    }
  };

  const onPaste = (e: ClipboardEvent) => {
    e.preventDefault();
    if (!disabled) type(e.clipboardData.getData('text'));
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a real input would raise the system keyboard; the digits come from Arco's keypad */}
      <div
        ref={cellsRef}
        className={`adn-pay-cells${focused ? ' is-focused' : ''}${invalid ? ' is-invalid' : ''}`}
        role="textbox"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-invalid={invalid}
        aria-disabled={disabled}
        data-testid={testId}
        data-length={value.length}
        // A press does not move the focus; its click does. Focus on the press would raise the
        // keypad and lift the dialog before the release, which could then land off the cells:
        // the click would go to their parent, and the keypad's outside-click would close it again.
        onMouseDown={(e) => e.preventDefault()}
        onClick={open}
        onFocus={() => {
          setPhysical(physicalKeyboardUsed);
          if (!disabled) onFocusChange(true);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      >
        {Array.from({ length: LENGTH }, (_, i) => (
          <span
            key={i}
            className={`adn-pay-cell${i < value.length ? ' is-filled' : ''}${
              focused && i === Math.min(value.length, LENGTH - 1) ? ' is-current' : ''
            }`}
            aria-hidden="true"
          />
        ))}
      </div>
      <Keyboard
        visible={focused && !disabled && !physical}
        close={close}
        type="number"
        randomOrder={false}
        onChange={(key) => {
          type(String(key));
          return {};
        }}
        onDelete={() => {
          erase();
          return {};
        }}
        // Arco draws these two keys as bare icons: they get a name here (axe button-name)
        deleteButton={
          <>
            <IconKeyboardDelete />
            <span className="adn-visually-hidden">{t('payPassword.deleteKey')}</span>
          </>
        }
        keyboardButton={
          <>
            <IconKeyboard />
            <span className="adn-visually-hidden">{t('payPassword.hideKey')}</span>
          </>
        }
        className="adn-pay-keyboard"
        contentClass="adn-pay-keyboard-layer"
      />
    </>
  );
}

export interface PayPasswordErrorProps {
  /** the server's lockout, when the check was refused for it: adds the line with its end */
  lock: LockoutErrorData | null;
}

/**
 * What a failed transaction-password check shows, whatever the error (the error text with an
 * info icon: docs/product/transaction-password.md#transaction-password.failed-check), plus the
 * lockout line when the server refused the check for too many wrong passwords. The dialog and
 * /wallet/set-password's old-password step both show this one.
 */
export function PayPasswordError({ lock }: PayPasswordErrorProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <p className="adn-pay-error" role="alert" data-testid="pay-password-error">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" data-testid="info-icon">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <rect x="7.2" y="6.8" width="1.6" height="5" rx="0.8" className="adn-icon-on" />
          <circle cx="8" cy="4.6" r="1" className="adn-icon-on" />
        </svg>
        <span>{t('payPassword.wrong')}</span>
      </p>
      {lock && (
        <p className="adn-pay-lockout" role="alert" data-testid="pay-password-lockout">
          {lockoutText(lock, t)}
        </p>
      )}
    </>
  );
}

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
        />
        {wrong && <PayPasswordError lock={lock} />}
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
