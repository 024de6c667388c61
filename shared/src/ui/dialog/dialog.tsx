/**
 * The one centred dialog of every app (docs/design-tokens.md "Dialogs"), on Arco's Dialog: a
 * modal dialog (`role="dialog"`, or `alertdialog` for a question that interrupts) named by its
 * title and described by its message; the focus moved in and kept in while open, Escape or the
 * system back cancels, the focus returned on close (modal-focus.ts); the way out first and the
 * action last, real buttons named by their verb. It lives in the page that opens it, so it
 * closes when its route is left.
 */
import { useBackHandler } from '@adnet/shared';
import { Dialog } from '@arco-design/mobile-react';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { useModalFocus } from './modal-focus';
import './dialog.css';

export interface ModalDialogProps {
  open: boolean;
  /** what is asked or done: the dialog's accessible name */
  title: ReactNode;
  /** one or two lines that say what happens: its description */
  children?: ReactNode;
  /** `alertdialog` for a question that interrupts (log out, an action that cannot go on) */
  role?: 'dialog' | 'alertdialog';
  /** the way out (Cancel, Later, Close) */
  cancelText?: string;
  /** the way out, Escape, the system back and a tap on the mask */
  onCancel: () => void;
  /** the action, named by its verb */
  actionText?: string;
  onAction?: () => void;
  /** a destructive action (log out): in the danger colour */
  danger?: boolean;
  /** the caller's own footer (the transaction-password dialog's buttons) instead of the two */
  footer?: ReactNode;
  /** a tap on the mask cancels (default); false while the dialog is busy */
  maskClosable?: boolean;
  /** the focus goes to the dialog itself when it opens (default); false: the caller moves it */
  focusDialog?: boolean;
  /** the children are the dialog's description (default); false for a form (the password's) */
  described?: boolean;
  className?: string;
  contentClassName?: string;
  'data-testid'?: string;
}

export function ModalDialog({
  open,
  title,
  children,
  role = 'dialog',
  cancelText,
  onCancel,
  actionText,
  onAction,
  danger = false,
  footer,
  maskClosable = true,
  focusDialog = true,
  described = true,
  className,
  contentClassName,
  'data-testid': testId,
}: ModalDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const cancel = useCallback(() => cancelRef.current(), []);

  const find = useCallback((): HTMLElement | null => {
    const content = document.getElementById(titleId)?.closest('.arco-dialog-content');
    if (!(content instanceof HTMLElement)) return null;
    // Arco's content element is the dialog: it takes the role and the names
    content.setAttribute('role', role);
    content.setAttribute('aria-modal', 'true');
    content.setAttribute('aria-labelledby', titleId);
    if (children && described) content.setAttribute('aria-describedby', bodyId);
    else content.removeAttribute('aria-describedby');
    content.tabIndex = -1;
    if (testId) content.dataset.testid = testId;
    return content;
  }, [titleId, bodyId, role, children, described, testId]);

  useModalFocus({ open, find, onEscape: cancel, focusLayer: focusDialog });
  // the system back (and the header's back, behind the mask) cancels while it is open
  useBackHandler(open ? cancel : null);
  // a change of role or message while open reaches the element
  useEffect(() => {
    if (open) find();
  }, [open, find]);

  const buttons = (
    <div className="adn-dialog-footer">
      {cancelText && (
        <button type="button" className="adn-dialog-button is-way-out" onClick={cancel}>
          {cancelText}
        </button>
      )}
      {actionText && (
        <button
          type="button"
          className={`adn-dialog-button is-action${danger ? ' is-danger' : ''}`}
          onClick={onAction}
        >
          {actionText}
        </button>
      )}
    </div>
  );

  return (
    <Dialog
      visible={open}
      close={cancel}
      maskClosable={maskClosable}
      platform="ios"
      className={className ? `adn-dialog ${className}` : 'adn-dialog'}
      contentClass={contentClassName}
      title={<span id={titleId}>{title}</span>}
      renderFooter={() => footer ?? buttons}
    >
      {children ? <div id={bodyId}>{children}</div> : null}
    </Dialog>
  );
}
