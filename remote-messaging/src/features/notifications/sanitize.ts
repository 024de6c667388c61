/**
 * Notification bodies come from the server and may hold simple markup. They are never
 * injected raw: DOMPurify keeps a small allow-list of formatting tags, links only to
 * http(s), mailto or in-app hash routes, and drops everything else (scripts, images,
 * event handlers, styles).
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

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
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

/** Markup that is safe to set as innerHTML. */
export function sanitizeNotificationHtml(html: string): string {
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

const BLOCKS = new Set(['P', 'BR', 'LI', 'BLOCKQUOTE', 'UL', 'OL']);

/** The body as one line of plain text, for the list's excerpt. */
export function notificationText(html: string): string {
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // Keep words of neighbouring blocks apart ("<p>a</p><p>b</p>" reads "a b", not "ab").
  const walker = fragment.ownerDocument.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT);
  const blocks: Element[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (BLOCKS.has((n as Element).nodeName)) blocks.push(n as Element);
  }
  for (const el of blocks) el.after(' ');
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
