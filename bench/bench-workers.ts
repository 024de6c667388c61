/**
 * Network throttling for service workers, for `pnpm bench`.
 *
 * DevTools' network emulation is per target: throttling a page (CDP
 * `Network.emulateNetworkConditions` on the page's session) does not slow what a service
 * worker fetches itself — a worker that answers the page from the network would look as fast
 * as a cache. So the bench watches the browser's targets and, for each service worker, applies
 * the conditions of the pages of its browser context (`Network.emulateNetworkConditionsByRule`
 * on the worker's own session: tried here with Chromium 156, it slows both the round trip and
 * the bandwidth of a worker's fetches; the older `emulateNetworkConditions` there only adds the
 * latency). The CPU throttling stays the page's (a worker's thread is not slowed).
 *
 * A worker that starts is throttled once it is attached, a few milliseconds after it started.
 * The attachment is the DevTools protocol's non-flat mode (`Target.sendMessageToTarget`): the
 * flat mode a browser session would need is not reachable through Playwright's CDPSession.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** No emulation: what a worker gets when its context's pages are not throttled. */
const NONE: NetworkConditions = {
  offline: false,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
};

interface Worker {
  sessionId: string;
  contextId: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  browserContextId?: string;
}

export class WorkerThrottle {
  private readonly byContext = new Map<string, NetworkConditions>();
  private readonly workers = new Map<string, Worker>();
  private messageId = 0;

  private constructor(private readonly session: CDPSession) {}

  /** Starts watching `browser`'s service workers. */
  static async start(browser: Browser): Promise<WorkerThrottle> {
    const session = await browser.newBrowserCDPSession();
    const throttle = new WorkerThrottle(session);
    session.on('Target.targetCreated', (e: { targetInfo: TargetInfo }) => {
      if (e.targetInfo.type === 'service_worker') void throttle.attach(e.targetInfo);
    });
    session.on('Target.targetDestroyed', (e: { targetId: string }) => {
      throttle.workers.delete(e.targetId);
    });
    await session.send('Target.setDiscoverTargets', { discover: true });
    return throttle;
  }

  /** The service workers seen so far, and still running. */
  get running(): number {
    return this.workers.size;
  }

  /** The conditions of `page`'s browser context, for its workers now and later (null: none). */
  async set(page: Page, conditions: NetworkConditions | null): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: TargetInfo };
    await cdp.detach();
    const contextId = targetInfo.browserContextId;
    if (!contextId) return;
    if (conditions) this.byContext.set(contextId, conditions);
    else this.byContext.delete(contextId);
    for (const worker of this.workers.values()) {
      if (worker.contextId === contextId) await this.apply(worker);
    }
  }

  private async attach(info: TargetInfo) {
    try {
      const { sessionId } = (await this.session.send('Target.attachToTarget', {
        targetId: info.targetId,
        flatten: false,
      })) as { sessionId: string };
      const worker = { sessionId, contextId: info.browserContextId ?? '' };
      this.workers.set(info.targetId, worker);
      await this.send(worker, 'Network.enable');
      await this.apply(worker);
    } catch {
      // the worker was gone before it could be attached
    }
  }

  private async apply(worker: Worker) {
    const c = this.byContext.get(worker.contextId) ?? NONE;
    await this.send(worker, 'Network.emulateNetworkConditions', { ...c });
    await this.send(worker, 'Network.emulateNetworkConditionsByRule', {
      offline: c.offline,
      matchedNetworkConditions:
        c === NONE
          ? []
          : [
              {
                urlPattern: '',
                latency: c.latency,
                downloadThroughput: c.downloadThroughput,
                uploadThroughput: c.uploadThroughput,
              },
            ],
    });
  }

  private async send(worker: Worker, method: string, params: object = {}) {
    this.messageId += 1;
    await this.session
      .send('Target.sendMessageToTarget', {
        sessionId: worker.sessionId,
        message: JSON.stringify({ id: this.messageId, method, params }),
      })
      .catch(() => {
        // a worker that stopped meanwhile: its replacement is attached when it starts
      });
  }
}

let current: WorkerThrottle | undefined;

/** Service workers follow their pages' throttling from now on (bench/bench-start.ts `throttle`). */
export async function throttleServiceWorkers(browser: Browser): Promise<WorkerThrottle> {
  current = await WorkerThrottle.start(browser);
  return current;
}

/** The conditions for the workers of `page`'s context, when workers are being throttled. */
export async function throttleWorkersOf(page: Page, conditions: NetworkConditions | null) {
  await current?.set(page, conditions);
}
