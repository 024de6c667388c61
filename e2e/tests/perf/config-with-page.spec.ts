/**
 * The config's read leaves with the page (docs/offline.md, "The config with the page"): on a
 * return visit the service worker sends the read of `app-config.json` when it sees the
 * navigation, a round trip before the page can ask, and answers the page's own read with it.
 * The config is still read from the network for that load, once.
 */
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';
import { WORKER_ON, workerControls } from '../../support/service-worker';

test.use(WORKER_ON);

/** The round trip of this test's network, for the page and for the config. */
const LATENCY = 1500;

test("a return visit's config read is sent by the worker with the navigation, once, and answers the page's read", async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(120_000);
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  await expect(page.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });
  await workerControls(page);
  await page.close();

  // a slow network of its own making: the page's own answer comes LATENCY late (DevTools'
  // emulation, which slows the page's requests and not the worker's), and so does every read
  // of the config the worker sends (held at the route)
  let workerReads = 0;
  await context.route('**/app-config.json', async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    workerReads += 1;
    await new Promise((resolve) => setTimeout(resolve, LATENCY));
    return route.continue();
  });
  const second = await context.newPage();
  const cdp = await context.newCDPSession(second);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const answers: string[] = [];
  second.on('response', async (res) => {
    if (new URL(res.url()).pathname === '/app-config.json' && !res.request().serviceWorker())
      answers.push(await res.text());
  });
  await second.goto('/#/ad-center');
  await expect(second.getByTestId('overview-body')).toBeVisible({ timeout: 60_000 });

  // the page's read was answered by the worker well within a round trip: the worker's read
  // had left with the navigation, a round trip before the page could ask
  const reads = await second.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === '/app-config.json')
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return { waited: Math.round(r.responseEnd - r.startTime), fromWorker: r.workerStart > 0 };
      }),
  );
  expect(reads).toHaveLength(1);
  expect(reads[0]?.fromWorker).toBe(true);
  expect(reads[0]?.waited).toBeLessThan(LATENCY / 2);
  expect(workerReads).toBe(1);
  // and it is what the server holds now, not a kept copy of the first visit
  const onServer = await (await second.request.get('/app-config.json')).text();
  await expect.poll(() => answers).toEqual([onServer]);
});
