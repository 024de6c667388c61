import { ATTR, fromKeyValues } from '@adnet/shared/telemetry';
import { describe, expect, it } from 'vitest';
import { toLogRecord } from './encode';
import type { Rec } from './recorder';

const common = { language: 'en', connection: '4g', canaries: 'wallet' };
const rec = (over: Partial<Rec>): Rec => ({
  t: 1_700_000_000_000,
  kind: 'fallback',
  route: '/wallet',
  app: 'wallet',
  version: 'v43',
  track: 'canary',
  data: { reason: 'render' },
  ...over,
});

describe('the canary key on the wire', () => {
  it('is carried by a record about a canary, with its fallback reason', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const attrs = fromKeyValues(toLogRecord(rec({ key }), common, []).attributes);
    expect(attrs[ATTR.canaryKey]).toBe(key);
    expect(attrs[ATTR.fallbackReason]).toBe('render');
    expect(attrs[ATTR.track]).toBe('canary');
  });

  it('is absent from a record about a stable build', () => {
    const attrs = fromKeyValues(
      toLogRecord(rec({ kind: 'view', track: 'stable', key: '' }), common, []).attributes,
    );
    expect(ATTR.canaryKey in attrs).toBe(false);
  });
});
