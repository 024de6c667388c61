/** Changing the login password: each field's error, the server's refusal, logging out after. */
import { apiCall, expect, login, openAs, routeOf, test } from '../../support/fixtures';

test.describe('/ad-center/edit-login-password', () => {
  test('says what is wrong under each field', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/edit-login-password');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    for (const name of ['old_password', 'new_password', 'confirm_password']) {
      await expect(page.getByTestId(`error-${name}`)).toHaveText('Cannot be empty');
    }
    await page.getByLabel('Old password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm new password').fill(user.password);
    await submit.click();
    await expect(page.getByTestId('error-new_password')).toHaveText(
      'The new password must differ from the old one',
    );
    await page.getByLabel('New password', { exact: true }).fill('Another1!');
    await page.getByLabel('Confirm new password').fill('Another2!');
    await submit.click();
    await expect(page.getByTestId('error-confirm_password')).toHaveText('Passwords do not match');
    await expect(page.getByTestId('error-old_password')).toHaveCount(0);
  });

  test('a wrong old password is refused by the server, under the field', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/edit-login-password');
    await page.getByLabel('Old password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Another1!');
    await page.getByLabel('Confirm new password').fill('Another1!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('error-old_password')).toHaveText('The old password is wrong');
    expect(routeOf(page)).toBe('/ad-center/edit-login-password');
  });

  test('a change logs the user out; the new password works, the old session does not', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/edit-login-password');
    await page.getByLabel('Old password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('Changed9!');
    await page.getByLabel('Confirm new password').fill('Changed9!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password changed, please log in again')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('fb_token'))).toBeNull();
    expect((await apiCall('/user/info', undefined, user.token)).code).toBe(503);
    expect(await login(user.username, 'Changed9!')).toBeTruthy();
  });
});
