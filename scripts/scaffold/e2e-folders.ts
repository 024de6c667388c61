/**
 * The folders of `e2e/tests/`: one per remote of the apps table, named as the remote, with at
 * least one spec (`pnpm test:<name>` runs that folder, scripts/dev/test-remote.mjs; the
 * template writes `e2e/tests/__name__/home.spec.ts`), and the cross-cutting folders below.
 * Nothing else: a remote's folder cannot go missing or be misnamed, and a folder of a remote
 * that left the table cannot stay behind. `./e2e-folders.test.ts` holds the repository to it;
 * `./remote-template.ts` checks each remote's own folder with it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of specs that no one remote owns, each with what it tests (e2e/README.md). */
export const E2E_SHARED_FOLDERS: Record<string, string> = {
  a11y: 'axe, states and the layout of every route',
  deploy: 'served files, canaries, the release controller, the nginx smoke',
  foundation: 'the host and the run-time contract every remote relies on',
  perf: 'the prerendered start, the idle preload, offline and kept answers',
  shell: 'inside the hybrid shell',
  telemetry: "the collector's health page",
  visual: 'the visual check against the reviewed baselines',
};

/** True when `name` is one of the cross-cutting folders. */
export const isSharedFolder = (name: string) => Object.hasOwn(E2E_SHARED_FOLDERS, name);

/** A remote's own e2e folder: there, and holding a spec ([] when it does). */
export function remoteE2eProblems(root: string, name: string): string[] {
  const folder = join(root, 'e2e/tests', name);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    return [`e2e/tests/${name}/ is missing`];
  }
  if (!readdirSync(folder).some((f) => f.endsWith('.spec.ts'))) {
    return [`e2e/tests/${name}/ has no spec`];
  }
  return [];
}

/** Every remote's folder as above, and nothing in e2e/tests/ but those and the shared ones. */
export function e2eFolderProblems(root: string, remotes: readonly string[]): string[] {
  const problems = remotes.flatMap((name) => [
    ...(isSharedFolder(name) ? [`${name} is the name of a cross-cutting e2e folder`] : []),
    ...remoteE2eProblems(root, name),
  ]);
  const tests = join(root, 'e2e/tests');
  for (const entry of existsSync(tests) ? readdirSync(tests, { withFileTypes: true }) : []) {
    if (!entry.isDirectory()) {
      problems.push(`e2e/tests/${entry.name} is outside a folder`);
    } else if (
      !remotes.includes(entry.name) &&
      !isSharedFolder(entry.name) &&
      // an empty folder (git keeps none; a branch switch may leave one) holds no spec
      readdirSync(join(tests, entry.name)).length > 0
    ) {
      problems.push(
        `e2e/tests/${entry.name}/ is neither a remote of the apps table nor a cross-cutting folder`,
      );
    }
  }
  return problems;
}
