import { describe, expect, it } from 'vitest';
import { esmTwin } from './federation-runtime-esm';

const dist = '/repo/node_modules/.pnpm/x/node_modules/@module-federation';

describe('esmTwin', () => {
  it("swaps a federation package's CommonJS file for its ES module twin", () => {
    const exists = () => true;
    expect(esmTwin(`${dist}/sdk/dist/index.cjs`, exists)).toBe(`${dist}/sdk/dist/index.js`);
    expect(esmTwin(`${dist}/webpack-bundler-runtime/dist/init.cjs`, exists)).toBe(
      `${dist}/webpack-bundler-runtime/dist/init.js`,
    );
  });
  it('keeps a file without a twin, and anything outside those packages', () => {
    expect(esmTwin(`${dist}/sdk/dist/index.cjs`, () => false)).toBeUndefined();
    expect(esmTwin('/repo/node_modules/react/index.cjs', () => true)).toBeUndefined();
    expect(esmTwin(`${dist}/enhanced/dist/src/runtime.cjs`, () => true)).toBeUndefined();
  });
});
