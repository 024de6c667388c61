/**
 * Kept answers are one merchant's (docs/offline.md, "Kept safely"): after a merchant logs out,
 * another who logs in on the same browser never sees a figure of the first — not in any frame.
 * A MutationObserver, installed before the page's first node, hands every text the page ever
 * held to the test.
 */
import { REMOTES } from '../../support/env';
import {
  expect,
  needsRemotes,
  openAs,
  registerUser,
  setUser,
  type TestUser,
  test,
} from '../../support/fixtures';
import { money } from '../../support/money';
import { plans, skipOfficialPush } from '../../support/plan';
import { property } from '../../support/wallet';

/** Collects every text node and attribute-free text the document holds, from its first node. */
const WATCH = `(() => {
  const send = (texts) => { if (texts.length) window.__seen(texts); };
  const observer = new MutationObserver((records) => {
    const texts = [];
    for (const r of records) {
      if (r.type === 'characterData') texts.push(r.target.data);
      for (const n of r.addedNodes) texts.push(n.textContent || '');
    }
    send(texts);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function visitEveryView(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => {
    window.location.hash = '#/wallet';
  });
  await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => {
    window.location.hash = '#/plan';
  });
  await expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => {
    window.location.hash = '#/notification';
  });
  await expect(page.getByTestId('notification-item').first()).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => {
    window.location.hash = '#/ad-center';
  });
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
}

async function distinctTexts(user: TestUser) {
  const p = await property(user);
  const own = (await plans(user)).map((x) => x.plan_no);
  return [user.username, money(p.total_assets), money(p.available_balance), ...own];
}

test('log out, log in as another merchant: none of the first one’s figures appear, in any frame', async ({
  page,
  user,
}) => {
  test.setTimeout(300_000);
  needsRemotes([...REMOTES]);
  const other = await registerUser('other');
  await setUser(user, { balance: '73219.46' });
  await setUser(other, { balance: '1204.50' });
  await skipOfficialPush(page, user);
  await skipOfficialPush(page, other);

  const seen: string[] = [];
  await page.exposeFunction('__seen', (texts: string[]) => {
    seen.push(...texts);
  });
  await page.addInitScript({ content: WATCH });
  await openAs(page, user, '/ad-center');
  await visitEveryView(page);
  const first = await distinctTexts(user);
  // the watch works: the first merchant's figures were seen while logged in
  await expect.poll(() => seen.join('\n')).toContain(money((await property(user)).total_assets));
  expect(first.some((t) => seen.join('\n').includes(t))).toBe(true);

  seen.length = 0;
  await page.getByTestId('header-logout').click();
  await page.locator('.arco-dialog-footer').getByText('Log out').click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill(other.username);
  await page.getByLabel('Password').fill(other.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visitEveryView(page);
  await expect(page.getByTestId('credit-score')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/wallet';
  });
  await expect(page.getByTestId('figure-total_assets')).toHaveText(
    money((await property(other)).total_assets),
  );

  const everything = seen.join('\n');
  expect(everything).toContain(money((await property(other)).total_assets));
  for (const text of first) expect(everything).not.toContain(text);
});
