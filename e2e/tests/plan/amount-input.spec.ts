/**
 * docs/product/validation.md#validation.amount-input through the real put field: typed and pasted
 * amounts are either sent exactly (the body of /plan/order/put and the sandbox's ledger say so) or
 * refused with their message under the field, and then nothing is sent.
 */
import type { Page } from '@playwright/test';
import { common, enter, type Lang, REFUSED, useLanguage } from '../../support/amount-cases';
import { apiData, expect, openAs, type TestUser, test } from '../../support/fixtures';
import { plainWaitingPlan, skipOfficialPush, state } from '../../support/plan';

// Each test types and pastes many texts key by key: allow for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const SUBMIT: Record<Lang, string> = { en: 'Put now', de: 'Jetzt schalten' };
const CONFIRM: Record<Lang, string> = { en: 'Confirm put', de: 'Schaltung bestätigen' };

function putBodies(page: Page) {
  const bodies: { amount: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/plan/order/put')) bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  return bodies;
}

async function openPut(page: Page, user: TestUser, lng: Lang) {
  await useLanguage(page, lng);
  await skipOfficialPush(page, user);
  await apiData('/__test/set', { username: user.username, balance: '9000.00' });
  const plan = await plainWaitingPlan(user); // 100.00 - 5000.00
  await openAs(page, user, `/plan/detail?id=${plan.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByTestId('put-balance')).not.toContainText('…');
  return {
    plan,
    input: page.locator('#plan-put-amount'),
    submit: page.getByRole('button', { name: SUBMIT[lng] }),
    /** the review's Confirm: a put is sent only from there */
    confirm: page.getByRole('dialog').getByRole('button', { name: CONFIRM[lng] }),
    error: page.getByTestId('put-error'),
  };
}

for (const lng of ['en', 'de'] as const) {
  test(`${lng}: refused amounts show why under the put field and send nothing`, async ({
    page,
    user,
  }) => {
    const bodies = putBodies(page);
    const { input, submit, error } = await openPut(page, user, lng);
    for (const c of REFUSED.filter((r) => r.lng === lng)) {
      for (const how of c.how) {
        await enter(page, input, c.text, how);
        // the field shows what was entered, unchanged
        await expect(input, `${how} ${c.text}`).toHaveValue(c.text);
        await submit.click();
        await expect(error, `${how} ${c.text}`).toHaveText(common(lng, c.refused));
      }
    }
    // above the plan's highest put: the plan's own range
    await enter(page, input, lng === 'en' ? '5,000.01' : '5.000,01', 'pasted');
    await submit.click();
    await expect(error).toHaveText(common(lng, 'validation.amountOutOfRange'));
    expect(bodies).toEqual([]);
    expect((await state(user)).put_count).toBe(0);
  });
}

const SENT: { lng: Lang; text: string; how: 'typed' | 'pasted'; sent: string }[] = [
  { lng: 'en', text: '1,000', how: 'pasted', sent: '1000.00' },
  { lng: 'en', text: '750.5', how: 'typed', sent: '750.50' },
  { lng: 'de', text: '1.000,50', how: 'pasted', sent: '1000.50' },
  { lng: 'de', text: '1000,5', how: 'typed', sent: '1000.50' },
];

for (const c of SENT) {
  test(`${c.lng}: ${c.text} ${c.how} is put as ${c.sent}, exactly`, async ({ page, user }) => {
    const bodies = putBodies(page);
    const { plan, input, submit, confirm, error } = await openPut(page, user, c.lng);
    await enter(page, input, c.text, c.how);
    await expect(input).toHaveValue(c.text);
    await expect(error).toHaveText('');
    await submit.click();
    await confirm.click();
    await expect(page.getByTestId('put-panel')).toHaveCount(0);
    expect(bodies.map((b) => b.amount)).toEqual([c.sent]);
    const after = await state(user);
    expect(after.put_count).toBe(1);
    expect(
      after.ledger
        .filter((e) => e.type === 'ad_delivery' && e.remark.includes(plan.plan_no))
        .map((e) => e.amount),
    ).toEqual([`-${c.sent}`]);
  });
}

test('en: grouping typed by hand is refused, the same text pasted is read', async ({
  page,
  user,
}) => {
  const bodies = putBodies(page);
  const { input, submit, confirm, error } = await openPut(page, user, 'en');
  await enter(page, input, '1,000', 'typed');
  // shown while typing: no more typing can cure it
  await expect(error).toHaveText(common('en', 'amountInput.grouping'));
  await submit.click();
  await expect(error).toHaveText(common('en', 'amountInput.grouping'));
  expect(bodies).toEqual([]);
  await enter(page, input, '1,000', 'pasted');
  await expect(error).toHaveText('');
  await submit.click();
  await confirm.click();
  await expect(page.getByTestId('put-panel')).toHaveCount(0);
  expect(bodies.map((b) => b.amount)).toEqual(['1000.00']);
});
