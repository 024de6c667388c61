/**
 * The toasts of a page as they showed (toasts.spec.ts): each one's text, box, roles, colour and
 * icon, and every figure or field it lay over at any moment of its life.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

declare global {
  interface Window {
    __toasts: Shown[];
  }
}

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What a toast was as it showed: its text, drawn box, roles, colour and icon, and every figure
 * (a text with a digit) or field it lay over at any moment of its life, the screen under it
 * changing or not (a route that draws its ledger after the toast came up).
 */
export interface Shown {
  text: string;
  box: Box;
  roles: string[];
  background: string;
  icon: string;
  covers: string[];
}

/**
 * Records every toast as it shows (a toast lives 2 s: a page that is still loading the next
 * route would let it go before a locator finds it), in the page, before any script runs.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: unknown[] = [];
    (window as unknown as { __toasts: unknown[] }).__toasts = shown;
    const seen = new WeakSet<Element>();
    type R = { left: number; right: number; top: number; bottom: number };
    const crosses = (a: R, b: R) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const drawn = (r: R) => r.right - r.left > 1 && r.bottom - r.top > 1;
    /** The figures and fields under `box` now: in the open layers, else on the page. */
    const under = (box: R): string[] => {
      const layers = [
        ...document.querySelectorAll('.arco-popup-content,[aria-modal="true"]'),
      ].filter((l) => {
        const r = l.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && ![...l.classList].some((c) => /-exit/.test(c));
      });
      const found: string[] = [];
      for (const root of layers.length ? layers : [document.body]) {
        for (const f of root.querySelectorAll('input,textarea,select,[role="textbox"]')) {
          if (f.closest('.arco-toast,[data-testid="header"]')) continue;
          const r = f.getBoundingClientRect();
          if (drawn(r) && crosses(r, box))
            found.push(`field ${f.getAttribute('aria-label') ?? f.id ?? f.tagName}`);
        }
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const t = n as Text;
          if (!/\d/.test(t.data) || t.parentElement?.closest('.arco-toast,[data-testid="header"]'))
            continue;
          const range = document.createRange();
          range.selectNodeContents(t);
          if ([...range.getClientRects()].some((r) => drawn(r) && crosses(r, box)))
            found.push(`figure "${t.data.trim()}"`);
        }
      }
      return found;
    };
    new MutationObserver(() => {
      for (const inner of document.querySelectorAll('.arco-toast-inner')) {
        if (seen.has(inner)) continue;
        seen.add(inner);
        // two frames: the toast is placed (its wrapper's padding) before it is measured
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const r = inner.getBoundingClientRect();
            const covers = new Set<string>();
            shown.push({
              text: inner.textContent ?? '',
              box: { x: r.x, y: r.y, width: r.width, height: r.height },
              roles: [...inner.querySelectorAll('[role]')].map((e) => e.getAttribute('role')),
              background: getComputedStyle(inner).backgroundColor,
              icon: inner.querySelector('svg')?.getAttribute('class') ?? '',
              covers: [] as string[],
            });
            const entry = shown.at(-1) as { covers: string[] };
            // every 50 ms while it is drawn (it fades out at the end of its 2 s)
            const look = () => {
              if (!inner.isConnected) return;
              if (Number(getComputedStyle(inner.parentElement ?? inner).opacity) > 0.5) {
                for (const c of under(inner.getBoundingClientRect())) covers.add(c);
                entry.covers = [...covers];
              }
              setTimeout(look, 50);
            };
            look();
          }),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toast with `text`, once it has shown. */
export async function toastShown(page: Page, text: string): Promise<Shown> {
  const handle = await page.waitForFunction(
    (t) =>
      (window as unknown as { __toasts: { text: string }[] }).__toasts.find((x) => x.text === t),
    text,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as Shown;
}

/** The toast with `text`, once it is gone: what it covered during its whole life is known. */
export async function toastDone(page: Page, text: string): Promise<Shown> {
  await toastShown(page, text);
  await expect(page.locator('.arco-toast-inner', { hasText: text })).toHaveCount(0, {
    timeout: 10_000,
  });
  return (await page.evaluate((t) => window.__toasts.find((x) => x.text === t), text)) as Shown;
}

/**
 * The toast with `text` covered none of `subjects` (where they are once the page shows them),
 * and no figure or field at any moment of its life (docs/design-tokens.md "Toast").
 */
export async function expectToastBeside(page: Page, text: string, subjects: Locator[]) {
  const toast = await toastShown(page, text);
  for (const subject of subjects) {
    await expect(subject).toBeVisible({ timeout: 30_000 });
    const other = await subject.boundingBox();
    expect(other).not.toBeNull();
    expect(
      overlap(toast.box, other!),
      `the toast ${JSON.stringify(toast.box)} covers ${subject} ${JSON.stringify(other)}`,
    ).toBe(false);
  }
  const done = await toastDone(page, text);
  expect(done.covers, `the toast "${text}" at ${JSON.stringify(done.box)}`).toEqual([]);
  return toast;
}
