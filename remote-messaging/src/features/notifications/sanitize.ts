/**
 * Notification bodies come from the server and may hold simple markup. They are never
 * injected raw: DOMPurify keeps a small allow-list of formatting tags, links only to
 * http(s), mailto or in-app hash routes, and drops everything else (scripts, images,
 * event handlers, styles). Its output is then checked: only allow-listed markup, and the
 * same words as the body. A body that fails (in a DOM DOMPurify cannot work with, such as
 * happy-dom) is shown as plain text instead.
 */
import createDOMPurify, { type Config } from 'dompurify';

/** Our own instance, so the link hook below touches no other copy's behaviour. */
const purify = createDOMPurify(window);

const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
];
const ALLOWED_ATTR = ['href'];
/** set by the hook below on external links only */
const ADDED_ATTR = ['target', 'rel'];
const SAFE_HREF = /^(?:https?:|mailto:|#)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_HREF,
  ALLOW_DATA_ATTR: false,
};

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  // External links leave the app in a new context that cannot reach back to it.
  if (/^https?:/i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Parsed into a template: inert, so nothing in it runs or loads. */
function inert(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function passesAllowList(html: string): boolean {
  for (const el of inert(html).querySelectorAll('*')) {
    if (!ALLOWED_TAGS.includes(el.localName)) return false;
    for (const attr of Array.from(el.attributes)) {
      if (!ALLOWED_ATTR.includes(attr.name) && !ADDED_ATTR.includes(attr.name)) return false;
      if (attr.name === 'href' && !SAFE_HREF.test(attr.value.trim())) return false;
    }
  }
  return true;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Elements whose content is no text to read (DOMPurify drops their content too). */
const NON_TEXT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'svg',
  'math',
  'audio',
  'video',
  'title',
  'head',
  'xmp',
  'plaintext',
  'colgroup',
  'thead',
].join(', ');
const BLOCKS = 'p, br, li, blockquote, ul, ol, div, h1, h2, h3, h4, h5, h6, tr';

/** The words of some markup, blocks kept apart ("<p>a</p><p>b</p>" reads "a b"). */
function textOf(html: string): string {
  const fragment = inert(html);
  for (const el of fragment.querySelectorAll(NON_TEXT)) el.remove();
  for (const el of fragment.querySelectorAll(BLOCKS)) {
    el.before(' ');
    el.after(' ');
  }
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Markup that is safe to set as innerHTML. */
export function sanitizeNotificationHtml(html: string): string {
  const clean = purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  const text = textOf(html);
  // The output must hold only allow-listed markup and every word of the body.
  return passesAllowList(clean) && textOf(clean) === text ? clean : escapeHtml(text);
}

/** The body as one line of plain text, for the list's excerpt. */
export function notificationText(html: string): string {
  return textOf(sanitizeNotificationHtml(html));
}
