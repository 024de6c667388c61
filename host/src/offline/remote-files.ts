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
