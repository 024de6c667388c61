import { describe, expect, it } from 'vitest';
import { requestLevels, type Timed } from './bench-start';

const doc: Timed = { name: 'html', start: 0, end: 100 };
const r = (name: string, start: number, end: number): Timed => ({ name, start, end });

describe('requestLevels', () => {
  it('puts requests sent together on one level, a request after an answer one deeper', () => {
    const entry = r('entry', 110, 300);
    const preloaded = r('chunk', 112, 500);
    const config = r('config', 320, 600); // sent once the entry had arrived
    const strings = r('strings', 330, 700);
    const late = r('late', 650, 800); // sent after the config's answer
    const levels = requestLevels(doc, [late, strings, config, preloaded, entry]);
    expect([entry, preloaded, config, strings, late].map((x) => levels.get(x))).toEqual([
      2, 2, 3, 3, 4,
    ]);
    expect(levels.get(doc)).toBe(1);
  });

  it('counts a request sent before the document had fully arrived as level 2', () => {
    const early = r('early', 50, 120);
    expect(requestLevels(doc, [early]).get(early)).toBe(2);
  });
});
