// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { configEtag, loadRuntimeConfig } from './runtime-config';

const config = {
  apiBase: 'https://api.example.com',
  remotes: [
    { name: 'wallet', manifest: 'https://w.example.com/mf-manifest.json', prefixes: ['/wallet'] },
  ],
};
const answer = (etag: string) =>
  new Response(JSON.stringify(config), {
    headers: { ETag: etag, 'Content-Type': 'application/json' },
  });
const w = window as { __adnConfig?: Promise<Response> };

afterEach(() => {
  vi.restoreAllMocks();
  w.__adnConfig = undefined;
});

describe("the start's read of app-config.json", () => {
  it('takes the read the head script sent, once; a later read asks the network', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(answer('"later"'));
    w.__adnConfig = Promise.resolve(answer('"early"'));
    expect(await loadRuntimeConfig()).toEqual(config);
    expect(fetch).not.toHaveBeenCalled();
    expect(configEtag()).toBe('"early"');
    expect(w.__adnConfig).toBeUndefined();

    expect(await loadRuntimeConfig()).toEqual(config);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      new URL('app-config.json', document.baseURI).href,
      {
        cache: 'no-store',
      },
    );
    expect(configEtag()).toBe('"later"');
  });

  it("fails as its own read would when the head script's read failed", async () => {
    const fetch = vi.spyOn(window, 'fetch');
    w.__adnConfig = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toThrow('Failed to fetch');
    expect(fetch).not.toHaveBeenCalled();
  });
});
