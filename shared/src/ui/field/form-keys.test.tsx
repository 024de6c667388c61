// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton } from '../action-button/action-button';
import { firstErrorOf, submitOnEnter, submitOnModEnter, useFormFocus } from './form-keys';

afterEach(cleanup);

function TextareaForm({
  onSubmit,
  multiLine = false,
  disabled = false,
}: {
  onSubmit: () => void;
  multiLine?: boolean;
  disabled?: boolean;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <textarea aria-label="text" onKeyDown={multiLine ? submitOnModEnter : submitOnEnter} />
      <button type="submit" disabled={disabled}>
        Send
      </button>
    </form>
  );
}

describe('Enter in a textarea', () => {
  it('a one-line textarea submits on Enter, not on Shift+Enter', () => {
    const onSubmit = vi.fn();
    render(<TextareaForm onSubmit={onSubmit} />);
    const box = screen.getByLabelText('text');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an Enter that confirms an IME candidate does not submit', () => {
    const onSubmit = vi.fn();
    render(<TextareaForm onSubmit={onSubmit} />);
    fireEvent.keyDown(screen.getByLabelText('text'), { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a multi-line textarea submits on Ctrl+Enter or Cmd+Enter only', () => {
    const onSubmit = vi.fn();
    render(<TextareaForm onSubmit={onSubmit} multiLine />);
    const box = screen.getByLabelText('text');
    const plain = fireEvent.keyDown(box, { key: 'Enter' });
    expect(plain).toBe(true); // not prevented: the new line is typed
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not submit when the submit button is disabled, as Enter in an input would not', () => {
    const onSubmit = vi.fn();
    render(<TextareaForm onSubmit={onSubmit} disabled />);
    fireEvent.keyDown(screen.getByLabelText('text'), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('firstErrorOf', () => {
  it('is the first field marked invalid, else the first message with text', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <p role="alert"></p>
      <input id="a" />
      <input id="b" aria-invalid="true" />
      <p role="alert" id="m">Wrong</p>`;
    expect(firstErrorOf(form)?.id).toBe('b');
    form.querySelector('#b')?.setAttribute('aria-invalid', 'false');
    expect(firstErrorOf(form)?.id).toBe('m');
    form.querySelector('#m')!.textContent = '';
    expect(firstErrorOf(form)).toBeNull();
  });
});

function Demo() {
  const { formRef, resultRef, focusError, focusResult } = useFormFocus<HTMLParagraphElement>();
  const [error, setError] = useState(false);
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('code');
    if (!value) {
      setError(true);
      focusError();
    } else {
      setError(false);
      setDone(true);
      focusResult();
    }
  };
  return (
    <form ref={formRef} onSubmit={submit}>
      <input aria-label="other" name="other" />
      <input aria-label="code" name="code" aria-invalid={error} />
      {error && <p role="alert">Required</p>}
      <ActionButton htmlType="submit">Go</ActionButton>
      {done && (
        <p ref={resultRef} data-testid="result">
          Found
        </p>
      )}
    </form>
  );
}

describe('useFormFocus and the submit ActionButton', () => {
  it('the Arco button is the form submit button', () => {
    render(<Demo />);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('submit');
  });

  it('focus goes to the first field in error, then to the result', async () => {
    render(<Demo />);
    const form = screen.getByRole('button', { name: 'Go' }).closest('form')!;
    screen.getByLabelText('other').focus();
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(document.activeElement).toBe(screen.getByLabelText('code'));
    fireEvent.change(screen.getByLabelText('code'), { target: { value: 'X1' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    const result = screen.getByTestId('result');
    expect(document.activeElement).toBe(result);
    // a message is focusable by script, not a Tab stop
    expect(result.getAttribute('tabindex')).toBe('-1');
  });
});
