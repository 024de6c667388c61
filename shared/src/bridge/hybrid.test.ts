// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, installSystemBack, systemBack } from './hybrid';

afterEach(() => {
  delete window.AdnetNative;
  delete window.webkit;
  vi.restoreAllMocks();
});

describe('inbound: the shell asks the page to go back', () => {
  it('answers false while no page has installed its back: the shell closes itself', () => {
    expect(systemBack()).toBe(false);
  });

  it('window.adnet.back() runs the installed handler and passes on its answer', () => {
    const handler = vi.fn(() => true);
    const remove = installSystemBack(handler);
    expect(window.adnet?.back()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    remove();
    expect(window.adnet?.back()).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('anything but true from the handler is false', () => {
    const remove = installSystemBack(() => 'yes' as unknown as boolean);
    expect(window.adnet?.back()).toBe(false);
    remove();
  });

  it('one handler at a time: the last installed answers, and an older removal leaves it', () => {
    const first = vi.fn(() => true);
    const second = vi.fn(() => true);
    const removeFirst = installSystemBack(first);
    const removeSecond = installSystemBack(second);
    removeFirst();
    expect(window.adnet?.back()).toBe(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    removeSecond();
  });

  it('a handler that throws answers false, so the merchant is never stuck on the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = installSystemBack(() => {
      throw new Error('broken page');
    });
    expect(window.adnet?.back()).toBe(false);
    expect(console.error).toHaveBeenCalled();
    remove();
  });
});

describe('outbound: the page calls the shell', () => {
  it('Android: the calls go to window.AdnetNative as they are', () => {
    const calls: unknown[][] = [];
    window.AdnetNative = {
      close: () => calls.push(['close']),
      help: () => calls.push(['help']),
      openWindow: (url: string) => calls.push(['openWindow', url]),
    };
    bridge.close();
    bridge.help(() => calls.push(['fallback']));
    expect(bridge.openWindow('https://cs.example.com/t')).toBe(true);
    expect(bridge.openWindow('javascript:alert(1)')).toBe(false);
    expect(calls).toEqual([['close'], ['help'], ['openWindow', 'https://cs.example.com/t']]);
  });

  it('iOS: one message per call to webkit.messageHandlers.adnet', () => {
    const posted: unknown[] = [];
    window.webkit = { messageHandlers: { adnet: { postMessage: (m) => posted.push(m) } } };
    bridge.close();
    bridge.help(() => posted.push('fallback'));
    bridge.openWindow('https://cs.example.com/t');
    expect(posted).toEqual([
      { action: 'close' },
      { action: 'help' },
      { action: 'openWindow', url: 'https://cs.example.com/t' },
    ]);
  });
});
