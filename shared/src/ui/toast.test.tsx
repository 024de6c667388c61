// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastPlace } from './toast';

/** happy-dom has no layout: gives an element a box. */
function place(el: Element, top: number, height: number) {
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 300, width: 300, height }) as DOMRect;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toastPlace', () => {
  it('a success goes to the bottom, where the figures and headings of a page are not', () => {
    expect(toastPlace('success')).toBe('bottom');
    expect(toastPlace('info')).toBe('bottom');
  });

  it('over an open bottom layer (a sheet, the keypad) every toast goes to the top', () => {
    const popup = document.createElement('div');
    popup.className = 'arco-popup-content';
    document.body.append(popup);
    expect(toastPlace('success')).toBe('bottom');
    place(popup, 400, 444);
    expect(toastPlace('success')).toBe('top');
    expect(toastPlace('fail')).toBe('top');
    // a layer on its way out no longer counts: the toast is placed for the screen after it
    popup.classList.add('arco-slide-from-bottom-exit', 'arco-slide-from-bottom-exit-active');
    expect(toastPlace('success')).toBe('bottom');
  });

  it('a failure goes to the top when the control that failed is at the bottom', () => {
    window.innerHeight = 844;
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    place(button, 200, 44);
    expect(toastPlace('fail')).toBe('bottom');
    place(button, 780, 44);
    expect(toastPlace('fail')).toBe('top');
    // a success is about the result, not the control
    expect(toastPlace('success')).toBe('bottom');
  });

  it("a dialog's action that failed: placed for the control that opened the dialog", () => {
    window.innerHeight = 844;
    const save = document.createElement('button');
    save.setAttribute('data-adn-opener', '');
    place(save, 780, 44);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    const confirm = document.createElement('button');
    dialog.append(confirm);
    document.body.append(save, dialog);
    confirm.focus();
    place(confirm, 400, 44);
    expect(toastPlace('fail')).toBe('top');
    // the dialog's field gave the focus up while the action ran
    confirm.blur();
    expect(toastPlace('fail')).toBe('top');
    place(save, 200, 44);
    expect(toastPlace('fail')).toBe('bottom');
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
