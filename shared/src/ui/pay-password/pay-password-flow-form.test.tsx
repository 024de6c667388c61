// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import md5 from 'md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#testing';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import { PayPasswordFlow } from './pay-password-flow-form';

afterEach(() => {
  vi.restoreAllMocks();
});

const cells = () => screen.getByTestId('pay-password-cells');
const step = () => screen.getByTestId('pay-step');
const submitButton = () => document.querySelector('.adn-pay-flow-submit') as HTMLElement;

function typeDigits(digits: string) {
  for (const d of digits) fireEvent.keyDown(cells(), { key: d });
}

async function press() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

describe('PayPasswordFlow', () => {
  it('sets a first password: new, then confirm, a mismatch refused, then success', async () => {
    const set = vi.spyOn(api, 'setPassword').mockResolvedValue(null);
    const onSuccess = vi.fn();
    await renderWithApp(<PayPasswordFlow hasOld={false} onSuccess={onSuccess} />);
    expect(step().dataset.step).toBe('new');
    expect(step().textContent).toBe('Set a new 6-digit transaction password');
    expect(screen.getByText('6 digits, different from your login password.')).toBeTruthy();
    typeDigits('12345');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    typeDigits('6');
    expect(submitButton().textContent).toBe('Next');
    await press();
    expect(step().dataset.step).toBe('confirm');
    await waitFor(() => expect(document.activeElement).toBe(cells()));
    expect(submitButton().textContent).toBe('Confirm');
    typeDigits('123457');
    await press();
    expect(screen.getByTestId('pay-flow-error').textContent).toBe('The two passwords do not match');
    expect(cells().dataset.length).toBe('0');
    expect(set).not.toHaveBeenCalled();
    typeDigits('123456');
    await press();
    expect(set).toHaveBeenCalledWith(
      { password: md5('123456'), confirm_password: md5('123456') },
      { silent: true },
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('checks the current password first; any failure shows the shared error, unfocused', async () => {
    const check = vi.spyOn(api, 'checkPassword').mockRejectedValueOnce(new TypeError('offline'));
    await renderWithApp(<PayPasswordFlow hasOld onSuccess={() => {}} />);
    expect(step().dataset.step).toBe('old');
    expect(screen.getByText('Forgot it? Contact customer service')).toBeTruthy();
    typeDigits('111111');
    await press();
    expect(check).toHaveBeenCalledWith({ password: md5('111111') }, { silent: true });
    const error = await screen.findByTestId('pay-password-error');
    expect(error.textContent).toBe('Wrong transaction password');
    expect(error.querySelector('[data-testid="info-icon"]')).toBeTruthy();
    expect(cells().className).not.toContain('is-focused');
    expect(cells().dataset.length).toBe('0');
    expect(document.activeElement).not.toBe(cells());
    expect(step().dataset.step).toBe('old');

    check.mockResolvedValueOnce(null);
    typeDigits('222222');
    expect(screen.queryByTestId('pay-password-error')).toBeNull();
    await press();
    await waitFor(() => expect(step().dataset.step).toBe('new'));
  });

  it('a refusal of the current password by /set/password goes back to it with the lockout', async () => {
    vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const lockedUntil = '2026-11-23T16:05:12.000Z';
    vi.spyOn(api, 'setPassword').mockRejectedValue(
      new ApiError(
        405,
        'locked',
        { error: 'pay_password_locked', locked_until: lockedUntil, retry_after_seconds: 900 },
        '/set/password',
      ),
    );
    const onSuccess = vi.fn();
    await renderWithApp(<PayPasswordFlow hasOld onSuccess={onSuccess} />);
    typeDigits('111111');
    await press();
    await waitFor(() => expect(step().dataset.step).toBe('new'));
    typeDigits('222222');
    await press();
    typeDigits('222222');
    await press();
    await waitFor(() => expect(step().dataset.step).toBe('old'));
    expect(screen.getByTestId('pay-password-error').textContent).toBe('Wrong transaction password');
    expect(screen.getByTestId('pay-password-lockout').textContent).toMatch(/^Too many wrong/);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('keeps every entry when /set/password fails for a reason of its own', async () => {
    vi.spyOn(api, 'setPassword').mockRejectedValue(
      new ApiError(500, 'server error', null, '/set/password'),
    );
    await renderWithApp(<PayPasswordFlow hasOld={false} onSuccess={() => {}} />);
    typeDigits('222222');
    await press();
    typeDigits('222222');
    await press();
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    expect(step().dataset.step).toBe('confirm');
    expect(cells().dataset.length).toBe('6');
  });

  it('starts over from the new entry, and Enter in the cells submits a step', async () => {
    await renderWithApp(<PayPasswordFlow hasOld={false} onSuccess={() => {}} />);
    typeDigits('222222');
    fireEvent.keyDown(cells(), { key: 'Enter' });
    expect(step().dataset.step).toBe('confirm');
    typeDigits('22');
    fireEvent.click(screen.getByText('Start over'));
    expect(step().dataset.step).toBe('new');
    expect(cells().dataset.length).toBe('0');
  });
});
