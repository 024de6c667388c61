/**
 * The transaction-password field: six cells over Arco's number Keyboard
 * (docs/product/transaction-password.md#transaction-password.dialog). The dialog and the
 * pay-password flow both type into it.
 */
import { rules } from '@adnet/shared';
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
import { notePhysicalKeyboard, physicalKeyboardInUse } from './physical-keyboard';
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
  /**
   * What Escape in the cells does: `keypad` hides the keypad (a page's field); `layer` leaves the
   * key to the dialog around the cells, which closes with the focus back where it was: hiding
   * the keypad there would take the focus out of a dialog that stays open.
   */
  escapeKey?: 'keypad' | 'layer';
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
  escapeKey = 'keypad',
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
  const [physical, setPhysical] = useState(physicalKeyboardInUse());

  const open = (e: MouseEvent) => {
    // The keypad closes on any click outside it; this click must not reach that handler.
    e.stopPropagation();
    if (e.detail > 0) {
      notePhysicalKeyboard(false); // a real pointer press, not Enter or Space on the cells
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
      notePhysicalKeyboard(true);
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
    } else if (e.key === 'Escape' && focused && escapeKey === 'keypad') {
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
          setPhysical(physicalKeyboardInUse());
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
