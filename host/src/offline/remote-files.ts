/**
 * The files of a remote build that the service worker keeps for the next start and for
 * offline (docs/offline.md), read from its federation manifest or the run-time config's
 * snapshot of it.
 */

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The fields of a federation manifest (or a config snapshot of one) read here. */
export interface ManifestLike {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
  };
  exposes?: { assets?: Assets }[];
  shared?: { name?: string; assets?: Assets }[];
}

const filesOf = (a: Assets | undefined) => [
  ...(a?.js?.sync ?? []),
  ...(a?.js?.async ?? []),
  ...(a?.css?.sync ?? []),
  ...(a?.css?.async ?? []),
];

export function isManifestLike(v: unknown): v is ManifestLike {
  const m = v as ManifestLike | null;
  return (
    !!m &&
    typeof m === 'object' &&
    !!m.metaData &&
    typeof m.metaData.remoteEntry?.name === 'string' &&
    (m.exposes === undefined || Array.isArray(m.exposes)) &&
    (m.shared === undefined || Array.isArray(m.shared))
  );
}

/**
 * A remote build's entry, the chunks of everything it exposes (its routes: the pages, their
 * strings, their styles) and of the shared modules it brings itself because the host provides
 * none (`hostProvides` false: e.g. an Arco component no page of the host uses), as absolute
 * URLs. Paths are relative to the manifest's own URL when its publicPath is `auto` (every
 * remote here), else to that publicPath.
 */
export function remoteFiles(
  manifest: ManifestLike,
  manifestUrl: string,
  hostProvides: (name: string) => boolean,
): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base =
    !publicPath || publicPath === 'auto'
      ? new URL('.', manifestUrl)
      : new URL(publicPath, manifestUrl);
  const paths = [
    `${remoteEntry.path ?? ''}${remoteEntry.name}`,
    ...(manifest.exposes ?? []).flatMap((e) => filesOf(e.assets)),
    ...(manifest.shared ?? [])
      .filter((s) => typeof s.name === 'string' && !hostProvides(s.name))
      .flatMap((s) => filesOf(s.assets)),
  ];
  const urls = paths.map((p) => new URL(p.replace(/^\//, ''), base).href);
  return [...new Set(urls)];
}

/**
 * How many of a remote's files the worker is asked to keep at a time. Asked for at once (a
 * remote has 40 to 70 files), they took the phone's connection from the page: a merchant who
 * opened the wallet while the remotes were being kept waited 5.5 s for its code on Slow 4G,
 * 0.5 s otherwise (docs/performance.md, "The wallet's first visit and the kept remotes"). Three,
 * half of a browser's six HTTP/1.1 connections to an origin, each batch in an idle moment: the
 * page's own requests share the line with at most three (measured: six left a median of
 * 0.96 s, three 0.68 s).
 */
export const KEEP_BATCH = 3;

/** `items` in runs of `size` (the last one shorter), in order. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`batch size ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
