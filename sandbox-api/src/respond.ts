/** The answers on the wire: the {code, msg, data} envelope, plain statuses, CORS, JSON bodies. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Envelope } from '@adnet/shared/wire';
import { ApiError, badParams, CODE, DEFAULT_MSG } from './errors';
import { readBody } from './http';

const JSON_LIMIT = 1024 * 1024;

export function sendEnvelope(res: ServerResponse, code: number, msg: string, data: unknown): void {
  const body: Envelope<unknown> = { code, msg, data: data === undefined ? null : data };
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

export function sendPlain(
  res: ServerResponse,
  status: number,
  statusText: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, statusText, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(statusText);
}

export function setCors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): void {
  // an answer's own content follows Accept-Language (content/localize.ts)
  res.setHeader('Vary', 'Origin, Accept-Language');
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-CT, X-TZ, Accept-Language');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const { data, truncated } = await readBody(req, JSON_LIMIT);
  if (truncated) throw badParams('body too large');
  const text = data.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badParams('body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badParams('body must be a JSON object');
  return parsed as Record<string, unknown>;
}

export function answerError(res: ServerResponse, err: unknown): void {
  if (err instanceof ApiError) {
    sendEnvelope(res, err.code, err.message, err.data);
    return;
  }
  console.error('[sandbox-api] unexpected error:', err);
  sendEnvelope(res, CODE.server, DEFAULT_MSG[CODE.server]!, null);
}
