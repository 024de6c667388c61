/** POST /files/upload: one image, at most 5 MB, stored under data/uploads and served back. */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadResult } from '@adnet/shared/wire';
import { badParams, reason } from '../errors';
import { type Ctx, me, type Route } from '../http';
import { boundaryOf, parseMultipart } from '../multipart';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** bytes of a multipart body kept in memory: the image plus room for headers and other fields */
export const UPLOAD_KEEP_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/x-icon': 'ico',
};

export const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS)
    .filter(([type]) => type !== 'image/jpg')
    .map(([type, ext]) => [ext, type]),
);

async function upload(ctx: Ctx): Promise<UploadResult> {
  me(ctx);
  const boundary = boundaryOf(ctx.req.headers['content-type']);
  if (!boundary || !ctx.raw) throw badParams('multipart form data with a file field is required');
  const file = parseMultipart(ctx.raw, boundary).find((p) => p.name === 'file');
  if (!file) throw badParams('file is required');
  const type = file.contentType.split(';')[0]!.trim();
  if (!type.startsWith('image/')) throw reason('not_an_image');
  if (!file.complete && !ctx.rawTruncated) throw badParams('malformed multipart body');
  if (!file.complete || file.data.length > MAX_IMAGE_BYTES) throw reason('image_too_large');
  if (file.data.length === 0) throw badParams('file is empty');
  const name = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type] ?? 'img'}`;
  await mkdir(ctx.app.uploadsDir, { recursive: true });
  await writeFile(join(ctx.app.uploadsDir, name), file.data);
  return { url: `${ctx.app.baseUrl}/uploads/${name}` };
}

export const uploadRoutes: Route[] = [
  { method: 'POST', path: '/files/upload', auth: 'user', multipart: true, handler: upload },
];
