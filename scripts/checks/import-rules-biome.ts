/**
 * biome.json's `overrides` from the table of scripts/checks/import-rules.ts:
 *
 *   pnpm exec tsx scripts/checks/import-rules-biome.ts   # rewrites the overrides of biome.json
 *
 * Two things of Biome shape what is written. `noRestrictedImports` matches an import as
 * written, so a refusal by relative path needs one pattern per folder depth: the rows whose
 * files are `features/*` or `<layer>` are written out per depth and per layer. And a later
 * override replaces an earlier one's options instead of adding to them, so every override
 * repeats the refusals of the rows around it (a row inside an earlier row's folder).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_CLIMB,
  MESSAGES,
  type Reason,
  RULES,
  SHARED_LAYERS,
  TARGETS,
  type Target,
} from './import-rules';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIOME_JSON = join(ROOT, 'biome.json');

/** Deepest file under shared/src/<folder>/ (ui/states/loaded.tsx is 2). */
export const SHARED_DEPTH = 2;
/** Deepest file under remote-x/src/features/<feature>/ (features/f/components/x.tsx is 2). */
export const FEATURE_DEPTH = 3;

const UI = SHARED_LAYERS.findIndex((layer) => layer.includes('ui'));
const FRAME = SHARED_LAYERS.findIndex((layer) => layer.includes('frame'));

/** `depth` folders up from a file: `../../` for 2. */
const up = (depth: number) => '../'.repeat(depth);

/**
 * Another feature, from a file `depth` folders below features/ (1: features/f/x.ts): `depth`
 * steps up and a name (`../g/api`), or up to src/ and back down into features/; only the
 * relative paths an import may still write (import-depth.test.ts).
 */
function otherFeatures(depth: number): string[] {
  const group = ['#features/**'];
  const features = up(depth);
  const src = up(depth + 1);
  if (depth <= MAX_CLIMB)
    group.push(`${features}*`, `${features}*/**`, `!${src.slice(0, -1)}`, `!${src}**`);
  if (depth + 1 <= MAX_CLIMB) group.push(`${src}features`, `${src}features/**`);
  return group;
}

/** What a file of `SHARED_LAYERS[layer]` may not import. */
function layersAbove(layer: number): string[] {
  const above = SHARED_LAYERS.slice(layer + 1).flat();
  if (layer < FRAME) above.push('host');
  const group: string[] = [];
  if (layer === 0) group.push('../**');
  else
    for (let depth = 1; depth <= SHARED_DEPTH; depth++)
      for (const folder of above) group.push(`${up(depth)}${folder}`, `${up(depth)}${folder}/**`);
  if (layer < UI) group.push('@adnet/shared', '@adnet/shared/**');
  else
    for (const folder of above) group.push(`@adnet/shared/${folder}`, `@adnet/shared/${folder}/**`);
  for (const folder of above)
    group.push(folder === 'host' ? '#repo/shared/src/host.ts' : `#repo/shared/src/${folder}/**`);
  return group;
}

type Refusals = Partial<Record<Target, Reason>>;

/** One override: the refusals, grouped by reason in the order they first appear. */
function override(
  includes: string[],
  refuses: Refusals,
  expand: Partial<Record<Target, string[]>> = {},
) {
  const groups = new Map<Reason, string[]>();
  for (const [target, reason] of Object.entries(refuses) as [Target, Reason][])
    groups.set(reason, [...(groups.get(reason) ?? []), ...(expand[target] ?? TARGETS[target])]);
  return {
    includes,
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [...groups].map(([reason, group]) => ({
                group,
                message: MESSAGES[reason],
              })),
            },
          },
        },
      },
    },
  };
}

/** The folder a files glob covers: `remote-*\/src/` for `remote-*\/src/**`. */
const folderOf = (glob: string) => glob.replace(/\*\*.*$/, '');

/** The `overrides` of biome.json. A file matched by several takes the last one's options. */
export function overrides() {
  const list: ReturnType<typeof override>[] = [];
  RULES.forEach((row, index) => {
    // the refusals of the earlier rows whose folder holds this row's files, then its own
    const refuses: Refusals = {};
    for (const earlier of RULES.slice(0, index))
      if (earlier.files.some((g) => row.files.every((f) => f.startsWith(folderOf(g)))))
        Object.assign(refuses, earlier.refuses);
    Object.assign(refuses, row.refuses);
    if (row.refuses.otherFeatures) {
      list.push(override(row.files, refuses, { otherFeatures: ['#features/**'] }));
      for (let depth = 1; depth <= Math.min(FEATURE_DEPTH, MAX_CLIMB); depth++)
        list.push(
          override([`remote-*/src/features/*/${'*/'.repeat(depth - 1)}*`], refuses, {
            otherFeatures: otherFeatures(depth),
          }),
        );
    } else if (row.refuses.layersAbove) {
      // the top layer has nothing above it
      SHARED_LAYERS.slice(0, -1).forEach((folders, layer) => {
        const files = folders.map((f) => `shared/src/${f}/**`);
        list.push(override(files, refuses, { layersAbove: layersAbove(layer) }));
      });
    } else list.push(override(row.files, refuses));
  });
  return list;
}

function main() {
  const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  config.overrides = overrides();
  writeFileSync(BIOME_JSON, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', BIOME_JSON], { cwd: ROOT });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
