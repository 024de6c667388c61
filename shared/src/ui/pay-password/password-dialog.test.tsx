// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import md5 from 'md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#testing';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import { formatTime } from '../../format/time';
import { PasswordDialog } from './password-dialog';
import { hashPayPassword } from './pay-password-hash';

afterEach(() => {
  vi.restoreAllMocks();
});

function key(label: string): HTMLElement {
  const keys = [...document.querySelectorAll<HTMLElement>('.adn-pay-keyboard .arco-keyboard-key')];
  const found = keys.find((k) => k.textContent === label);
  if (!found) throw new Error(`no key ${label}`);
  return found;
}

function typeDigits(digits: string) {
  for (const d of digits) fireEvent.click(key(d));
}

const cells = () => screen.getByTestId('pay-password-cells');
const confirmButton = () => document.querySelector('.adn-pay-confirm') as HTMLElement;
const dialogRoot = () => document.querySelector('.adn-pay-dialog') as HTMLElement;
const keypadShown = () => {
  const kb = document.querySelector('.adn-pay-keyboard');
  const content = kb?.closest('.arco-masking-content');
  return Boolean(content && !/exit/.test(content.className));
};

async function setup(onOk = vi.fn(async () => {}), onClose = vi.fn()) {
  await renderWithApp(<PasswordDialog visible onOk={onOk} onClose={onClose} />);
  return { onOk, onClose };
}

/** A wrong password confirmed: the check refused, its error shown. */
async function failedCheck() {
  vi.spyOn(api, 'checkPassword').mockRejectedValue(
    new ApiError(405, 'x', { error: 'wrong_pay_password' }, '/check/password'),
  );
  await setup();
  typeDigits('654321');
  await act(async () => {
    fireEvent.click(confirmButton());
  });
  await screen.findByTestId('pay-password-error');
}

describe('PasswordDialog', () => {
  it('opens with the keypad up, the bottom padding on and confirm disabled', async () => {
    await setup();
    expect(screen.getByText('Transaction password')).toBeTruthy();
    expect(cells().dataset.length).toBe('0');
    expect(keypadShown()).toBe(true);
    expect(dialogRoot().className).toContain('keypad-up');
    expect(confirmButton().className).toContain('disabled');
  });

  it('names what the password confirms under the title when given, and nothing otherwise', async () => {
    await renderWithApp(
      <PasswordDialog
        visible
        title="Withdraw $250.00"
        detail="To Bank of Demo ****6789"
        onOk={vi.fn(async () => {})}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Withdraw $250.00')).toBeTruthy();
    expect(screen.getByTestId('pay-password-detail').textContent).toBe('To Bank of Demo ****6789');
    cleanup();
    await setup();
    expect(screen.queryByTestId('pay-password-detail')).toBeNull();
  });

  it('keeps confirm disabled until six digits and caps the entry at six', async () => {
    await setup();
    typeDigits('12345');
    expect(cells().dataset.length).toBe('5');
    expect(confirmButton().className).toContain('disabled');
    typeDigits('67');
    expect(cells().dataset.length).toBe('6');
    expect(confirmButton().className).not.toContain('disabled');
  });

  it('strips non-digits from pasted text and erases with delete', async () => {
    await setup();
    fireEvent.paste(cells(), { clipboardData: { getData: () => '1a2-3 4' } });
    expect(cells().dataset.length).toBe('4');
    fireEvent.keyDown(cells(), { key: 'x' });
    fireEvent.keyDown(cells(), { key: 'Backspace' });
    expect(cells().dataset.length).toBe('3');
    fireEvent.keyDown(cells(), { key: '9' });
    expect(cells().dataset.length).toBe('4');
  });

  it('shows the wrong-password text with an icon and closes the keypad when the check fails', async () => {
    const check = vi
      .spyOn(api, 'checkPassword')
      .mockRejectedValue(
        new ApiError(405, 'x', { error: 'wrong_pay_password' }, '/check/password'),
      );
    const { onOk, onClose } = await setup();
    typeDigits('654321');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    expect(check).toHaveBeenCalledWith({ password: md5('654321') }, { silent: true });
    const error = await screen.findByTestId('pay-password-error');
    expect(error.textContent).toBe('Wrong transaction password');
    expect(error.querySelector('svg')).toBeTruthy();
    expect(cells().className).not.toContain('is-focused');
    await waitFor(() => expect(keypadShown()).toBe(false));
    expect(dialogRoot().className).not.toContain('keypad-up');
    expect(onOk).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says how many tries are left before the lock when the server counts them', async () => {
    vi.spyOn(api, 'checkPassword')
      .mockRejectedValueOnce(
        new ApiError(405, 'x', { error: 'wrong_pay_password', tries_left: 2 }, '/check/password'),
      )
      .mockRejectedValueOnce(
        new ApiError(405, 'x', { error: 'wrong_pay_password', tries_left: 1 }, '/check/password'),
      );
    await setup();
    typeDigits('654321');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    expect((await screen.findByTestId('pay-password-error')).textContent).toBe(
      'Wrong transaction password. 2 tries left before the lock.',
    );
    typeDigits('654320');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    await waitFor(() =>
      expect(screen.getByTestId('pay-password-error').textContent).toBe(
        'Wrong transaction password. 1 try left before the lock.',
      ),
    );
  });

  it('after a failed check, a press on the cells changes nothing until it is released: then the keypad comes back', async () => {
    await failedCheck();
    await waitFor(() => expect(keypadShown()).toBe(false));
    // the press: no focus, no keypad, the dialog does not move under the pointer
    const pressed = fireEvent.mouseDown(cells());
    expect(pressed).toBe(false); // default prevented: the focus stays where it was
    expect(dialogRoot().className).not.toContain('keypad-up');
    expect(keypadShown()).toBe(false);
    // the release and its click, on the cells: the keypad and the focus come back
    await act(async () => {
      fireEvent.click(cells(), { detail: 1 });
    });
    await waitFor(() => expect(keypadShown()).toBe(true));
    expect(document.activeElement).toBe(cells());
    expect(dialogRoot().className).toContain('keypad-up');
  });

  it('treats any failure of the check (network too) as a wrong password', async () => {
    vi.spyOn(api, 'checkPassword').mockRejectedValue(new TypeError('offline'));
    await setup();
    typeDigits('111111');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    expect((await screen.findByTestId('pay-password-error')).textContent).toBe(
      'Wrong transaction password',
    );
  });

  it('keeps the wrong-password text and adds the lockout line with the time it ends', async () => {
    const lockedUntil = '2026-11-23T16:05:12.000Z';
    vi.spyOn(api, 'checkPassword').mockRejectedValue(
      new ApiError(
        405,
        'locked',
        { error: 'pay_password_locked', locked_until: lockedUntil, retry_after_seconds: 900 },
        '/check/password',
      ),
    );
    await setup();
    typeDigits('123456');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    expect((await screen.findByTestId('pay-password-error')).textContent).toBe(
      'Wrong transaction password',
    );
    // the one time format, rounded up to the minute the lock is over by: never 16:05
    const time = formatTime('2026-11-23T16:06:00.000Z', 'en');
    expect(screen.getByTestId('pay-password-lockout').textContent).toBe(
      `Too many wrong attempts: locked until ${time}.`,
    );
  });

  it('shows no lockout line for a plain wrong password', async () => {
    await failedCheck();
    expect(screen.queryByTestId('pay-password-lockout')).toBeNull();
  });

  it("runs the caller's action with the MD5 and stays loading until it settles, then closes", async () => {
    vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    let finish: () => void = () => {};
    const onOk = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { onClose } = await setup(onOk);
    typeDigits('123456');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    await waitFor(() => expect(onOk).toHaveBeenCalledWith(md5('123456'), '123456'));
    expect(screen.getByTestId('pay-password-dialog').dataset.phase).toBe('running');
    expect(confirmButton().className).toContain('loading');
    // a second tap while loading does nothing
    fireEvent.click(confirmButton());
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('confirms with Enter in the cells once six digits are in, not before', async () => {
    const check = vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const { onOk } = await setup();
    for (const d of '12345') fireEvent.keyDown(cells(), { key: d });
    await act(async () => {
      fireEvent.keyDown(cells(), { key: 'Enter' });
    });
    expect(check).not.toHaveBeenCalled();
    fireEvent.keyDown(cells(), { key: '6' });
    await act(async () => {
      fireEvent.keyDown(cells(), { key: 'Enter' });
    });
    await waitFor(() => expect(onOk).toHaveBeenCalledWith(md5('123456'), '123456'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("closes too when the caller's action fails", async () => {
    vi.spyOn(api, 'checkPassword').mockResolvedValue(null);
    const onOk = vi.fn(async () => {
      throw new Error('withdraw failed');
    });
    const { onClose } = await setup(onOk);
    typeDigits('123456');
    await act(async () => {
      fireEvent.click(confirmButton());
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('hashes a password as the MD5 hex of its digits', () => {
    expect(hashPayPassword('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });
});
