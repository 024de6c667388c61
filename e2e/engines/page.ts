/**
 * What a flow does in the page, the same on every engine: find an element the way a person
 * does (by its label, its text, its test id), tap it, type into it, and wait for what the
 * screen should show. Page code is sent as text (`Session.run`), so it runs as written.
 */
import type { Session } from './drivers';

/** An element as a person finds it: a CSS selector, narrowed by its text or its label. */
export interface Query {
  /** CSS selector of the candidates (default: any element). */
  css?: string;
  /** The candidate's own text (trimmed, spaces collapsed) or its aria-label, exactly. */
  text?: string;
  /** The text of the `<label>` of a form field (the field is the element found). */
  label?: string;
  /** The candidate's text contains this (trimmed, spaces collapsed). */
  contains?: string;
  /** Only inside the first element matching this selector. */
  within?: string;
}

export const testId = (id: string, more = '') => `[data-testid="${id}"]${more}`;

/** Page-side finder: `find(query)` → the first visible element matching, or null. */
const FIND = `
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
function find(q) {
  const root = q.within ? document.querySelector(q.within) : document;
  if (!root) return null;
  if (q.label !== undefined) {
    for (const l of root.querySelectorAll('label')) {
      if (norm(l.textContent) !== q.label) continue;
      const field = l.control || (l.htmlFor && document.getElementById(l.htmlFor));
      if (field && visible(field)) return field;
    }
    for (const field of root.querySelectorAll('input, textarea')) {
      if (field.getAttribute('aria-label') === q.label && visible(field)) return field;
    }
    return null;
  }
  for (const el of root.querySelectorAll(q.css || '*')) {
    if (!visible(el)) continue;
    if (q.contains !== undefined && !norm(el.innerText || el.textContent).includes(q.contains)) continue;
    if (q.text === undefined) return el;
    if (norm(el.innerText || el.textContent) === q.text || el.getAttribute('aria-label') === q.text) return el;
  }
  return null;
}
`;

const asQuery = (q: Query | string): Query => (typeof q === 'string' ? { css: q } : q);
const describe = (q: Query) => JSON.stringify(q);

export class TimeoutError extends Error {}

/** Polls `check` (a page function body) until it returns something truthy; returns that. */
export async function waitFor<T>(
  s: Session,
  what: string,
  check: string,
  args: unknown[] = [],
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  let error: unknown;
  for (;;) {
    try {
      last = await s.run(check, ...args);
      error = undefined;
      if (last) return last as T;
    } catch (e) {
      error = e; // a navigation in progress: try again
    }
    if (Date.now() > deadline) {
      const why = error ? ` (${String(error).slice(0, 200)})` : ` (last: ${JSON.stringify(last)})`;
      throw new TimeoutError(`timed out waiting for ${what}${why}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Waits for the element and gives it a selector of its own for the driver's tap/type. */
async function mark(s: Session, query: Query | string, timeout?: number): Promise<string> {
  const q = asQuery(query);
  const id = String(Math.random()).slice(2, 10);
  await waitFor(
    s,
    describe(q),
    `${FIND}
     const el = find(arguments[0]);
     if (!el) return false;
     el.setAttribute('data-engines-target', arguments[1]);
     el.scrollIntoView({ block: 'center' });
     return true;`,
    [q, id],
    timeout,
  );
  return `[data-engines-target="${id}"]`;
}

export async function tap(s: Session, query: Query | string) {
  await s.tap(await mark(s, query));
}

export async function typeInto(s: Session, query: Query | string, text: string) {
  await s.type(await mark(s, query), text);
}

/** Waits until the element's text passes `test` (a regular expression or the exact text). */
export async function expectText(s: Session, query: Query | string, expected: string | RegExp) {
  const q = asQuery(query);
  const pattern = typeof expected === 'string' ? null : [expected.source, expected.flags];
  try {
    return await waitFor<string>(
      s,
      `${describe(q)} to read ${String(expected)}`,
      `${FIND}
       const el = find(arguments[0]);
       if (!el) return false;
       const text = norm(el.innerText || el.textContent);
       const ok = arguments[2] ? new RegExp(arguments[2][0], arguments[2][1]).test(text) : text === arguments[1];
       return ok ? text : false;`,
      [q, expected, pattern],
    );
  } catch (e) {
    const now = await s
      .run<string>(
        `${FIND} const el = find(arguments[0]); return el ? norm(el.innerText || el.textContent) : '(absent)';`,
        q,
      )
      .catch(() => '?');
    throw new Error(`${(e as Error).message}; it reads ${JSON.stringify(now)}`);
  }
}

/** Waits until an element matching the query is shown. */
export async function expectVisible(s: Session, query: Query | string, timeout?: number) {
  await waitFor(
    s,
    `${describe(asQuery(query))} to show`,
    `${FIND} return !!find(arguments[0]);`,
    [asQuery(query)],
    timeout,
  );
}

/** Waits until no element matching the query is shown. */
export async function expectGone(s: Session, query: Query | string) {
  await waitFor(s, `${describe(asQuery(query))} to go`, `${FIND} return !find(arguments[0]);`, [
    asQuery(query),
  ]);
}

/** The current hash route, e.g. "/login". */
export function route(s: Session): Promise<string> {
  return s.run<string>(`return location.hash.replace(/^#/, '').split('?')[0];`);
}

export async function expectRoute(s: Session, path: string) {
  await waitFor(
    s,
    `the route ${path}`,
    `return location.hash.replace(/^#/, '').split('?')[0] === arguments[0];`,
    [path],
  );
}

/**
 * Loads `url` as a new document: the old one is marked first, so that nothing is read from it
 * once the navigation has begun. `wait: false` returns once the new document is there, even
 * if it has not finished loading.
 */
export async function load(s: Session, url: string, options: { wait?: boolean } = {}) {
  await s.run('window.__enginesOld = true;').catch(() => undefined);
  await s.goto(url, options);
  await waitFor(
    s,
    `${url} to load`,
    `return !window.__enginesOld && location.href === arguments[0] &&
       (arguments[1] ? document.readyState !== 'loading' : !!document.body);`,
    [url, options.wait !== false],
    30_000,
  );
  await s.run(WATCH_ERRORS).catch(() => undefined);
}

/** Keeps the document's uncaught errors and rejections for `Session.takeErrors` (WebKit). */
const WATCH_ERRORS = `
  if (window.__enginesErrors) return;
  window.__enginesErrors = [];
  addEventListener('error', (e) => {
    if (e.error !== undefined || e.message) window.__enginesErrors.push('uncaught: ' + (e.error?.message ?? e.message));
  });
  addEventListener('unhandledrejection', (e) => {
    window.__enginesErrors.push('unhandled rejection: ' + (e.reason?.message ?? String(e.reason)));
  });`;
