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
  // and one Arco context: every Arco component in every remote reads the host's provider
  const arcoContexts = await page.evaluate(() => {
    const contexts = new Set<unknown>();
    for (const el of document.querySelectorAll('[class*="arco-"]')) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
      type Fiber = {
        return: Fiber | null;
        dependencies?: { firstContext: { context: { _currentValue: unknown }; next: unknown } | null };
      };
      let fiber = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
      for (let i = 0; fiber && i < 6; i++, fiber = fiber.return) {
        let dep = fiber.dependencies?.firstContext as
          | { context: { _currentValue: unknown }; next: unknown }
          | null
          | undefined;
        while (dep) {
          const value = dep.context._currentValue;
          if (value && typeof value === 'object' && 'prefixCls' in value) contexts.add(dep.context);
          dep = dep.next as typeof dep;
        }
      }
    }
    return contexts.size;
  });
  expect(arcoContexts).toBe(1);

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
