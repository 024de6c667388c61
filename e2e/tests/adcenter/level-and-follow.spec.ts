import { expect, openAs, test } from '../../support/fixtures';
import { stateOf } from './helpers';

test('/ad-center/level shows the shop level in stars and what every level means', async ({
  page,
  user,
}) => {
  await openAs(page, user, '/ad-center/level');
  // a new registration is at level 1
  await expect(page.getByTestId('level-name')).toHaveText('Starter');
  // the stars repeat the heading's level: one lit, hidden from assistive tech
  const stars = page.getByTestId('level-stars');
  await expect(stars.locator('.arco-rate-icon.active')).toHaveCount(1);
  await expect(stars).toHaveAttribute('aria-hidden', 'true');
  for (let n = 0; n <= 5; n++) await expect(page.getByTestId(`level-${n}`)).toBeVisible();
  await expect(page.getByTestId('level-1')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('level-5')).toContainText('Flagship');
  await expect(page.getByTestId('header-back')).toBeVisible();
});

test.describe('/ad-center/operated: plan follow', () => {
  test('checks the operator ID before sending it', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/operated');
    await expect(page.getByTestId('current-operator')).toContainText('OP10086');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/assistance/follow') && sent.push(r.url()));
    const field = page.getByLabel('Operator ID');
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect(page.getByTestId('error-operator_id')).toHaveText('Cannot be empty');
    await field.fill('12345');
    await follow.click();
    await expect(page.getByTestId('error-operator_id')).toHaveText('ID wrong, please re-enter');
    await field.fill('OP10086');
    await follow.click();
    await expect(page.getByTestId('error-operator_id')).toHaveText(
      'This is already the operator you follow',
    );
    expect(sent).toEqual([]);
  });

  test('an unknown but well-formed ID is refused by the server', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/operated');
    await page.getByLabel('Operator ID').fill('OP99999');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByTestId('error-operator_id')).toHaveText('ID wrong, please re-enter');
    expect((await stateOf(user.username)).user.operator_id).toBe('OP10086');
  });

  test('follows a new operator and lists it first in the records', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/operated');
    const records = page.getByTestId('follow-record');
    await expect(records).toHaveCount(2);
    await page.getByLabel('Operator ID').fill('OP30002');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByText('You now follow this operator')).toBeVisible();
    await expect(page.getByTestId('current-operator')).toContainText('OP30002');
    await expect(records).toHaveCount(3);
    await expect(records.first()).toContainText('OP30002');
    await expect(records.first()).toContainText('Following');
    await expect(page.locator('[data-testid=follow-record][data-status=following]')).toHaveCount(1);
    await expect(page.locator('[data-testid=follow-record]', { hasText: 'OP10086' })).toContainText(
      'Ended',
    );
    expect((await stateOf(user.username)).user.operator_id).toBe('OP30002');
  });
});
