/**
 * Pointing a deployed host at a remote on localhost (host/src/remotes/dev-overrides.ts): only when
 * the deployed config enables it, only localhost/127.0.0.1 URLs, never from the URL alone, and
 * with a banner while it is active.
 */
import type { Page } from '@playwright/test';
import { REMOTE_PORTS } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { saveData } from '../../support/save-data';

const KEY = 'adnet:remote-overrides';

async function withConfig(page: Page, devOverrides: boolean) {
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...config, devOverrides } });
  });
}

async function storeOverride(page: Page, manifest: string) {
  // once per test, as an engineer would in the console: a reload keeps what is stored
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('__adnet_e2e_override_set')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('__adnet_e2e_override_set', '1');
    },
    [KEY, JSON.stringify({ wallet: manifest })] as const,
  );
}

function manifestOrigins(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('mf-manifest.json') || r.url().includes('evil')) {
      seen.push(new URL(r.url()).host);
    }
  });
  return seen;
}

const local = `http://127.0.0.1:${REMOTE_PORTS.wallet}/mf-manifest.json`;

test('an enabled override loads the wallet from 127.0.0.1 and says so in a banner; Turn off ends it', async ({
  page,
  user,
}) => {
  await withConfig(page, true);
  await storeOverride(page, local);
  // Only the wallet's manifest may be fetched: no idle preload of the other remotes.
  await saveData(page);
  const seen = manifestOrigins(page);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`wallet (127.0.0.1:${REMOTE_PORTS.wallet})`);
  expect(seen).toContain(`127.0.0.1:${REMOTE_PORTS.wallet}`);

  seen.length = 0;
  await banner.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  expect(seen).toEqual([`localhost:${REMOTE_PORTS.wallet}`]);
});

test('an override to a foreign origin is refused, and a query string cannot set one', async ({
  page,
  user,
}) => {
  await withConfig(page, true);
  await storeOverride(page, 'https://wallet.evil.example/mf-manifest.json');
  const seen = manifestOrigins(page);
  await openAs(page, user, '/wallet?override=https://wallet.evil.example/mf-manifest.json');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  expect(seen.filter((h) => h.includes('evil'))).toEqual([]);
  expect(seen).toContain(`localhost:${REMOTE_PORTS.wallet}`);
});

test('a deployment that does not enable overrides ignores a stored one', async ({ page, user }) => {
  await withConfig(page, false);
  await storeOverride(page, local);
  const seen = manifestOrigins(page);
  await openAs(page, user, '/wallet');
  await expect(page.getByTestId('figure-total_assets')).toBeVisible();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  expect(seen).not.toContain(`127.0.0.1:${REMOTE_PORTS.wallet}`);
});
