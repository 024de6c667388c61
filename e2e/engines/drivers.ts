/**
 * The two engines the engines run drives, behind one small interface (`Session`), each with
 * the system's own browser and no download:
 *
 * - WebKit: WebKitGTK's `WebKitWebDriver` (Debian `webkit2gtk-driver`) launching its
 *   MiniBrowser, under a virtual X display (`xvfb-run`, MiniBrowser has no headless mode),
 *   driven by WebdriverIO over classic WebDriver. MiniBrowser's toolbar makes its window at
 *   least 447 px wide; a GTK style sheet of our own (`XDG_CONFIG_HOME`) shrinks the toolbar so
 *   that the page gets the phone's 390 px. WebKitGTK has no touch events: taps are clicks.
 * - Firefox: Debian's `firefox-esr`, launched by puppeteer-core and driven over WebDriver BiDi
 *   (no geckodriver, which Debian does not package). Taps are real touches.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page, type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { remote } from 'webdriverio';

export type EngineName = 'webkit' | 'firefox';
export const ENGINES: EngineName[] = ['webkit', 'firefox'];

/** The mobile profile of the engines run. */
export const VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The user agents of the mobile profile: an iPhone's Safari for WebKit, Firefox for Android
 * for Firefox. The app and Arco choose by user agent (the mobile layout; Arco's iOS, Android
 * or desktop code paths, where a Linux agent counts as Android), so WebKit takes the paths an
 * iPhone takes.
 */
export const USER_AGENTS = {
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  /** Firefox for Android of the same major version as the Firefox run. */
  firefox: (major: string) =>
    `Mozilla/5.0 (Android 15; Mobile; rv:${major}.0) Gecko/${major}.0 Firefox/${major}.0`,
} as const;

/** The major version of the Firefox at `path` ("153" of "Mozilla Firefox 153.7.0esr"). */
function firefoxMajor(path: string): string {
  const out = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return /(\d+)\./.exec(out)?.[1] ?? '140';
}

/** One browser page, driven the same way on each engine. */
export interface Session {
  readonly engine: EngineName;
  /** The browser's name and version as it reports them. */
  readonly version: string;
  /** Whether `tap` sends touch events (else a mouse click). */
  readonly touch: boolean;
  /** Navigates; with `wait: false` returns before the page has loaded. */
  goto(url: string, options?: { wait?: boolean }): Promise<void>;
  /** Runs `body` (a function body using `arguments`) in the page; awaits a returned promise. */
  run<T = unknown>(body: string, ...args: unknown[]): Promise<T>;
  /** Runs `body` in the document of the iframe matching `frame` (cross-origin too). */
  runInFrame<T = unknown>(frame: string, body: string): Promise<T>;
  /** Taps (or clicks) the centre of the first element matching `selector`. */
  tap(selector: string): Promise<void>;
  /** Focuses the element and types `text` with the keyboard. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Errors the page reported since the last call. Firefox: every uncaught error and console
   * error, over BiDi. WebKit (classic WebDriver has no log): the uncaught errors and rejections
   * of the current document from the moment `watchErrors()` ran in it (page.ts `load`).
   */
  takeErrors(): Promise<string[]>;
  /** Saves a PNG of the viewport (for a failed flow). */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The MiniBrowser of the installed WebKitGTK (its folder carries the API version). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)
      .filter((d) => /^webkit2?gtk-[\d.]+$/.test(d))
      .sort()) {
      const bin = join(lib, dir, 'MiniBrowser');
      if (existsSync(bin)) return bin;
    }
  }
  throw new Error('MiniBrowser not found: install webkit2gtk-driver (or set MINIBROWSER_PATH)');
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** A GTK style sheet that lets MiniBrowser's window shrink to a phone's width. */
function gtkConfigHome(): string {
  const dir = join(tmpdir(), 'adnet-engines-gtk');
  mkdirSync(join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(dir, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  return dir;
}

/** Starts WebKitWebDriver on `port` under xvfb-run, in its own process group. */
export async function startWebKitDriver(port: number): Promise<ChildProcess> {
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24 -nolisten tcp', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, XDG_CONFIG_HOME: gtkConfigHome() },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on ${port}: ${stderr}`);
}

/** Ends a process started detached, with its whole group (xvfb-run, Xvfb, the driver). */
export function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function openWebKit(driverPort: number): Promise<Session> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    logLevel: 'error',
    connectionRetryCount: 1,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver; no BiDi socket to ask for
      'wdio:enforceWebDriverClassic': true,
      // navigations return at once; every step waits for what it needs in the page
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': {
        binary: miniBrowserPath(),
        args: ['--automation', `--user-agent=${USER_AGENTS.webkit}`],
      },
    } as WebdriverIO.Capabilities,
  });
  // the toolbar takes some height: size the window so that the page gets the viewport
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const [w, h] = (await browser.execute('return [innerWidth, innerHeight]')) as [number, number];
  await browser.setWindowSize(
    VIEWPORT.width + (VIEWPORT.width - w),
    VIEWPORT.height + (VIEWPORT.height - h),
  );
  const caps = browser.capabilities as { browserName?: string; browserVersion?: string };
  return {
    engine: 'webkit',
    version: `WebKitGTK ${caps.browserVersion ?? '?'} (${caps.browserName ?? 'MiniBrowser'})`,
    touch: false,
    async takeErrors() {
      return (await browser
        .execute('const e = window.__enginesErrors || []; window.__enginesErrors = []; return e;')
        .catch(() => [])) as string[];
    },
    async goto(url) {
      await browser.url(url);
    },
    async run<T>(body: string, ...args: unknown[]) {
      return (await browser.execute(body, ...args)) as T;
    },
    async runInFrame<T>(frame: string, body: string) {
      await browser.switchFrame(browser.$(frame));
      try {
        return (await browser.execute(body)) as T;
      } finally {
        await browser.switchFrame(null);
      }
    },
    async tap(selector) {
      await browser.$(selector).click();
    },
    async type(selector, text) {
      await browser.$(selector).addValue(text);
    },
    async screenshot(file) {
      await browser.saveScreenshot(file);
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
    },
  };
}

export async function openFirefox(): Promise<Session> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // the run's own profile: no first-run pages, updates or telemetry
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      // a phone's scrollbars float over the page; Linux's classic ones would take 12 px of it
      'ui.useOverlayScrollbars': 1,
      'widget.gtk.overlay-scrollbars.enabled': true,
      'general.useragent.override': USER_AGENTS.firefox(firefoxMajor(FIREFOX_PATH)),
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ ...VIEWPORT, hasTouch: true, isMobile: true });
  let errors: string[] = [];
  page.on('pageerror', (e) => {
    const message = String((e as Error)?.message ?? e);
    // the browser's own icon request for a non-HTML page (the storage step's landing page)
    if (!message.includes('/favicon.ico')) errors.push(`uncaught: ${message}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    engine: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    touch: true,
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async goto(url, options) {
      if (options?.wait === false) {
        // the page load may not finish until the test lets it (held scripts)
        void page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
        await page.waitForFunction((u) => location.href === u, { timeout: 10_000 }, url);
        return;
      }
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    async run<T>(body: string, ...args: unknown[]) {
      const fn = new Function(body) as (...a: unknown[]) => T;
      return (await page.evaluate(fn, ...args)) as T;
    },
    async runInFrame<T>(frame: string, body: string) {
      const el = await page.waitForSelector(frame, { timeout: 5_000 });
      const content = await el?.contentFrame();
      if (!content) throw new Error(`${frame}: no frame document`);
      return (await content.evaluate(new Function(body) as () => T)) as T;
    },
    async tap(selector) {
      const el = await page.waitForSelector(selector, { timeout: 5_000 });
      await el?.scrollIntoView();
      await el?.tap();
    },
    async type(selector, text) {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
