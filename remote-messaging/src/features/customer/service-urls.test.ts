import type { CustomerServiceItem } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import { customerServiceUrls, serviceFrameUrl } from './service-urls';

const item = (id: number, url: string, type = 1): CustomerServiceItem => ({ id, type, url });
const OWN = 'http://localhost:3000';

const allowed = customerServiceUrls({
  user: {
    customer_service_url: [item(1, 'https://chat.example.com/room/7')],
    recharge_customer_service_url: [item(2, 'https://pay-help.example.com/', 2)],
  },
  config: {
    customer_service_url: [item(3, 'http://localhost:3010/cs/chat.html')],
    recharge_customer_service_url: [],
  },
  items: { normal: [item(1, 'https://chat.example.com/room/7')], recharge: [] },
});

describe('which customer-service URLs may be framed', () => {
  it('gathers normal and recharge URLs of user info and basic config, once each', () => {
    expect(allowed.sort()).toEqual(
      [
        'http://localhost:3010/cs/chat.html',
        'https://chat.example.com/room/7',
        'https://pay-help.example.com/',
      ].sort(),
    );
    expect(
      customerServiceUrls({
        user: null,
        config: null,
        items: { normal: [], recharge: [] },
      }),
    ).toEqual([]);
  });

  it('frames https and localhost http on a named origin, any path of it', () => {
    expect(serviceFrameUrl('https://chat.example.com/room/7', allowed, OWN)?.href).toBe(
      'https://chat.example.com/room/7',
    );
    expect(serviceFrameUrl('https://pay-help.example.com/desk?x=1', allowed, OWN)).not.toBeNull();
    expect(
      serviceFrameUrl('http://localhost:3010/cs/chat.html?topic=recharge', allowed, OWN),
    ).not.toBeNull();
  });

  it('frames nothing else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example.net/room/7',
      'https://chat.example.com.evil.net/',
      'http://chat.example.com/room/7',
      'https://user:pw@chat.example.com/room/7',
      'http://localhost:4000/cs/chat.html',
      '/cs/chat.html',
    ]) {
      expect(serviceFrameUrl(bad, allowed, OWN), String(bad)).toBeNull();
    }
  });

  it('refuses the app’s own origin even when configured', () => {
    expect(serviceFrameUrl(`${OWN}/x`, [...allowed, `${OWN}/cs`], OWN)).toBeNull();
  });
});
