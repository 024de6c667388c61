import { expect, openAs, test } from '../../fixtures';

/**
 * Every copy of react-dom registers itself with the DevTools hook: a stub hook counts the
 * renderers, so two copies of React in the page would show as two.
 */
test('the host and every remote share one React', async ({ page, user }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await openAs(page, user, '/ad-center');
  for (const [path, testId] of [
    ['/ad-center', 'metric-delivery_amount'],
    ['/plan', 'plan-row'],
    ['/wallet', 'wallet-total-assets'],
    ['/notification', 'notification-row'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId(testId).first()).toBeVisible();
  }
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
  const remotes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('mf-manifest.json')),
  );
  expect(remotes.length).toBeGreaterThanOrEqual(4);
});
