import { APPS } from '#repo/shared/workspace/apps.ts';
import { REMOTES } from '../../support/env';
import { expect, openAs, test } from '../../support/fixtures';
import { skipOfficialPush } from '../../support/plan';

/** Adds the Arco GlobalContext objects that the rendered Arco components read to a set on window. */
function collectArcoContexts() {
  const w = window as unknown as { __arco?: Set<unknown> };
  w.__arco ??= new Set();
  type Dep = { context: { _currentValue: unknown }; next: Dep | null };
  type Fiber = { return: Fiber | null; dependencies?: { firstContext: Dep | null } | null };
  for (const el of document.querySelectorAll('[class*="arco-"]')) {
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let fiber = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
    for (let i = 0; fiber && i < 6; i++, fiber = fiber.return) {
      for (let dep = fiber.dependencies?.firstContext ?? null; dep; dep = dep.next) {
        const value = dep.context._currentValue;
        if (value && typeof value === 'object' && 'prefixCls' in value) w.__arco.add(dep.context);
      }
    }
  }
}

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
  await skipOfficialPush(page, user);
  await openAs(page, user, '/ad-center');
  // each remote of the apps table at its probe page, its data arrived
  for (const name of REMOTES) {
    const { route, ready } = APPS[name].probe;
    await page.goto(`/#${route}`);
    await expect(page.getByTestId(ready).first(), name).toBeVisible();
    await page.evaluate(collectArcoContexts);
  }
  // one Arco context too: Arco components in every remote read the host's provider
  expect(
    await page.evaluate(() => (window as unknown as { __arco: Set<unknown> }).__arco.size),
  ).toBe(1);

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
  expect(remotes.length).toBeGreaterThanOrEqual(REMOTES.length);
});
