/**
 * Guessing is stopped by the sandbox as the production backend must (sandbox-api/README.md
 * "Lockout"): 10 wrong logins for a user name lock its logins, 5 wrong transaction passwords
 * lock a merchant's checks, for 15 minutes, the right secret too; each refusal says until
 * when, in the user's zone and language; other names and merchants are unaffected.
 */
import type { Page } from '@playwright/test';
import {
  apiCall,
  apiData,
  expect,
  needsRemotes,
  openAs,
  registerUser,
  routeOf,
  setUser,
  type TestUser,
  test,
} from '../../support/fixtures';
import {
  isPayPassword,
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  property,
  startWithdrawal,
  typeOnKeypad,
} from '../../support/wallet';

interface LockState {
  lockouts: Record<'login' | 'pay_password', { attempts: number; locked_until: string | null }>;
}

async function lockedUntil(user: TestUser, kind: 'login' | 'pay_password'): Promise<string> {
  const state = await apiData<LockState>(
    '/__test/state',
    { username: user.username },
    undefined,
    'GET',
  );
  const until = state.lockouts[kind].locked_until;
  expect(until, `${kind} lock of ${user.username}`).toBeTruthy();
  return until!;
}

/**
 * The lock's end as the page shows it: its own zone and language, in the one time format (to the
 * minute, rounded up to the minute the lock is over by; the date too on another day).
 */
function shownTime(page: Page, iso: string, lang = 'en'): Promise<string> {
  return page.evaluate(
    ([value, lng]) => {
      const ends = new Date(Math.ceil(Date.parse(value!) / 60_000) * 60_000);
      const day = (d: Date) => d.toDateString();
      return day(ends) === day(new Date())
        ? new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(ends)
        : new Intl.DateTimeFormat(lng, {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }).format(ends);
    },
    [iso, lang] as const,
  );
}

/** Types and submits the login form; resolves once the server has answered. */
async function tryLogin(page: Page, username: string, password: string) {
  await page.locator('#field-username').fill(username);
  await page.locator('#field-password').fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/v2/login');
  await page.locator('.adn-auth-submit').click();
  await answered;
}

// many hashed attempts, one after the other, on a shared machine
test.describe.configure({ timeout: 120_000 });

test.describe('login lockout', () => {
  // a zone far from the sandbox's UTC: the time shown is the user's own
  test.use({ timezoneId: 'America/New_York' });

  test('10 wrong logins lock the name: the right password is refused with until when; other names log in', async ({
    page,
  }) => {
    const user = await registerUser('lkl');
    const other = await registerUser('lko');
    await page.goto('/#/login');
    for (let i = 1; i < 10; i++) {
      await tryLogin(page, user.username, `wrong-${i}`);
      await expect(page.getByText('Wrong username or password').last()).toBeVisible();
    }
    await tryLogin(page, user.username, 'wrong-10');
    const until = await lockedUntil(user, 'login');
    const time = await shownTime(page, until);
    const message = `Too many wrong passwords for this user name. Try again after ${time}.`;
    await expect(page.getByText(message).last()).toBeVisible();

    // the right password now: refused, with the same message, and the form keeps its input
    await tryLogin(page, user.username, user.password);
    await expect(page.getByText(message).last()).toBeVisible();
    await expect(page.locator('#field-username')).toHaveValue(user.username);
    await page.waitForTimeout(500);
    expect(routeOf(page)).toBe('/login');
    expect(
      await apiCall('/auth/v2/login', { username: user.username, password: user.password }),
    ).toMatchObject({ code: 405, data: { error: 'login_locked', locked_until: until } });

    // another name is not affected
    await tryLogin(page, other.username, other.password);
    await expect.poll(() => routeOf(page), { timeout: 20_000 }).toBe('/ad-center');
  });

  test('the refusal is in the user language', async ({ page }) => {
    const user = await registerUser('lkd');
    for (let i = 0; i < 10; i++) {
      await apiCall('/auth/v2/login', { username: user.username, password: 'nope' });
    }
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto('/#/login');
    await tryLogin(page, user.username, user.password);
    const time = await shownTime(page, await lockedUntil(user, 'login'), 'de');
    await expect(
      page
        .getByText(
          `Zu viele falsche Passwörter für diesen Benutzernamen. Erneut versuchen ab ${time}.`,
        )
        .last(),
    ).toBeVisible();
  });
});

test.describe('transaction-password lockout', () => {
  needsRemotes(['wallet']);

  test('5 wrong passwords in the withdraw dialog: the right one is refused with the lockout line; another merchant is not', async ({
    page,
    user,
  }) => {
    const other = await registerUser('lkp');
    await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo' });
    await setUser(other, { pay_password: PAY_PASSWORD, card: 'demo' });
    const before = await property(user);
    await openWallet(page, user);
    await startWithdrawal(page, '10');
    const lockLine = page.getByTestId('pay-password-lockout');
    // after a failure the field is unfocused
    // (docs/product/transaction-password.md#transaction-password.failed-check): a tap on the cells
    // brings the keypad back
    const again = async (digits: string) => {
      await page.getByTestId('pay-password-cells').click();
      await typeOnKeypad(page, digits);
    };
    for (let i = 1; i < 5; i++) {
      if (i === 1) await typeOnKeypad(page, '000000');
      else await again('000000');
      await payConfirm(page).click();
      // each wrong one says how many more the lock allows: 4, 3, 2, then "1 try"
      const left = 5 - i;
      await expect(page.getByTestId('pay-password-error')).toHaveText(
        `Wrong transaction password. ${left} ${left === 1 ? 'try' : 'tries'} left before the lock.`,
      );
      await expect(lockLine).toHaveCount(0);
      await expect(page.getByTestId('pay-password-dialog')).toHaveAttribute('data-phase', 'input');
    }
    await again('000000');
    await payConfirm(page).click();
    await expect(lockLine).toBeVisible();
    const until = await lockedUntil(user, 'pay_password');
    const line = `Too many wrong attempts: locked until ${await shownTime(page, until)}.`;
    await expect(lockLine).toHaveText(line);

    // the right password: still refused, the spec's text and the lockout line, nothing moves
    await again(PAY_PASSWORD);
    await payConfirm(page).click();
    await expect(page.getByTestId('pay-password-dialog')).toHaveAttribute('data-phase', 'input');
    await expect(page.getByTestId('pay-password-error')).toHaveText('Wrong transaction password');
    await expect(lockLine).toHaveText(line);
    await expect(payDialog(page)).toBeVisible();
    expect((await property(user)).available_balance).toBe(before.available_balance);
    expect(await isPayPassword(user, PAY_PASSWORD)).toBe(false);

    // another merchant checks its password as usual
    expect(await isPayPassword(other, PAY_PASSWORD)).toBe(true);

    // the test mode lifts it
    await apiData('/__test/unlock', { username: user.username });
    expect(await isPayPassword(user, PAY_PASSWORD)).toBe(true);
  });
});

test.describe('tries left, in the merchant’s language', () => {
  needsRemotes(['wallet']);

  for (const [lang, first, last] of [
    [
      'de',
      'Falsches Transaktionspasswort. Noch 4 Versuche bis zur Sperre.',
      'Falsches Transaktionspasswort. Noch 1 Versuch bis zur Sperre.',
    ],
    [
      'ru',
      'Неверный платёжный пароль. До блокировки осталось 4 попытки.',
      'Неверный платёжный пароль. До блокировки осталась 1 попытка.',
    ],
  ] as const) {
    test(`${lang}: the current-password step of the flow counts down to the lock`, async ({
      page,
      user,
    }) => {
      await setUser(user, { pay_password: PAY_PASSWORD });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openAs(page, user, '/wallet/set-password');
      const step = page.getByTestId('pay-step');
      await expect(step).toHaveAttribute('data-step', 'old', { timeout: 20_000 });
      const error = page.getByTestId('pay-password-error');
      for (let i = 1; i < 5; i++) {
        if (i > 1) await page.getByTestId('pay-password-cells').click();
        await typeOnKeypad(page, '000000');
        const answered = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/check/password',
        );
        await page.locator('.adn-pay-flow-submit').click();
        await answered;
        if (i === 1) await expect(error).toHaveText(first);
        else await expect(error).toBeVisible();
      }
      await expect(error).toHaveText(last);
    });
  }
});
