/**
 * Keyboard use of the forms (docs/product/forms.md#forms.keys).
 *
 * Every form is a real `<form onSubmit>` whose button is `type="submit"` (ActionButton's
 * `htmlType`), so Enter in a single-line field submits through the browser's implicit
 * submission and a tap and Enter run the same handler. Textareas need help: a one-line
 * textarea (a field with a counter) submits on Enter, a multi-line one on Ctrl/Cmd+Enter.
 * After a failed submit focus goes to the first field in error, after a success that stays on
 * the page to the result message, so a screen reader reads it.
 */
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The form's default button (the first submit button), as implicit submission uses it. */
function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  return form.querySelector<HTMLButtonElement | HTMLInputElement>(
    'button[type="submit"], input[type="submit"]',
  );
}

/**
 * Submits the field's form as Enter in a text input would: through the default button, and not
 * at all when that button is disabled. True when it asked the form to submit.
 */
export function submitFormOf(field: Element): boolean {
  const form = (field as HTMLInputElement).form ?? field.closest('form');
  if (!form) return false;
  const button = defaultButton(form);
  if (button?.disabled) return false;
  if (button) form.requestSubmit(button);
  else form.requestSubmit();
  return true;
}

function composing(e: KeyboardEvent): boolean {
  // an IME (ja, zh, ko) confirms its candidate with Enter: that Enter is not a submit
  return e.nativeEvent.isComposing || e.keyCode === 229;
}

/** For a one-line textarea: Enter submits (Shift+Enter does nothing: the field is one line). */
export function submitOnEnter(e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>): void {
  if (e.key !== 'Enter' || composing(e)) return;
  e.preventDefault();
  if (!e.shiftKey) submitFormOf(e.currentTarget);
}

/** For a multi-line textarea: Enter is a new line, Ctrl+Enter or Cmd+Enter submits. */
export function submitOnModEnter(e: KeyboardEvent<HTMLTextAreaElement>): void {
  if (e.key !== 'Enter' || composing(e) || !(e.ctrlKey || e.metaKey)) return;
  e.preventDefault();
  submitFormOf(e.currentTarget);
}

/**
 * The first field in error of a form (`aria-invalid="true"`, in document order), else its
 * first shown error message (`role="alert"` with text), made focusable for the purpose.
 */
export function firstErrorOf(form: ParentNode): HTMLElement | null {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) return field;
  const alerts = form.querySelectorAll<HTMLElement>('[role="alert"]');
  for (const alert of alerts) {
    if (alert.textContent?.trim()) return alert;
  }
  return null;
}

/** Focuses an element, making a message focusable by script (not by Tab) when it is not. */
export function focusElement(el: HTMLElement | null): void {
  if (!el) return;
  if (!el.matches('input, textarea, select, button, [tabindex]')) el.tabIndex = -1;
  el.focus();
}

type Target = 'error' | 'result';

/**
 * Moves focus once the next render is on screen: `focusError()` after a failed submit (to the
 * first field in error of the form, or its message), `focusResult()` after a success that keeps
 * the page (to the element behind `resultRef`). `formRef` goes on the `<form>`.
 */
export function useFormFocus<R extends HTMLElement = HTMLElement>() {
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<R>(null);
  const [request, setRequest] = useState<{ target: Target; n: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    if (request.target === 'error') {
      const form = formRef.current;
      if (form) focusElement(firstErrorOf(form));
    } else {
      focusElement(resultRef.current);
    }
  }, [request]);

  const focusError = useCallback(
    () => setRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 })),
    [],
  );
  const focusResult = useCallback(
    () => setRequest((r) => ({ target: 'result', n: (r?.n ?? 0) + 1 })),
    [],
  );
  return { formRef, resultRef, focusError, focusResult };
}
