import { describe, expect, it } from 'vitest';
import { pickProvider, providerOf } from './share-provider';

describe('pickProvider', () => {
  const provider = (_pkg: string, e: { from?: string }) => e.from;
  it("prefers the host's copy, then the asking app's own, never another remote's", () => {
    const host = { from: 'host', version: '1.0.0' };
    const wallet = { from: 'wallet', version: '1.0.1' };
    const adcenter = { from: 'adcenter', version: '1.0.2' };
    expect(pickProvider('x', { a: adcenter, b: host, c: wallet }, 'wallet', provider)).toBe(host);
    expect(pickProvider('x', { a: adcenter, c: wallet }, 'wallet', provider)).toBe(wallet);
    expect(pickProvider('x', { a: adcenter }, 'wallet', provider)).toBeUndefined();
  });
});

describe('providerOf', () => {
  const hostGet = () => Promise.resolve(() => ({}));
  const walletGet = () => Promise.resolve(() => ({}));
  const apps = [
    { options: { name: 'host', shared: { react: [{ from: 'host', get: hostGet }] } } },
    { options: { name: 'wallet', shared: { react: [{ from: 'wallet', get: walletGet }] } } },
  ];
  it("knows the host's copy by its loader after a remote loaded it first", () => {
    // the runtime's copy in the share scope, relabelled by the wallet that loaded it
    expect(providerOf('react', { from: 'wallet', get: hostGet }, apps)).toBe('host');
    expect(providerOf('react', { from: 'wallet', get: walletGet }, apps)).toBe('wallet');
  });
  it('falls back to the label for an option no app lists', () => {
    expect(providerOf('react', { from: 'plan', get: () => null }, apps)).toBe('plan');
    expect(providerOf('jotai', { from: 'host' }, apps)).toBe('host');
  });
});
