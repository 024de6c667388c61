// @vitest-environment node

import type { Envelope, UploadResult } from '@adnet/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-helpers';
import { MAX_IMAGE_BYTES } from './upload';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login('demo');
});
afterAll(() => t.close());

async function upload(blob: Blob, name = 'a.png', auth = token): Promise<Envelope<UploadResult>> {
  const form = new FormData();
  form.append('file', blob, name);
  const res = await fetch(`${t.url}/files/upload`, {
    method: 'POST',
    body: form,
    headers: { 'X-CT': auth },
  });
  return (await res.json()) as Envelope<UploadResult>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('upload', () => {
  it('stores an image and serves it back', async () => {
    const env = await upload(new Blob([PNG], { type: 'image/png' }));
    expect(env.code).toBe(200);
    expect(env.data.url).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.png$`));
    const res = await fetch(env.data.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses non-images and images over 5 MB', async () => {
    expect((await upload(new Blob(['hello'], { type: 'text/plain' }), 'a.txt')).data).toEqual({
      error: 'not_an_image',
    });
    const exact = await upload(
      new Blob([new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/jpeg' }),
      'max.jpg',
    );
    expect(exact.code).toBe(200);
    const big = await upload(
      new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/jpeg' }),
      'big.jpg',
    );
    expect(big.data).toEqual({ error: 'image_too_large' });
    const huge = await upload(
      new Blob([new Uint8Array(MAX_IMAGE_BYTES * 2)], { type: 'image/jpeg' }),
      'huge.jpg',
    );
    expect(huge.data).toEqual({ error: 'image_too_large' });
  });

  it('needs a token and a file field', async () => {
    expect((await upload(new Blob([PNG], { type: 'image/png' }), 'a.png', 'bogus')).code).toBe(401);
    const res = await fetch(`${t.url}/files/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: { 'X-CT': token },
    });
    expect(((await res.json()) as Envelope<unknown>).code).toBe(400);
  });
});
