/**
 * docs/product/validation.md#validation.amount-input through the real withdrawal field: typed and
 * pasted amounts are either withdrawn exactly (the body of /user/withdraw and the sandbox's ledger
 * say so) or refused with their message under the field, and then nothing is sent.
 */
import type { Page } from '@playwright/test';
import { common, enter, type Lang, REFUSED, useLanguage } from '../../support/amount-cases';
import { expect, setUser, type TestUser, test } from '../../support/fixtures';
import {
  ledger,
  openWallet,
  PAY_PASSWORD,
  payConfirm,
  payDialog,
  property,
  typeOnKeypad,
  withdrawSheet,
} from '../../support/wallet';

// Each test types and pastes many texts key by key: allow for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const WITHDRAW: Record<Lang, string> = { en: 'Withdraw', de: 'Auszahlen' };

function withdrawBodies(page: Page) {
  const bodies: { amount: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/user/withdraw')) bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  return bodies;
}

async function openSheet(page: Page, user: TestUser, lng: Lang) {
  await useLanguage(page, lng);
  await setUser(user, { pay_password: PAY_PASSWORD, card: 'demo', balance: '5000.00' });
  await openWallet(page, user);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await page.getByTestId('action-withdraw').click();
  const sheet = withdrawSheet(page);
  await expect(sheet).toBeVisible();
  // the destination is known once the card detail has loaded
  await expect(sheet.getByTestId('withdraw-dest-bank_card')).not.toHaveText('…');
  return {
    sheet,
    input: sheet.locator('input[name="amount"]'),
    submit: sheet.getByRole('button', { name: WITHDRAW[lng], exact: true }),
    error: sheet.getByTestId('error-amount'),
  };
}

for (const lng of ['en', 'de'] as const) {
  test(`${lng}: refused amounts show why under the withdrawal field and send nothing`, async ({
    page,
    user,
  }) => {
    const bodies = withdrawBodies(page);
    const { input, submit, error } = await openSheet(page, user, lng);
    for (const c of REFUSED.filter((r) => r.lng === lng)) {
      for (const how of c.how) {
        await enter(page, input, c.text, how);
        await expect(input, `${how} ${c.text}`).toHaveValue(c.text);
        await submit.click();
        await expect(error, `${how} ${c.text}`).toHaveText(common(lng, c.refused));
        await expect(payDialog(page)).toHaveCount(0);
      }
    }
    // above the available balance (5000.00)
    await enter(page, input, lng === 'en' ? '5,000.01' : '5.000,01', 'pasted');
    await submit.click();
    await expect(error).toHaveText(common(lng, 'validation.insufficientBalance'));
    await expect(payDialog(page)).toHaveCount(0);
    expect(bodies).toEqual([]);
    expect((await property(user)).available_balance).toBe('5000.00');
  });
}

const SENT: {
  lng: Lang;
  text: string;
  how: 'typed' | 'pasted';
  sent: string;
  title: string;
}[] = [
  {
    lng: 'en',
    text: '1,000',
    how: 'pasted',
    sent: '1000.00',
    title: 'Withdraw $1,000.00',
  },
  {
    lng: 'de',
    text: '1.000,50',
    how: 'pasted',
    sent: '1000.50',
    title: '1.000,50 $ auszahlen',
  },
  {
    lng: 'de',
    text: '12,5',
    how: 'typed',
    sent: '12.50',
    title: '12,50 $ auszahlen',
  },
];

for (const c of SENT) {
  test(`${c.lng}: ${c.text} ${c.how} is withdrawn as ${c.sent}, exactly`, async ({
    page,
    user,
  }) => {
    const bodies = withdrawBodies(page);
    const { input, submit, error } = await openSheet(page, user, c.lng);
    await enter(page, input, c.text, c.how);
    await expect(input).toHaveValue(c.text);
    await submit.click();
    await expect(error).toHaveCount(0);
    // the password dialog confirms the very amount that is sent
    await expect(payDialog(page)).toBeVisible();
    await expect(page.getByText(c.title)).toBeVisible();
    await typeOnKeypad(page, PAY_PASSWORD);
    await payConfirm(page).click();
    // the money moved by exactly the amount shown (the toast may be gone on a slow machine)
    const cents = 500000 - Math.round(Number(c.sent) * 100);
    await expect
      .poll(async () => (await property(user)).available_balance, { timeout: 20_000 })
      .toBe((cents / 100).toFixed(2));
    // the sheet stays with the result of the withdrawal in place of the form
    await expect(withdrawSheet(page).getByTestId('withdraw-result')).toBeVisible();
    expect(bodies.map((b) => b.amount)).toEqual([c.sent]);
    const withdrawals = await ledger(user, { type: 'manual_withdrawal' });
    expect(withdrawals.list[0]?.amount).toBe(`-${c.sent}`);
  });
}

test('de: "All" fills the balance as the field shows it (5000,00), and it is sent as 5000.00', async ({
  page,
  user,
}) => {
  const bodies = withdrawBodies(page);
  const { sheet, input, submit } = await openSheet(page, user, 'de');
  await sheet.getByRole('button', { name: 'Alles' }).click();
  await expect(input).toHaveValue('5000,00');
  await submit.click();
  await expect(page.getByText('5.000,00 $ auszahlen')).toBeVisible();
  await typeOnKeypad(page, PAY_PASSWORD);
  await payConfirm(page).click();
  await expect
    .poll(async () => (await property(user)).available_balance, { timeout: 20_000 })
    .toBe('0.00');
  expect(bodies.map((b) => b.amount)).toEqual(['5000.00']);
});
