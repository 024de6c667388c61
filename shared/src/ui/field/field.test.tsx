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
