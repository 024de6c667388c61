/** The customer-service flow: the header popup opens the framed chat, and the chat loads. */
import { registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { API_URL } from '../../support/env';
import { expectRoute, expectVisible, tap, testId, waitFor } from '../page';
import { type Flow, openAs, pushSeen } from './set-up';

// e2e/tests/messaging/customer.spec.ts
export const customerService: Flow = {
  name: 'customer service: the header popup opens the framed chat',
  async run({ s }) {
    const user = await registerUser('eng');
    await openAs(s, user, '/notification', await pushSeen(user));
    await tap(s, testId('header-service'));
    await expectVisible(s, testId('cs-popup'));
    await tap(s, `${testId('cs-item')}[data-type="1"]`);
    await expectRoute(s, '/customer');
    await waitFor(
      s,
      'the chat framed',
      `const f = document.querySelector('[data-testid="customer-frame"]');
       return !!f && f.getAttribute('src') === arguments[0] && f.getBoundingClientRect().height > 200;`,
      [`${API_URL}/cs/chat.html`],
    );
    // the chat page itself loaded in the frame (CSP frame-src, the frame's sandbox)
    const frame = testId('customer-frame');
    let title = '';
    for (let i = 0; i < 60 && title !== 'Online customer service'; i++) {
      title = await s
        .runInFrame<string>(
          frame,
          `return document.querySelector('[data-testid="cs-title"]')?.textContent?.trim() ?? '';`,
        )
        .catch(() => '');
      if (title !== 'Online customer service') await new Promise((r) => setTimeout(r, 250));
    }
    if (title !== 'Online customer service') {
      throw new Error(`the framed chat did not load: title ${JSON.stringify(title)}`);
    }
  },
};
