/**
 * A section whose strings or code failed to load never shows a translation key and comes back
 * by itself when the network does (docs/offline.md "Offline is a state",
 * docs/product/routes.md#routes.section-recovers): for each remote, its strings alone, its
 * page chunks, then all of its code are refused (`page.route` abort) in a first session; the
 * route shows a calm state, then the refusal is lifted, the network drops and comes back
 * (`context.setOffline`), and the section draws itself with no tap. A watcher in the page
 * records every text, label and placeholder that is one of that remote's keys, in every frame.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { REMOTE_PORTS, type RemoteName } from '../../support/env';
import { expect, needsRemotes, openAs, type TestUser, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every key of a remote's English strings, plural forms also by their base key. */
function keysOf(remote: RemoteName): string[] {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else {
      keys.add(prefix);
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  walk(JSON.parse(readFileSync(join(root, `remote-${remote}/src/locales/en.json`), 'utf8')), '');
  return [...keys];
}

/** A long English sentence of the remote's strings: only its strings chunk holds it. */
function markerOf(remote: RemoteName): string {
  const text = readFileSync(join(root, `remote-${remote}/src/locales/en.json`), 'utf8');
  const values = [...text.matchAll(/"([A-Za-z ,.]{12,})"/g)].map((m) => m[1] ?? '');
  const marker = values.sort((a, b) => b.length - a.length)[0];
  if (!marker) throw new Error(`no marker sentence in ${remote}'s strings`);
  return marker;
}

/** Records, in the page, every text node, label or placeholder that equals one of `keys`. */
async function watchForKeys(page: Page, keys: string[]) {
  await page.addInitScript((list: string[]) => {
    const known = new Set(list);
    const seen: string[] = [];
    (window as unknown as { keysSeen: string[] }).keysSeen = seen;
    const isKey = (s: string | null | undefined) => {
      const v = (s ?? '').trim();
      return v.length > 0 && (known.has(v) || known.has(v.replace(/^[a-z]+:/, '')));
    };
    const scan = () => {
      if (!document.body) return;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (isKey(n.nodeValue)) seen.push(n.nodeValue ?? '');
      }
      for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title]')) {
        for (const a of ['aria-label', 'placeholder', 'title']) {
          if (isKey(el.getAttribute(a))) seen.push(`${a}=${el.getAttribute(a)}`);
        }
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, keys);
}

async function keysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);
}

type Stage = 'strings' | 'pages' | 'code';

/**
 * Refuses the remote's requests of a stage: its strings chunk alone, every chunk loaded after
 * its entry (its routes, pages and strings), or everything of its origin (manifest and entry
 * too). Returns the function that lifts it.
 */
async function refuse(page: Page, remote: RemoteName, stage: Stage): Promise<() => Promise<void>> {
  const origin = `http://localhost:${REMOTE_PORTS[remote]}`;
  const pattern = stage === 'code' ? `${origin}/**` : `${origin}/static/js/async/**`;
  const marker = stage === 'strings' ? markerOf(remote) : '';
  const handler = async (route: Route) => {
    if (stage !== 'strings') return route.abort('connectionrefused');
    const res = await route.fetch();
    const body = await res.text();
    if (body.includes(marker)) return route.abort('connectionrefused');
    return route.fulfill({ response: res, body });
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** The network drops and comes back: the browser's own `offline` and `online` events. */
async function dropAndReturn(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

/** Goes to a hash route inside the running app. */
function goTo(page: Page, path: string) {
  return page.evaluate((p) => {
    location.hash = p;
  }, path);
}

const SECTIONS: { remote: RemoteName; path: string; title: string; drawn: (p: Page) => Locator }[] =
  [
    {
      remote: 'adcenter',
      path: '/ad-center',
      title: 'Ad center',
      drawn: (p) => p.locator('.adc-profile'),
    },
    { remote: 'plan', path: '/plan', title: 'Plans', drawn: (p) => p.getByTestId('plan-tabs') },
    {
      remote: 'wallet',
      path: '/wallet',
      title: 'Wallet',
      drawn: (p) => p.getByTestId('figure-total_assets'),
    },
    {
      remote: 'messaging',
      path: '/notification',
      title: 'Notifications',
      drawn: (p) => p.getByTestId('notification-item').first(),
    },
  ];

const FAILED = 'This part of the app could not be loaded';

async function firstSession(page: Page, user: TestUser, remote: RemoteName, path: string) {
  await skipOfficialPush(page, user);
  if (remote === 'adcenter') {
    await openAs(page, user, path);
    return;
  }
  await openAs(page, user, '/ad-center');
  await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
  await goTo(page, path);
}

test.describe('a section that failed to load never shows a key and comes back by itself', () => {
  test.beforeEach(() => {
    needsRemotes(['adcenter', 'plan', 'wallet', 'messaging']);
    test.slow();
  });

  for (const { remote, path, title, drawn } of SECTIONS) {
    for (const stage of ['strings', 'pages', 'code'] as const) {
      // the wallet's words, page and title held at both sizes; the other cases are one flow
      const tag = remote === 'wallet' && stage === 'strings' ? ['@desktop'] : [];
      test(`${remote}: its ${stage} refused in a first session`, { tag }, async ({
        page,
        context,
        user,
      }) => {
        await watchForKeys(page, keysOf(remote));
        const lift = await refuse(page, remote, stage);
        await firstSession(page, user, remote, path);
        // whatever it draws first, no key, in the page or the header
        const state = page.locator('.adn-main [role="status"], .adn-main [role="alert"]').first();
        await expect(state.or(drawn(page)).first()).toBeVisible({ timeout: 20_000 });
        await page.waitForTimeout(1500);
        expect(await keysSeen(page), 'keys while it could not load').toEqual([]);
        // a state of its own while it cannot load
        await expect(state).toBeVisible();
        await expect(drawn(page)).toHaveCount(0);

        await lift();
        await dropAndReturn(context);
        // no tap: it draws itself, in words
        await expect(drawn(page)).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('header').locator('h1')).toHaveText(title);
        await expect(page.getByText(FAILED)).toHaveCount(0);
        await page.waitForTimeout(500);
        expect(await keysSeen(page), 'keys once it came back').toEqual([]);
      });
    }
  }

  test('the calm offline state stays calm when the network is back but the section still fails, then loads by itself', {
    tag: '@desktop',
  }, async ({ page, context, user }) => {
    await watchForKeys(page, keysOf('wallet'));
    // the wallet's code never reaches this page before the drop (no idle preload either)
    const lift = await refuse(page, 'wallet', 'code');
    await skipOfficialPush(page, user);
    await openAs(page, user, '/ad-center');
    await expect(page.locator('.adc-profile')).toBeVisible({ timeout: 20_000 });
    await context.setOffline(true);
    await goTo(page, '/wallet');
    const calm = page.getByTestId('no-connection');
    await expect(calm).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // the browser says the network is back, but the wallet does not answer yet
    await context.setOffline(false);
    await page.waitForTimeout(3000);
    await expect(page.getByText(FAILED)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // now it answers: the wallet draws itself, no tap
    await lift();
    await expect(page.getByTestId('figure-total_assets')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('header').locator('h1')).toHaveText('Wallet');
    expect(await keysSeen(page)).toEqual([]);
  });
});
