import { describe, expect, it } from 'vitest';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import ja from '../i18n/locales/ja.json';
import th from '../i18n/locales/th.json';
import zhCN from '../i18n/locales/zh-CN.json';
import { SERVER_REASON_MSG, SERVER_REASON_VARIANTS } from '../wire/reason-wording';
import type { ErrorReason } from '../wire/types';
import { matchReason } from './reason-match';
import { normalizeMessage } from './reason-normalize';

describe('normalizeMessage', () => {
  it('compares wordings regardless of case, width, quotes and end punctuation', () => {
    expect(normalizeMessage('  Insufficient   balance. ')).toBe('insufficient balance');
    expect(normalizeMessage('余额不足。')).toBe('余额不足');
    expect(normalizeMessage('ＩＤ wrong, please re‐enter!')).toBe('id wrong, please re-enter');
    expect(normalizeMessage('¿Vale?')).toBe('vale');
    expect(normalizeMessage('...')).toBe('');
  });
});

describe('matchReason (a refusal that names no reason)', () => {
  it("knows the server's own words of every reason, and their older forms", async () => {
    for (const [reason, msg] of Object.entries(SERVER_REASON_MSG)) {
      expect(await matchReason(msg), msg).toBe(reason);
    }
    for (const [reason, texts] of Object.entries(SERVER_REASON_VARIANTS)) {
      for (const text of texts ?? []) expect(await matchReason(text), text).toBe(reason);
    }
    expect(await matchReason('New-user coupon can only be claimed once.')).toBe('newcomer_claimed');
  });

  it("knows every reason's text in every language", async () => {
    for (const strings of [en, zhCN, de, ja, th]) {
      for (const [reason, text] of Object.entries(strings.errors.reason)) {
        expect(await matchReason(text), text).toBe(reason as ErrorReason);
      }
    }
    expect(await matchReason('余额不足')).toBe('insufficient_balance');
    expect(await matchReason('Falsches Transaktionspasswort.')).toBe('wrong_pay_password');
  });

  it('a bare "data error" in any language is generic; anything else is unknown', async () => {
    expect(await matchReason('data error')).toBe('generic');
    expect(await matchReason(zhCN.errors.dataError)).toBe('generic');
    expect(await matchReason('Quota exceeded for this region')).toBeUndefined();
    expect(await matchReason('')).toBeUndefined();
  });
});
