import { API_URL } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { plans, skipOfficialPush } from '../../support/plan';

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
  await expect(goods.locator('.goods-cover-image')).toHaveAttribute('src', plan.product.cover);
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

test('the cover runs under the transparent header, with a scrim, and nothing of its picture under the back arrow', async ({
  page,
  user,
}) => {
  await skipOfficialPush(page, user);
  const plan = (await plans(user)).find((p) => p.product.type === 'video')!;
  // reached from the plan list: with a page before it, the header has its back arrow
  await openAs(page, user, '/plan');
  await expect(page.getByTestId('header-back')).toBeVisible({ timeout: 20_000 });
  await page.evaluate((id) => {
    location.hash = `#/plan/goods-detail?id=${id}`;
  }, plan.id);
  await expect(page.getByTestId('goods-detail')).toBeVisible({ timeout: 20_000 });
  const back = page.getByTestId('header-back');
  await expect(back).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.goods-cover img')].every(
      (i) => (i as HTMLImageElement).complete,
    ),
  );
  const geometry = () =>
    page.evaluate(() => {
      const rect = (el: Element | null) => el?.getBoundingClientRect() ?? null;
      const header = rect(document.querySelector('.adn-header'));
      const cover = document.querySelector('.goods-cover');
      const scrim = cover ? getComputedStyle(cover, '::after') : null;
      return {
        header,
        back: rect(document.querySelector('[data-testid="header-back"]')),
        cover: rect(cover),
        /** every picture of the cover, with its source */
        pictures: [...(cover?.querySelectorAll('img') ?? [])].map((img) => ({
          src: img.getAttribute('src'),
          box: img.getBoundingClientRect(),
          sharp: getComputedStyle(img).filter === 'none',
        })),
        scrim: scrim && { image: scrim.backgroundImage, height: Number.parseFloat(scrim.height) },
      };
    });
  const g = await geometry();
  if (!g.header || !g.cover || !g.scrim) throw new Error('no header or cover');
  // the cover starts at the top of the page, under the header, and is the cover's picture there
  expect(g.cover.top).toBeLessThanOrEqual(g.header.top + 0.5);
  const under = g.pictures.filter(
    (p) => p.src === plan.product.cover && p.box.top <= g.header!.top + 0.5,
  );
  expect(under.length, 'a picture of the cover under the header').toBeGreaterThan(0);
  // a scrim behind the header's white arrow and icons
  expect(g.scrim.image).toContain('gradient');
  expect(g.scrim.height).toBeGreaterThanOrEqual(g.header.height);
  // the sharp picture (with its badge) starts below the header band: not under the arrow
  const sharp = g.pictures.filter((p) => p.sharp);
  expect(sharp.length).toBe(1);
  expect(sharp[0]!.box.top).toBeGreaterThanOrEqual(g.header.bottom - 0.5);
  const arrow = await back.boundingBox();
  expect(arrow!.y + arrow!.height).toBeLessThanOrEqual(sharp[0]!.box.top + 0.5);
});
