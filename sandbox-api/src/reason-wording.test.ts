/**
 * The sandbox's words for every refusal are ones the client recognizes, so an app on a backend
 * that sends the message without `data.error` still says why (docs/product/api.md#api.texts.order).
 */
import { describe, expect, it } from 'vitest';
import { matchReason } from '../../shared/src/api/reason-match';
import { REASON_MSG } from './errors';

describe('the sandbox reasons', () => {
  it('each message is recognized as its reason', async () => {
    for (const [reason, msg] of Object.entries(REASON_MSG)) {
      expect(await matchReason(msg), msg).toBe(reason);
    }
  });
});
