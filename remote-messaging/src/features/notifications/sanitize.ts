/**
 * Notification bodies come from the server and may hold simple markup. They are never
 * injected raw, and the hostile markup they may carry never reaches a DOM either: a body is
 * parsed by parse5 (the WHATWG HTML parsing algorithm, the one the browser runs, in plain
 * JavaScript), and a new tree is built from what the allow-list keeps: a few formatting tags,
 * links only to http(s), mailto or in-app hash routes, and the text. Everything else goes
 * (scripts, images, event handlers, styles, comments, foreign content); an element that is not
 * allowed gives up its text to its parent. That tree is serialized by parse5 and checked again:
 * parsed once more it must hold only allow-listed markup and the same words as the body; a body
 * that fails is shown as its plain text instead.
 *
 * Why not a DOM parser: Chromium checks the page's Content-Security-Policy when it parses an
 * inline event handler attribute, in any document of the page (a <template>, DOMParser,
 * document.implementation, the Sanitizer API alike), so sanitizing `<img onerror>` there logs a
 * `script-src-attr` violation on every visit although nothing runs (docs/decisions/0027).
 */
import {
  type DefaultTreeAdapterMap,
  html as HTML,
  parseFragment,
  serialize,
  defaultTreeAdapter as tree,
} from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const ALLOWED_TAGS = new Set([
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
]);
/** set on external links only, by `keep` below */
const LINK_ATTRS = new Set(['href', 'target', 'rel']);
const SAFE_HREF = /^(?:https?:|mailto:|#)/i;

/** Elements whose content is no text to read: dropped with everything in them. */
const NON_TEXT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'audio',
  'video',
  'title',
  'head',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'colgroup',
  'thead',
]);
/** Elements whose words stand apart from their neighbours' ("<p>a</p><p>b</p>" reads "a b"). */
const BLOCKS = new Set([
  'p',
  'br',
  'li',
  'blockquote',
  'ul',
  'ol',
  'div',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
]);

const isElement = (node: ChildNode): node is Element => tree.isElementNode(node);

/** Parsed as the detail's <div> parses it (`dangerouslySetInnerHTML`), into a detached tree. */
function parse(body: string): DefaultTreeAdapterMap['documentFragment'] {
  return parseFragment(tree.createElement('div', HTML.NS.HTML, []), body, {});
}

/** Copies into `to` what the allow-list keeps of `from`'s children. */
function keep(from: ParentNode, to: ParentNode): void {
  for (const node of from.childNodes) {
    if (tree.isTextNode(node)) {
      tree.insertText(to, node.value);
      continue;
    }
    if (!isElement(node) || NON_TEXT.has(node.tagName)) continue; // comments, foreign content
    const html = node.namespaceURI === HTML.NS.HTML;
    if (!html || !ALLOWED_TAGS.has(node.tagName)) {
      // not allowed: its words stay, apart from their neighbours where it was a block
      if (BLOCKS.has(node.tagName)) tree.insertText(to, ' ');
      keep(node, to);
      if (BLOCKS.has(node.tagName)) tree.insertText(to, ' ');
      continue;
    }
    const attrs = [];
    const href =
      node.tagName === 'a' ? tree.getAttrList(node).find((a) => a.name === 'href') : null;
    if (href && SAFE_HREF.test(href.value.trim())) {
      attrs.push({ name: 'href', value: href.value.trim() });
      // external links leave the app in a new context that cannot reach back to it
      if (/^https?:/i.test(href.value.trim())) {
        attrs.push(
          { name: 'target', value: '_blank' },
          { name: 'rel', value: 'noopener noreferrer' },
        );
      }
    }
    const copy = tree.createElement(node.tagName, HTML.NS.HTML, attrs);
    tree.appendChild(to, copy);
    keep(node, copy);
  }
}

/** Whether a tree holds only allow-listed markup. */
function allowed(node: ParentNode): boolean {
  return node.childNodes.every((child) => {
    if (tree.isTextNode(child)) return true;
    if (!isElement(child)) return false;
    if (child.namespaceURI !== HTML.NS.HTML || !ALLOWED_TAGS.has(child.tagName)) return false;
    for (const { name, value } of child.attrs) {
      if (!LINK_ATTRS.has(name) || child.tagName !== 'a') return false;
      if (name === 'href' && !SAFE_HREF.test(value.trim())) return false;
    }
    return allowed(child);
  });
}

/** The words of a tree, blocks kept apart, without the content of non-text elements. */
function words(node: ParentNode): string {
  const out: string[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (tree.isTextNode(child)) out.push(child.value);
      else if (isElement(child) && !NON_TEXT.has(child.tagName)) {
        const block = BLOCKS.has(child.tagName);
        if (block) out.push(' ');
        walk(child);
        if (block) out.push(' ');
      }
    }
  };
  walk(node);
  return out.join('').replace(/\s+/g, ' ').trim();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markup that is safe to set as innerHTML. */
export function sanitizeNotificationHtml(body: string): string {
  const source = parse(body);
  const clean = tree.createDocumentFragment();
  keep(source, clean);
  const markup = serialize(clean);
  // Checked as the browser will read it: only allow-listed markup, every word of the body.
  const reread = parse(markup);
  const text = words(source);
  return allowed(reread) && words(reread) === text ? markup : escapeHtml(text);
}

/** The body as one line of plain text, for the list's excerpt. */
export function notificationText(body: string): string {
  return words(parse(sanitizeNotificationHtml(body)));
}
