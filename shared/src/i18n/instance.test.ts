import { describe, expect, it } from 'vitest';
import { i18n, initI18n, registerNamespace, reloadFailedStrings, stringsState } from './instance';

describe('a namespace whose strings failed to load', () => {
  it('is failed, never a key source, and is asked for again until it is there', async () => {
    await initI18n('en');
    let answers = false;
    let asked = 0;
    await registerNamespace('probe', async () => {
      asked += 1;
      if (!answers) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: { greeting: 'Hello' } };
    });
    expect(stringsState('probe')).toBe('failed');
    expect(asked).toBe(1);

    // still no network: asked again, still failed
    expect(await reloadFailedStrings(['probe'])).toBe(false);
    expect(asked).toBe(2);
    expect(stringsState('probe')).toBe('failed');

    answers = true;
    expect(await reloadFailedStrings()).toBe(true);
    expect(stringsState('probe')).toBe('ready');
    expect(i18n.t('probe:greeting')).toBe('Hello');

    // once there, not asked again
    await reloadFailedStrings();
    expect(asked).toBe(3);
  });

  it('is loading while it was never asked for', () => {
    expect(stringsState('never-registered')).toBe('loading');
  });
});
