import { API_URL } from '../../env';
import { expect, openAs, test } from '../../fixtures';
import { plans, skipOfficialPush } from './plan-helpers';

test('a video product: cover and a playable <video>', async ({ page, user }) => {
  await skipOfficialPush(page, user);
  const plan = (await plans(user)).find((p) => p.product.type === 'video')!;
  await openAs(page, user, `/plan/goods-detail?id=${plan.id}`);
  const goods = page.getByTestId('goods-detail');
  await expect(goods).toHaveAttribute('data-type', 'video');
  await expect(goods.getByRole('heading', { name: plan.product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product detail' })).toBeVisible();
  const video = page.getByTestId('goods-video');
  await expect(video).toHaveAttribute('src', plan.product.url);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('playsinline', '');
  expect(plan.product.url.startsWith(API_URL)).toBe(true);
  await expect(goods.locator('.goods-cover img')).toHaveAttribute('src', plan.product.cover);
  // the transparent, white header over the cover
  await expect(page.locator('.adn-header-transparent')).toBeVisible();
});

test('a landing page of the API origin is framed in a script-only sandbox', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = (await plans(user)).find((p) => p.product.type === 'landing')!;
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = calls;
    (window as unknown as { AdnetNative: object }).AdnetNative = {
      close() {},
      help() {},
      openWindow: (url: string) => calls.push(url),
    };
  });
  await openAs(page, user, `/plan/goods-detail?id=${plan.id}`);
  const frame = page.getByTestId('goods-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('src', plan.product.url);
  await expect(
    page.frameLocator('[data-testid="goods-frame"]').getByRole('button', { name: 'Get it now' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open the landing page' }).click();
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(
    [plan.product.url],
  );
});

test('a landing page elsewhere is not framed, only opened through the bridge', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = (await plans(user)).find((p) => p.product.type === 'landing')!;
  const foreign = 'https://shop.example.com/sale?ref=adnet';
  await page.route('**/plan/order/app/detail', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.product.url = foreign;
    await route.fulfill({ response: res, json: body });
  });
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = calls;
    (window as unknown as { AdnetNative: object }).AdnetNative = {
      close() {},
      help() {},
      openWindow: (url: string) => calls.push(url),
    };
  });
  await openAs(page, user, `/plan/goods-detail?id=${plan.id}`);
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  await expect(page.getByTestId('goods-frame')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the landing page' }).click();
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(
    [foreign],
  );
});
