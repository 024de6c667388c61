// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';
import { candidates, freePlace, obstacles } from './toast-place';

/** happy-dom has no layout: gives an element a box. */
function place(el: Element, top: number, height: number) {
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 300, width: 300, height }) as DOMRect;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('where a toast goes (toast-place.ts)', () => {
  const box = (top: number, height = 40) => ({ top, bottom: top + height, left: 20, right: 370 });
  const places = [
    { place: 'header' as const, box: box(4) },
    { place: 'bottom' as const, box: box(780) },
    { place: 'top' as const, box: box(60) },
  ];

  it('takes the first place whose box crosses no figure or field', () => {
    expect(freePlace(places, [])).toBe('header');
    // a figure under the header's place (a header that scrolled away with its page)
    expect(freePlace(places, [box(10, 20)])).toBe('bottom');
    // a ledger balance above the home bar as well
    expect(freePlace(places, [box(10, 20), box(790, 20)])).toBe('top');
  });

  it('with no place free, the one that covers the fewest, the header’s on a tie', () => {
    expect(freePlace(places, [box(10, 20), box(790, 20), box(800, 10), box(70, 10)])).toBe(
      'header',
    );
    expect(freePlace(places, [box(10, 20), box(12, 20), box(790, 20), box(70, 10)])).toBe('bottom');
  });

  it('a box beside a figure, not over it, leaves it free', () => {
    const beside = { top: 10, bottom: 30, left: 371, right: 390 };
    expect(freePlace(places, [beside])).toBe('header');
  });

  it('fields, the focused control and a failed dialog’s opener are obstacles; the header is not', () => {
    window.innerHeight = 844;
    const header = document.createElement('div');
    header.dataset.testid = 'header';
    const title = document.createElement('input');
    header.append(title);
    const field = document.createElement('input');
    const opener = document.createElement('button');
    opener.setAttribute('data-adn-opener', '');
    document.body.append(header, field, opener);
    place(title, 0, 44);
    place(field, 300, 44);
    place(opener, 780, 44);
    const tops = obstacles().map((r) => r.top);
    expect(tops).toContain(300);
    expect(tops).toContain(780);
    expect(tops).not.toContain(0);
  });

  it('while a layer is open only what is in it counts: the page behind is dimmed', () => {
    const field = document.createElement('input');
    const sheet = document.createElement('div');
    sheet.className = 'arco-popup-content';
    const amount = document.createElement('input');
    sheet.append(amount);
    document.body.append(field, sheet);
    place(field, 100, 44);
    place(sheet, 400, 444);
    place(amount, 500, 44);
    expect(obstacles().map((r) => r.top)).toEqual([500]);
    // a layer on its way out no longer counts
    sheet.classList.add('arco-slide-from-bottom-exit');
    expect(obstacles().map((r) => r.top)).toContain(100);
  });

  it('the header’s place is offered only while the bar starts the screen', () => {
    window.innerWidth = 390;
    window.innerHeight = 844;
    const header = document.createElement('div');
    header.dataset.testid = 'header';
    const bar = document.createElement('div');
    bar.className = 'arco-nav-bar';
    header.append(bar);
    document.body.append(header);
    place(header, 0, 44);
    place(bar, 0, 44);
    const list = candidates(200, 36);
    expect(list.map((c) => c.place)).toEqual(['header', 'bottom', 'top']);
    expect(list[0]!.box.top).toBe(4);
    expect(list[1]!.box.bottom).toBe(820);
    expect(list[2]!.box.top).toBe(52);
    // scrolled away with its page (a header over a hero)
    place(header, -300, 44);
    place(bar, -300, 44);
    expect(candidates(200, 36).map((c) => c.place)).toEqual(['bottom', 'top']);
  });
});

describe('toast', () => {
  const wait = () => act(() => new Promise((r) => setTimeout(r, 50)));

  it('a success is a status, a failure an alert, each with its own look; text stays text', async () => {
    act(() => {
      toast.success('Bound successfully');
      toast.fail('<b>Quota</b> exceeded');
    });
    await wait();
    const status = document.querySelector('.adn-toast-success [role="status"]');
    const alert = document.querySelector('.adn-toast-fail [role="alert"]');
    expect(status?.textContent).toBe('Bound successfully');
    expect(alert?.textContent).toBe('<b>Quota</b> exceeded');
    expect(alert?.querySelector('b')).toBeNull();
    expect(document.querySelector('.adn-toast-success .arco-toast-wrapper')?.className).toContain(
      'from-bottom',
    );
  });
});
