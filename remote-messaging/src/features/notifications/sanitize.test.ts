// @vitest-environment happy-dom
/**
 * Safety holds in any DOM. (Under happy-dom DOMPurify itself misreads element names, so
 * the allow-list check falls back to text there; the markup that real browsers keep is
 * checked end to end in e2e/tests/messaging/notifications.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { notificationText, sanitizeNotificationHtml } from './sanitize';

const HOSTILE = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(2)</script>',
  '<svg onload="alert(3)"></svg>',
  '<p onclick="alert(4)" style="color:red">a</p>',
  '<a href="javascript:alert(5)">j</a>',
  '<a href="data:text/html,hi">d</a>',
  '<form action="https://e.com"><input name="x"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
];

function parse(html: string) {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}

describe('notification bodies', () => {
  it('never keep a script, an event handler, an image, a form or an unsafe link', () => {
    for (const body of HOSTILE) {
      const out = sanitizeNotificationHtml(`<p>before</p>${body}<p>after <b>bold</b></p>`);
      const dom = parse(out);
      expect(dom.querySelector('script, img, iframe, svg, math, form, input, style'), body).toBe(
        null,
      );
      for (const el of dom.querySelectorAll('*')) {
        for (const attr of Array.from(el.attributes)) {
          expect(['href', 'target', 'rel'], `${body}: ${attr.name}`).toContain(attr.name);
        }
        const href = el.getAttribute('href');
        if (href !== null) expect(href).toMatch(/^(https?:|mailto:|#)/);
      }
      expect(out).not.toMatch(/javascript:|onerror|onload|onclick/i);
      expect(dom.textContent).toContain('before');
    }
  });

  it('keeps the words of every block apart', () => {
    expect(notificationText('<p>a</p><a href="#/x">link</a><p>b</p>')).toBe('a link b');
  });

  it('loses no word and turns no text into markup', () => {
    const out = sanitizeNotificationHtml('<p>1 &lt;b&gt; 2 &amp; <b>three</b></p>');
    expect(parse(out).textContent?.replace(/\s+/g, ' ').trim()).toBe('1 <b> 2 & three');
    expect(parse(out).querySelectorAll('b').length).toBeLessThanOrEqual(1);
  });

  it('reads as one line of text for the list, without script text', () => {
    expect(
      notificationText(
        '<p>Plans run.</p><script>alert("xss")</script><p>Pause <b>two</b> hours.</p>',
      ),
    ).toBe('Plans run. Pause two hours.');
    expect(notificationText('a<br>b')).toBe('a b');
    expect(notificationText('1 &lt; 2 &amp; <i>3</i>')).toBe('1 < 2 & 3');
  });
});
