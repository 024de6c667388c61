/**
 * Files the sandbox serves itself: product covers (generated SVG), a landing page, a small video,
 * the customer-service demo pages (framed by the app, so no X-Frame-Options) and uploaded images.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { EXTENSION_TYPES } from './routes/upload';
import { PRODUCTS } from './seed-data';

const COLORS: [string, string][] = [
  ['#6a5af9', '#d66efd'],
  ['#ff6b6b', '#feca57'],
  ['#1dd1a1', '#10ac84'],
  ['#54a0ff', '#2e86de'],
  ['#5f27cd', '#341f97'],
  ['#ff9f43', '#ee5253'],
];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function cover(n: number): string {
  const product = PRODUCTS[n - 1]!;
  const [from, to] = COLORS[(n - 1) % COLORS.length]!;
  const badge = product.type === 'video' ? 'VIDEO' : 'LANDING PAGE';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="80" r="120" fill="#fff" fill-opacity="0.12"/>
<circle cx="80" cy="330" r="90" fill="#fff" fill-opacity="0.10"/>
<rect x="32" y="32" rx="14" width="${badge.length * 13 + 32}" height="36" fill="#000" fill-opacity="0.25"/>
<text x="48" y="57" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#fff">${badge}</text>
<text x="32" y="250" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeHtml(product.name)}</text>
<text x="32" y="292" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#fff" fill-opacity="0.9">$${escapeHtml(product.price)}</text>
${product.type === 'video' ? '<polygon points="300,150 300,210 350,180" fill="#fff" fill-opacity="0.9"/>' : ''}
</svg>`;
}

const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f6fa;color:#1d2129}`;

function landing(n: number): string {
  const product = PRODUCTS[n - 1] ?? PRODUCTS[0]!;
  const index = PRODUCTS.indexOf(product) + 1;
  const [from, to] = COLORS[(index - 1) % COLORS.length]!;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(product.name)}</title><style>${PAGE_STYLE}
.hero{padding:48px 24px;color:#fff;background:linear-gradient(135deg,${from},${to})}h1{margin:0 0 8px;font-size:28px}
main{padding:24px}.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px}button{width:100%;padding:14px;border:0;border-radius:24px;background:${from};color:#fff;font-size:16px}</style></head>
<body><section class="hero"><h1>${escapeHtml(product.name)}</h1><p>${escapeHtml(product.description)}</p></section>
<main><div class="card"><strong>$${escapeHtml(product.price)}</strong><p>${escapeHtml(product.game)}</p></div>
<button type="button" onclick="this.textContent='Thank you! (demo landing page)'">Get it now</button></main></body></html>`;
}

function chat(topic: string | null): string {
  const recharge = topic === 'recharge';
  const title = recharge ? 'Recharge service' : 'Online customer service';
  const greeting = recharge
    ? 'Hello! Deposits are made manually through customer service. Tell me the amount you would like to top up.'
    : 'Hello! How can we help you today?';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${PAGE_STYLE}
body{display:flex;flex-direction:column;height:100vh}header{padding:14px 16px;background:#165dff;color:#fff;font-weight:600}
#log{flex:1;overflow:auto;padding:16px}.msg{max-width:78%;padding:10px 12px;border-radius:12px;margin:8px 0;line-height:1.4;font-size:14px}
.agent{background:#fff}.me{background:#165dff;color:#fff;margin-left:auto}
form{display:flex;gap:8px;padding:10px;background:#fff;border-top:1px solid #e5e6eb}input{flex:1;padding:10px;border:1px solid #e5e6eb;border-radius:18px}
button{padding:0 16px;border:0;border-radius:18px;background:#165dff;color:#fff}</style></head>
<body><header data-testid="cs-title">${title}</header><div id="log"><div class="msg agent">${greeting}</div>
<div class="msg agent">This is the sandbox's demo chat: an agent answers automatically.</div></div>
<form id="f"><input id="t" placeholder="Type a message" autocomplete="off" aria-label="Message"><button>Send</button></form>
<script>
var log=document.getElementById('log'),t=document.getElementById('t');
function add(text,who){var d=document.createElement('div');d.className='msg '+who;d.textContent=text;log.appendChild(d);log.scrollTop=log.scrollHeight;}
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var v=t.value.trim();if(!v)return;add(v,'me');t.value='';
setTimeout(function(){add('Thank you, an agent will reply shortly. (demo)','agent');},600);});
</script></body></html>`;
}

function ticket(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Service ticket</title><style>${PAGE_STYLE}main{padding:24px;max-width:560px;margin:auto}
label{display:block;margin:12px 0 4px}input,textarea{width:100%;padding:10px;border:1px solid #e5e6eb;border-radius:8px}
button{margin-top:16px;padding:12px 20px;border:0;border-radius:20px;background:#165dff;color:#fff}</style></head>
<body><main><h1>Service ticket</h1><p>Leave a message and customer service will contact you.</p>
<form id="f"><label for="s">Subject</label><input id="s" required><label for="c">Description</label><textarea id="c" rows="5" required></textarea>
<button>Submit</button></form><p id="done" hidden>Ticket created (demo). We will contact you soon.</p></main>
<script>document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();this.hidden=true;document.getElementById('done').hidden=false;});</script>
</body></html>`;
}

function send(
  res: ServerResponse,
  type: string,
  body: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'public, max-age=600',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...extra,
  });
  res.end(body);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  type: string,
  extra: Record<string, string> = {},
): Promise<boolean> {
  let size: number;
  try {
    const s = await stat(file);
    if (!s.isFile()) return false;
    size = s.size;
  } catch {
    return false;
  }
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=600',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...extra,
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(range[2]));
    }
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return true;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file, { start, end }).pipe(res);
  return true;
}

/** Answers a static path; false when the path is not one of these files. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  dirs: { staticDir: string; uploadsDir: string },
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = url.pathname;
  const coverMatch = /^\/static\/cover\/(\d)\.svg$/.exec(path);
  if (coverMatch) {
    const n = Number(coverMatch[1]);
    if (n < 1 || n > PRODUCTS.length) return false;
    send(res, 'image/svg+xml; charset=utf-8', cover(n));
    return true;
  }
  if (path === '/static/video.mp4')
    return sendFile(req, res, join(dirs.staticDir, 'video.mp4'), 'video/mp4');
  if (path === '/static/landing.html') {
    send(res, 'text/html; charset=utf-8', landing(Number(url.searchParams.get('product') ?? '1')));
    return true;
  }
  if (path === '/cs/chat.html') {
    send(res, 'text/html; charset=utf-8', chat(url.searchParams.get('topic')), {
      'Cache-Control': 'no-cache',
    });
    return true;
  }
  if (path === '/cs/ticket.html') {
    send(res, 'text/html; charset=utf-8', ticket(), { 'Cache-Control': 'no-cache' });
    return true;
  }
  const upload = /^\/uploads\/([a-f0-9]{32})\.([a-z]{2,4})$/.exec(path);
  if (upload) {
    const type = EXTENSION_TYPES[upload[2]!] ?? 'application/octet-stream';
    return sendFile(req, res, join(dirs.uploadsDir, `${upload[1]}.${upload[2]}`), type, {
      // an uploaded SVG must not run scripts on the sandbox's origin
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  }
  return false;
}
