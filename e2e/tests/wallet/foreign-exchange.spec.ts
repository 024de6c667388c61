import { apiData, expect, openAs, test } from '../../support/fixtures';

interface Order {
  order_no: string;
  acceptor_name: string;
}

test.describe('foreign exchange', () => {
  test('a wrong acceptance code is told at the field; a right one shows the acceptor', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/wallet/foreign-exchange');
    const code = page.getByLabel('Acceptance code');
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(code).toBeVisible({ timeout: 20_000 });

    await verify.click();
    await expect(page.getByTestId('error-acceptance_code')).toHaveText('Cannot be empty');

    await code.fill('P-0000');
    await verify.click();
    await expect(page.getByTestId('error-acceptance_code')).toHaveText(
      'Acceptance code error, please re-enter',
    );
    await expect(page.getByTestId('acceptor')).toHaveCount(0);

    await code.fill('P-8888');
    await expect(page.getByTestId('error-acceptance_code')).toHaveCount(0);
    await verify.click();
    const acceptor = page.getByTestId('acceptor');
    await expect(acceptor.getByTestId('acceptor-name')).toHaveText('Li Wei');
    await expect(acceptor).toHaveAttribute('data-kind', 'personal');
    await expect(acceptor.getByTestId('acceptor-limit')).toHaveText('$20,000.00');

    // a personal code is not an enterprise one
    await page.locator('.arco-tab-cell', { hasText: 'Enterprise acceptor' }).click();
    await expect(page.getByTestId('acceptor')).toHaveCount(0);
    await verify.click();
    await expect(page.getByTestId('error-acceptance_code')).toHaveText(
      'Acceptance code error, please re-enter',
    );
    await code.fill('E-6666');
    await verify.click();
    await expect(acceptor.getByTestId('acceptor-name')).toHaveText('Global Exchange Ltd.');
    await expect(acceptor).toHaveAttribute('data-kind', 'enterprise');
    await expect(acceptor.getByTestId('acceptor-limit')).toHaveText('$500,000.00');
  });

  test('shows the acceptor transaction records under a white transparent header', async ({
    page,
    user,
  }) => {
    const orders = await apiData<{ list: Order[]; total: number }>(
      '/acceptor/order/list',
      { page: 1, size: 10 },
      user.token,
      'GET',
    );
    await openAs(page, user, '/wallet/foreign-exchange');
    const rows = page.getByTestId('acceptor-order');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    await expect(rows).toHaveCount(Math.min(orders.total, 10));
    await expect(rows.first()).toContainText(orders.list[0]!.order_no);
    await expect(rows.first()).toContainText(orders.list[0]!.acceptor_name);

    const title = page.locator('.adn-header-title');
    await expect(title).toHaveText('Foreign exchange');
    await expect(title).toHaveCSS('color', 'rgb(255, 255, 255)');
    // the header lets the hero show through
    const header = page.locator('.adn-header');
    await expect(header).toHaveClass(/adn-header-transparent/);
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header.locator('.arco-nav-bar-inner')).toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
  });
});
