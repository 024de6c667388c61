/**
 * Arco's CSS in a cascade layer of its own (`@layer arco`), ours outside any layer.
 *
 * Our styles adjust Arco's components with selectors of the same weight as Arco's own
 * (`.adn-pay-dialog-content` against `.arco-dialog-content`). Without layers the file loaded
 * last wins, and which one that is depends on the way the merchant came: the host's kit chunk
 * and a remote's `@adnet/shared/arco` chunk each carry the CSS of the Arco components they use,
 * and the later one repeats Arco's rules after ours. Unlayered rules win over layered ones
 * whatever the order, so our adjustments hold on every path. Every engine of the build target
 * (docs/browsers.md) has cascade layers.
 */

/** The parts of PostCSS's API this plugin uses (postcss comes with Rsbuild). */
interface CssNode {
  type: string;
  name?: string;
  remove(): void;
}
interface CssRoot {
  source?: { input: { file?: string } };
  nodes: CssNode[];
  append(...nodes: unknown[]): void;
}
interface CssAtRule {
  append(...nodes: unknown[]): void;
}
interface Helpers {
  AtRule: new (init: { name: string; params: string }) => CssAtRule;
}

export const ARCO_LAYER = 'arco';

/** A file of Arco Design Mobile's package, wherever pnpm put it. */
export function isArcoCss(file: string): boolean {
  return /[\\/]@arco-design[\\/]mobile-react[\\/]/.test(file);
}

/** The PostCSS plugin: wraps the whole of each Arco CSS file in `@layer arco { … }`. */
export function arcoLayer() {
  return {
    postcssPlugin: 'adnet-arco-layer',
    Once(root: CssRoot, { AtRule }: Helpers) {
      if (!isArcoCss(root.source?.input.file ?? '')) return;
      // `@charset` and `@import` must stay first, outside the block
      const inner = root.nodes.filter(
        (n) => !(n.type === 'atrule' && (n.name === 'charset' || n.name === 'import')),
      );
      if (inner.length === 0) return;
      const layer = new AtRule({ name: 'layer', params: ARCO_LAYER });
      for (const n of inner) n.remove();
      layer.append(...inner);
      root.append(layer);
    },
  };
}
