import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { arcoLayer, isArcoCss } from './arco-layer';

const ARCO =
  '/repo/node_modules/.pnpm/@arco-design+mobile-react@2.38.2/node_modules/@arco-design/mobile-react/esm/dialog/style/css/index.css';
const OURS = '/repo/shared/src/ui/pay-password/password-dialog.css';

async function run(css: string, from: string) {
  return (await postcss([arcoLayer()]).process(css, { from })).css;
}

describe('Arco CSS in a cascade layer', () => {
  it('knows Arco files by their package, wherever pnpm keeps it', () => {
    expect(isArcoCss(ARCO)).toBe(true);
    expect(isArcoCss('C:\\repo\\node_modules\\@arco-design\\mobile-react\\esm\\a.css')).toBe(true);
    expect(isArcoCss(OURS)).toBe(false);
    expect(isArcoCss('/repo/node_modules/@arco-design/mobile-utils/x.css')).toBe(false);
  });

  it('wraps the whole of an Arco file in @layer arco, keyframes too', async () => {
    const out = await run('.arco-dialog-content{width:5.4rem}@keyframes fade{to{opacity:1}}', ARCO);
    expect(out.replace(/\s+/g, '')).toBe(
      '@layerarco{.arco-dialog-content{width:5.4rem}@keyframesfade{to{opacity:1}}}',
    );
  });

  it('keeps @charset and @import first, outside the layer', async () => {
    const out = await run('@charset "utf-8";@import "a.css";.arco-x{color:red}', ARCO);
    expect(out.replace(/\s+/g, '')).toBe(
      '@charset"utf-8";@import"a.css";@layerarco{.arco-x{color:red}}',
    );
  });

  it('leaves our own files unlayered, so they win over Arco whatever the order', async () => {
    const css = '.adn-pay-dialog-content{width:300px}';
    expect(await run(css, OURS)).toBe(css);
  });
});
