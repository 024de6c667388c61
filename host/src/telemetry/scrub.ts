/**
 * What a health event may carry of an error (docs/release.md "Privacy"): never the token,
 * never a query string or a hash route's parameters, never merchant data (amounts, account
 * numbers, e-mail addresses, phone numbers). Applied by the agent to every string it sends.
 */

const URL_RE = /\b(https?:\/\/[^\s'"()<>]+)/g;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Figures: amounts (12.50, 1,200), ids, card and phone numbers; kept: one- and two-digit counts. */
const FIGURE_RE = /(?<![\w.#-])[-+]?\d[\d,]*(?:\.\d+)?(?![\w])/g;
/** Long opaque strings: tokens, hashes, keys (20+ of base64url/hex characters). */
const OPAQUE_RE = /[A-Za-z0-9_-]{20,}/g;

export const MAX_MESSAGE = 300;
export const MAX_STACK = 2_000;

/**
 * `https://w.example.com/static/js/a.js?v=1#x` → `https://w.example.com/static/js/a.js`; a stack
 * frame's `:line:column` after the query stays (`a.js?v=1:12:34` → `a.js:12:34`).
 */
export function stripUrl(url: string): string {
  const cut = url.search(/[?#]/);
  if (cut === -1) return url;
  const position = /(:\d+){1,2}\)?$/.exec(url.slice(cut))?.[0] ?? '';
  return url.slice(0, cut) + position;
}

function withoutSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  return out;
}

/**
 * An error message: URLs to origin and path, e-mails, figures (1+ digit numbers of three or
 * more characters) and long opaque strings replaced, the known secrets (the token) removed.
 */
export function scrubMessage(text: string, secrets: readonly string[] = []): string {
  // URLs are set aside first (their ports and hashed file names are not merchant data)
  const urls: string[] = [];
  const out = withoutSecrets(text, secrets)
    .replace(URL_RE, (u) => `\uE000${urls.push(stripUrl(u)) - 1}\uE000`)
    .replace(EMAIL_RE, '[email]')
    .replace(FIGURE_RE, (n) => (n.replace(/\D/g, '').length >= 3 ? '[n]' : n))
    .replace(OPAQUE_RE, (s) => (/\d/.test(s) && /[a-z]/i.test(s) ? '[id]' : s))
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => urls[Number(i)] ?? '');
  return out.length > MAX_MESSAGE ? `${out.slice(0, MAX_MESSAGE)}…` : out;
}

/**
 * A stack: its message line(s) scrubbed as a message, its frames kept (function names, file
 * paths, line and column) with every URL's query and hash cut and the secrets removed.
 */
export function scrubStack(stack: string, secrets: readonly string[] = []): string {
  const lines = withoutSecrets(stack, secrets).split('\n');
  const isFrame = (l: string) => /^\s+at\s|@|^\s*\w*@?https?:\/\//.test(l);
  const out = lines.map((line) =>
    isFrame(line) ? line.replace(URL_RE, (u) => stripUrl(u)) : scrubMessage(line),
  );
  const joined = out.join('\n');
  return joined.length > MAX_STACK ? `${joined.slice(0, MAX_STACK)}…` : joined;
}

/** The URLs a stack's frames point to (stripped), first first. */
export function stackUrls(stack: string): string[] {
  return [...stack.matchAll(URL_RE)].map((m) => stripUrl(m[1] ?? ''));
}

export interface ErrorParts {
  type: string;
  message: string;
  stack: string;
}

/** Any thrown value → type, message and stack, scrubbed. */
export function describeError(error: unknown, secrets: readonly string[] = []): ErrorParts {
  if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) {
    const e = error as Error;
    return {
      type: typeof e.name === 'string' && e.name ? e.name : 'Error',
      message: scrubMessage(String(e.message ?? ''), secrets),
      stack: typeof e.stack === 'string' ? scrubStack(e.stack, secrets) : '',
    };
  }
  return { type: typeof error, message: scrubMessage(String(error), secrets), stack: '' };
}
