/**
 * The ad centre's forms and sheets with the keyboard alone (docs/accessibility.md "Keyboard"): Tab to a field, type,
 * Enter. No click anywhere in this file. Enter on an invalid form shows the localized message,
 * moves focus to the first field in error and sends nothing; on a valid one it does what a tap
 * does, once. The other apps' cases are in their own folders (`<app>/keyboard.spec.ts`).
 */
import { expect, needsRemotes, openAs, routeOf, setUser, test } from '../../support/fixtures';
import { tabTo, typeInto } from '../../support/keyboard';
import { requestsTo } from '../../support/requests';

test.describe('feedback with the keyboard', () => {
  test('Enter in the empty topic: the message, focus on the topic, nothing sent', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/feedback');
    await openAs(page, user, '/ad-center/feedback');
    await tabTo(page, page.getByLabel('Topic'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Please enter your topic and content',
    );
    await expect(page.getByLabel('Topic')).toBeFocused();
    await expect(page.getByLabel('Topic')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  test('Enter in the content is a new line; Ctrl+Enter posts', async ({ page, user }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/feedback');
    await openAs(page, user, '/ad-center/feedback');
    await typeInto(page, page.getByLabel('Topic'), 'Keyboard question');
    await page.keyboard.press('Tab');
    const content = page.getByLabel('Content');
    await expect(content).toBeFocused();
    await page.keyboard.type('First line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second line');
    await expect(content).toHaveValue('First line\nsecond line');
    expect(sent).toEqual([]);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('Posted successfully')).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/ad-center');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      subject: 'Keyboard question',
      content: 'First line\nsecond line',
    });
  });
});

test.describe('the other forms with the keyboard', () => {
  test('follow an operator: Enter on a wrong ID says so; on a right one, focus on the result', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    const sent = requestsTo(page, '/assistance/follow');
    await openAs(page, user, '/ad-center/operated');
    const field = page.getByLabel('Operator ID');
    await typeInto(page, field, '12345');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-operator_id')).toHaveText('ID wrong, please re-enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('OP30002');
    await page.keyboard.press('Enter');
    await expect(page.getByText('You now follow this operator')).toBeVisible();
    const current = page.getByTestId('current-operator');
    await expect(current).toContainText('OP30002');
    await expect(current).toBeFocused();
    expect(sent).toHaveLength(1);
  });

  test('ad welcome: Enter on an empty code says so and sends nothing', async ({ page, user }) => {
    needsRemotes(['adcenter']);
    await setUser(user.username, { store_opened: false });
    const sent = requestsTo(page, '/opening_store');
    await openAs(page, user, '/ad-welcome');
    const code = page.getByLabel('Authorization code');
    await tabTo(page, code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-license_key')).toHaveText('Cannot be empty');
    await expect(code).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('login password: Enter from the last field; a wrong old password takes the focus', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    await openAs(page, user, '/ad-center/edit-login-password');
    await typeInto(page, page.getByLabel('Old password'), 'not-my-password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Another1!');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Confirm new password')).toBeFocused();
    await page.keyboard.type('Another1!');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('error-old_password')).toHaveText('The old password is wrong');
    await expect(page.getByLabel('Old password')).toBeFocused();
    expect(routeOf(page)).toBe('/ad-center/edit-login-password');
  });
});

test.describe('bottom sheets with the keyboard (docs/accessibility.md "Sheets")', () => {
  test('the operating rules: the focus goes in, Tab stays inside, Escape closes and gives it back', async ({
    page,
    user,
  }) => {
    needsRemotes(['adcenter']);
    await openAs(page, user, '/ad-center');
    const entry = page.getByTestId('entry-rules');
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Operating rules' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    // its one stop is Close: Tab and Shift+Tab come back to it, never to the page behind
    const close = sheet.getByRole('button', { name: 'Close' });
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(entry).toBeFocused();
  });
});
