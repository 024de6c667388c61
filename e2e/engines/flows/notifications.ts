/** The notifications flow: the bell opens them, reading one lowers its count. */
import { apiData, registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { expectRoute, expectText, tap, testId } from '../page';
import { type Flow, openAs, pushSeen } from './set-up';

// e2e/tests/messaging/notifications.spec.ts
export const notifications: Flow = {
  name: 'notifications: the bell opens them, reading one lowers its count',
  async run({ s }) {
    const user = await registerUser('eng');
    await openAs(s, user, '/ad-center', await pushSeen(user));
    await expectText(s, testId('bell-badge'), '4');
    await tap(s, testId('header-bell'));
    await expectRoute(s, '/notification');
    await tap(s, { css: testId('notification-item'), contains: 'New-user support gift' });
    await expectText(s, testId('notification-body'), /Your new-user support gift is waiting/);
    await expectText(s, testId('bell-badge'), '3');
    const unread = await apiData<{ unread_total: number }>(
      '/user/notifications/unread_count',
      {},
      user.token,
    );
    if (unread.unread_total !== 3) throw new Error(`server unread ${unread.unread_total}`);
  },
};
