// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#testing';
import { PayPasswordDone } from './pay-password-done';

describe('PayPasswordDone', () => {
  it('says the password is set and what it is for, the focus on the result', async () => {
    await renderWithApp(<PayPasswordDone backText="Back to wallet" onBack={() => {}} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Your transaction password is set');
    expect(screen.getByText('You will use it to confirm withdrawals.')).toBeTruthy();
    // docs/product/forms.md#forms.focus.result
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('has one button, with the page’s words, that goes where the page says', async () => {
    const onBack = vi.fn();
    await renderWithApp(<PayPasswordDone backText="Go to the ad center" onBack={onBack} />);
    const buttons = screen.getByTestId('set-password-done').querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.textContent).toBe('Go to the ad center');
    fireEvent.click(buttons[0] as HTMLButtonElement);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('speaks the UI language (common:payPassword.done)', async () => {
    await renderWithApp(<PayPasswordDone backText="Zur Wallet" onBack={() => {}} />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Ihr Transaktionspasswort ist festgelegt',
    );
  });
});
