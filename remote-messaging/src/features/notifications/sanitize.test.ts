// @vitest-environment happy-dom
/**
 * Safety and words of notification bodies. The sanitizer parses with parse5, not the DOM, so
 * the markup it keeps is the same here as in a browser; that a browser logs no CSP report
 * while sanitizing is checked end to end (e2e/tests/messaging/sanitize-csp.spec.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { notificationText, sanitizeNotificationHtml } from './sanitize';

const HOSTILE = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(2)</script>',
  '<svg onload="alert(3)"></svg>',
  '<p onclick="alert(4)" style="color:red">a</p>',
  '<a href="javascript:alert(5)">j</a>',
  '<a href=" java\tscript:alert(5)">j</a>',
  '<a href="data:text/html,hi">d</a>',
  '<form action="https://e.com"><input name="x"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
  '<!--<img src=x onerror=alert(7)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(8)>"></noscript>',
  '<style>@import "https://e.com/x.css"</style><link rel=stylesheet href=//e.com/x.css>',
  '<details open ontoggle=alert(9)>x</details><body onload=alert(10)>',
];

function parse(html: string) {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}

describe('notification bodies', () => {
  it('never keep a script, an event handler, an image, a form, a style or an unsafe link', () => {
    for (const body of HOSTILE) {
      const out = sanitizeNotificationHtml(`<p>before</p>${body}<p>after <b>bold</b></p>`);
      const dom = parse(out);
      expect(
        dom.querySelector('script, img, iframe, svg, math, form, input, style, link, details'),
        body,
      ).toBe(null);
      for (const el of dom.querySelectorAll('*')) {
        for (const attr of Array.from(el.attributes)) {
          expect(['href', 'target', 'rel'], `${body}: ${attr.name}`).toContain(attr.name);
        }
        const href = el.getAttribute('href');
        if (href !== null) expect(href).toMatch(/^(https?:|mailto:|#)/);
      }
      expect(out, body).not.toMatch(/javascript:|onerror|onload|onclick|ontoggle|@import/i);
      expect(out, body).toContain('<p>before</p>');
      // (an unclosed <math> holds the rest of the body, as in a browser: it goes with it)
      if (!body.startsWith('<math>')) expect(out, body).toContain('<b>bold</b>');
    }
  });

  it('keeps the allowed markup as it is, and sends external links to a new context', () => {
    expect(
      sanitizeNotificationHtml(
        '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See</a>.</p>',
      ),
    ).toBe(
      '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See</a>.</p>',
    );
    expect(sanitizeNotificationHtml('<ul><li><i>a</i></li><li>b<br>c</li></ul>')).toBe(
      '<ul><li><i>a</i></li><li>b<br>c</li></ul>',
    );
    expect(sanitizeNotificationHtml('<a href="https://e.com/x" target="_top" id="y">e</a>')).toBe(
      '<a href="https://e.com/x" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeNotificationHtml('<a href="mailto:help@e.com">m</a>')).toBe(
      '<a href="mailto:help@e.com">m</a>',
    );
  });

  it('keeps the words of an element it drops, apart where it was a block', () => {
    expect(sanitizeNotificationHtml('<div>a</div><div>b <font>c</font></div>')).toBe(' a  b c ');
    expect(notificationText('<h2>Title</h2><table><tr><td>x</td><td>y</td></tr></table>')).toBe(
      'Title x y',
    );
  });

  it('keeps the words of every block apart', () => {
    expect(notificationText('<p>a</p><a href="#/x">link</a><p>b</p>')).toBe('a link b');
  });

  it('loses no word and turns no text into markup', () => {
    const out = sanitizeNotificationHtml('<p>1 &lt;b&gt; 2 &amp; <b>three</b></p>');
    expect(out).toBe('<p>1 &lt;b&gt; 2 &amp; <b>three</b></p>');
    expect(parse(out).textContent).toBe('1 <b> 2 & three');
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

  it('keeps translated text and its markup: Thai, Japanese, German', () => {
    for (const body of [
      '<p>ห้ามบอกรหัสผ่านธุรกรรมของคุณแก่ผู้อื่นเด็ดขาด</p><img src="x" onerror="alert(\'xss\')"><p>ฝ่ายบริการลูกค้าจะไม่ขอรหัสผ่านนี้จากคุณ</p>',
      '<p>3人でチームを組むと<b>チームクーポン</b>がもらえます。<a href="#/ad-center/coupons">マイクーポンを見る</a>。</p>',
      '<p>Banküberweisungen wurden umgestellt. Auszahlungen können heute <i>bis zu 2 Stunden</i> länger dauern.</p>',
    ]) {
      const out = sanitizeNotificationHtml(body);
      expect(out).toBe(body.replace(/<img[^>]*>/, ''));
    }
  });

  it('builds nothing in the document while it works: no element, no parse of the body', () => {
    const create = vi.spyOn(document, 'createElement');
    const parseHtml = vi.spyOn(DOMParser.prototype, 'parseFromString');
    sanitizeNotificationHtml('<p>a</p><img src=x onerror="alert(1)">');
    notificationText('<p>a</p><img src=x onerror="alert(1)">');
    expect(create).not.toHaveBeenCalled();
    expect(parseHtml).not.toHaveBeenCalled();
    create.mockRestore();
    parseHtml.mockRestore();
  });
});
