/**
 * Watches a page for Content-Security-Policy reports: every `securitypolicyviolation` event of
 * the page and of each of its frames, and every console message about the policy. Used by the
 * CSP walk (tests/deploy/csp.spec.ts) and wherever a page must run without a report.
 */
import type { Page } from '@playwright/test';
import { routeOf } from './fixtures';

export interface Violation {
  route: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every CSP violation of the page (and of each frame) and every CSP console error. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({
        route: location.hash,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) {
      console.push(`${routeOf(page)} ${m.type()}: ${m.text()}`);
    }
  });
  return {
    console,
    async violations(): Promise<Violation[]> {
      const all: Violation[] = [];
      for (const frame of page.frames()) {
        const v = await frame
          .evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? [])
          .catch(() => [] as Violation[]); // a frame that went away meanwhile
        all.push(...v);
      }
      return all;
    },
  };
}
