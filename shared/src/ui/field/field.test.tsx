// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, useFieldState } from './field';

afterEach(cleanup);

let setError: (message: string | null) => void = () => {};

function CodeForm() {
  const code = useFieldState('AB');
  setError = code.setError;
  return (
    <>
      <Field name="code" label="Code" {...code.bind} />
      <output data-testid="value">{code.value}</output>
    </>
  );
}

describe('Field with useFieldState', () => {
  it('shows the message, tied to the input, until the merchant types', () => {
    render(<CodeForm />);
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(input.value).toBe('AB');
    act(() => setError('Enter the code'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter the code');
    expect(screen.getByTestId('field-code').className).toContain('adn-field-error');

    fireEvent.change(input, { target: { value: 'ABC' } });
    expect(screen.getByTestId('value').textContent).toBe('ABC');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Enter the code')).toBeNull();
    expect(screen.getByTestId('field-code').className).not.toContain('adn-field-error');
  });
});

describe('Field, counted variant', () => {
  function Address({ onSubmit }: { onSubmit: () => void }) {
    const address = useFieldState('');
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Field name="bank_address" label="Address" maxLength={20} counted {...address.bind} />
        <output data-testid="value">{address.value}</output>
      </form>
    );
  }

  it('counts against the limit, turns line breaks into spaces and submits with Enter', () => {
    let sent = 0;
    render(<Address onSubmit={() => (sent += 1)} />);
    const box = screen.getByLabelText('Address') as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.maxLength).toBe(20);
    fireEvent.change(box, { target: { value: 'Main St 1\nFloor 2' } });
    expect(screen.getByTestId('value').textContent).toBe('Main St 1 Floor 2');
    expect(screen.getByTestId('field-bank_address').textContent).toContain('17/20');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toBe(1);
  });
});
