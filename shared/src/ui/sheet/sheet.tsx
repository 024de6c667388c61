/**
 * The bottom sheet every app opens (docs/product/forms.md#forms.focus.sheets): Arco's `Popup` from
 * the bottom, its body a named modal dialog (`role="dialog"`, `aria-modal`, labelled by its title)
 * in one look: rounded top corners, the frame's padding, the sheet title centred above the content.
 *
 * Keyboard (docs/accessibility.md "Sheets"): the focus moves into the sheet when it opens,
 * Tab and Shift+Tab stay inside it, Escape closes it, and the focus goes back to what opened it
 * when it closes (unless something else has taken the focus meanwhile, as the password dialog
 * does after a withdrawal). Arco's Popup does none of this.
 */
import { Popup } from '@arco-design/mobile-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
} from 'react';
import { returnFocus } from '../dialog/return-focus';
import './sheet.css';

type BodyProps = Omit<ComponentProps<'form'>, 'title' | 'ref'>;

export type SheetProps = BodyProps & {
  open: boolean;
  onClose: () => void;
  /** the sheet's title, its accessible name */
  title: ReactNode;
  /** a class for the title besides `adn-sheet-title` (a left-aligned notification title) */
  titleClassName?: string;
  /** shown above the title inside the dialog (a notification's category and time) */
  head?: ReactNode;
  /** the body's element: `form` for a sheet that submits (Enter in its last field sends it) */
  as?: 'div' | 'form';
  ref?: Ref<HTMLElement>;
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
}

export function Sheet({
  open,
  onClose,
  title,
  titleClassName,
  head,
  as = 'div',
  className,
  children,
  ref,
  onKeyDown,
  ...props
}: SheetProps) {
  const titleId = useId();
  const body = useRef<HTMLElement | null>(null);
  const setBody = useCallback(
    (node: HTMLElement | null) => {
      body.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    // the popup draws its content a frame after it becomes visible
    let frame = requestAnimationFrame(function enter() {
      const node = body.current;
      if (!node) {
        frame = requestAnimationFrame(enter);
        return;
      }
      if (!node.contains(document.activeElement)) node.focus({ preventScroll: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      const active = document.activeElement;
      const focusLeftWithUs = !active || active === document.body || body.current?.contains(active);
      if (focusLeftWithUs) returnFocus(opener);
    };
  }, [open]);

  const keyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(e);
    const node = body.current;
    if (e.defaultPrevented || !node || !node.contains(e.target as Node)) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const stops = focusables(node);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && (document.activeElement === first || document.activeElement === node)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const Body = as as 'form';
  return (
    <Popup visible={open} close={onClose} direction="bottom" contentClass="adn-sheet-popup">
      <Body
        {...props}
        ref={setBody as Ref<HTMLFormElement>}
        className={className ? `adn-sheet ${className}` : 'adn-sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keyDown}
      >
        {head}
        <h2
          id={titleId}
          className={titleClassName ? `adn-sheet-title ${titleClassName}` : 'adn-sheet-title'}
        >
          {title}
        </h2>
        {children}
      </Body>
    </Popup>
  );
}
