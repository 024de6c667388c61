/**
 * Client limits mirror the server's (sandbox-api/README.md "Field limits"): each text field
 * stops typing at the server's maximum, the long ones show Arco's counter, and the server
 * answers an over-long value with the field and the limit, which the client shows in the
 * user's language.
 */
import { apiCall, apiData, expect, needsRemotes, openAs, test } from '../../support/fixtures';

const long = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

test.describe.configure({ timeout: 90_000 });

test.describe('field limits', () => {
  test('feedback: topic and content stop at 100 and 2000 characters and count', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/feedback');
    const topic = page.getByLabel('Topic');
    await expect(topic).toHaveAttribute('maxlength', '100', { timeout: 20_000 });
    await topic.fill(long(150));
    await expect(topic).toHaveValue(long(100));
    await expect(page.getByTestId('field-subject').locator('.statistic-text')).toHaveText(
      '100/100',
    );
    // typing one more key does not get in either
    await topic.press('End');
    await topic.pressSequentially('xyz');
    await expect(topic).toHaveValue(long(100));

    const content = page.getByLabel('Content');
    await expect(content).toHaveAttribute('maxlength', '2000');
    await content.fill(long(2100));
    await expect(content).toHaveValue(long(2000));
    await expect(page.locator('.adn-field .statistic-text').last()).toHaveText('2000/2000');
  });

  test('the server refuses an over-long value with the field and the limit', async ({ user }) => {
    const env = await apiCall('/feedback', { subject: long(101), content: 'c' }, user.token);
    expect(env).toEqual({
      code: 400,
      msg: 'subject is longer than 100 characters',
      data: { error: 'too_long', field: 'subject', max: 100 },
    });
    expect(
      await apiCall('/assistance/follow', { operator_id: `OP${'1'.repeat(20)}` }, user.token),
    ).toMatchObject({ code: 400, data: { error: 'too_long', field: 'operator_id', max: 16 } });
    expect(
      await apiCall(
        '/bank_card/edit',
        { method: 'wallet_address', wallet_address: long(101), network: 'TRC20' },
        user.token,
      ),
    ).toMatchObject({ data: { error: 'too_long', field: 'wallet_address', max: 100 } });
  });

  test('a too-long refusal is shown with the field name and limit, in the user language', async ({
    page,
    user,
  }) => {
    // the field cannot send one; make the server answer as it would to a client without limits
    await apiData('/__test/force', {
      path: '/feedback',
      code: 400,
      msg: 'subject is longer than 100 characters',
      data: { error: 'too_long', field: 'subject', max: 100 },
      token: user.token,
      times: 2,
    });
    await openAs(page, user, '/ad-center/feedback');
    await page.getByLabel('Topic').fill('Billing');
    await page.getByLabel('Content').fill('Words');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Topic is too long: at most 100 characters',
    );
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await page.locator('#adc-feedback-subject').fill('Abrechnung');
    await page.locator('#adc-feedback-content').fill('Worte');
    await page.locator('.adc-submit').click();
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Thema ist zu lang: höchstens 100 Zeichen',
    );
  });

  test('operator ID stops at 16 characters', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/operated');
    const field = page.getByLabel('Operator ID');
    await expect(field).toHaveAttribute('maxlength', '16', { timeout: 20_000 });
    await field.fill(`OP${'9'.repeat(30)}`);
    await expect(field).toHaveValue(`OP${'9'.repeat(14)}`);
  });

  test('register and login fields stop at the server maxima', async ({ page }) => {
    await page.goto('/#/register');
    const cases: [string, number][] = [
      ['username', 32],
      ['nickname', 32],
      ['password', 128],
      ['email', 120],
      ['phone', 20],
      ['license_key', 32],
    ];
    for (const [name, max] of cases) {
      const input = page.locator(`#field-${name}`);
      await expect(input).toHaveAttribute('maxlength', String(max));
      await input.fill(long(max + 5));
      await expect(input).toHaveValue(long(max));
    }
    await page.goto('/#/login');
    await expect(page.getByLabel('Username')).toHaveAttribute('maxlength', '32');
    await expect(page.getByLabel('Password')).toHaveAttribute('maxlength', '128');
  });

  test.describe('bank card', () => {
    needsRemotes(['wallet']);

    test('each field carries its limit; branch and address count', async ({ page, user }) => {
      await apiData('/__test/set', { username: user.username, card: null });
      await openAs(page, user, '/wallet/bind-card');
      const form = page.getByTestId('bind-form');
      await expect(form).toHaveAttribute('data-method', 'bank_card', { timeout: 20_000 });
      const limits: [string, number][] = [
        ['card_name', 60],
        ['user_name', 60],
        ['mobile', 20],
        ['bank_account', 40],
        ['branch_name', 100],
        ['bank_address', 200],
      ];
      for (const [name, max] of limits) {
        const input = page.locator(`#field-${name}`);
        await expect(input).toHaveAttribute('maxlength', String(max));
        await input.fill(long(max + 10));
        await expect(input).toHaveValue(long(max));
      }
      await expect(page.getByTestId('field-bank_address').locator('.statistic-text')).toHaveText(
        '200/200',
      );
      await page.getByLabel('Bank address').fill('1 Canada Square');
      await expect(page.getByTestId('field-bank_address').locator('.statistic-text')).toHaveText(
        '15/200',
      );
      await expect(page.getByTestId('field-branch_name').locator('.statistic-text')).toHaveText(
        '100/100',
      );
    });
  });

  test('ad welcome: the authorization code stops at 32 characters', async ({ page, user }) => {
    await apiData('/__test/set', { username: user.username, store_opened: false });
    await openAs(page, user, '/ad-welcome');
    const code = page.locator('#field-license_key');
    await expect(code).toHaveAttribute('maxlength', '32', { timeout: 20_000 });
    await code.fill(long(40));
    await expect(code).toHaveValue(long(32));
    await code.press('End');
    await code.pressSequentially('xyz');
    await expect(code).toHaveValue(long(32));
  });

  test('change of login password: old, new and confirm stop at 128 characters', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/edit-login-password');
    const fields = [
      page.getByLabel('Old password'),
      page.getByLabel('New password', { exact: true }),
      page.getByLabel('Confirm new password'),
    ];
    await expect(fields[0]!).toHaveAttribute('maxlength', '128', { timeout: 20_000 });
    for (const field of fields) {
      await expect(field).toHaveAttribute('maxlength', '128');
      await field.fill(long(140));
      await expect(field).toHaveValue(long(128));
    }
  });

  test.describe('foreign exchange', () => {
    needsRemotes(['wallet']);

    test('the acceptance code stops at 32 characters', async ({ page, user }) => {
      await openAs(page, user, '/wallet/foreign-exchange');
      const code = page.getByLabel('Acceptance code');
      await expect(code).toHaveAttribute('maxlength', '32', { timeout: 20_000 });
      await code.fill(long(50));
      await expect(code).toHaveValue(long(32));
    });
  });
});
