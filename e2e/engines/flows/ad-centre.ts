/** The ad centre flow: today's figures as the API has them. */
import { apiData, registerUser } from '#repo/scripts/serving/sandbox-client.ts';
import { money } from '../../support/money';
import { expectText, testId } from '../page';
import { type Flow, openAs } from './set-up';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// e2e/tests/adcenter/center.spec.ts
export const adCentre: Flow = {
  name: "ad centre: today's figures as the API has them",
  async run({ s }) {
    const user = await registerUser('eng');
    await openAs(s, user, '/ad-center');
    const today = await apiData<{ metrics: Record<string, string | number> }>(
      '/ad/order/data_statistics/list',
      { type: 1, user_time_zone: 'Asia/Shanghai' },
      user.token,
      'GET',
    );
    await expectText(
      s,
      testId('metric-delivery_amount'),
      new RegExp(escapeRegExp(money(today.metrics.delivery_amount ?? 0))),
    );
    await expectText(
      s,
      testId('metric-impressions'),
      new RegExp(
        escapeRegExp(new Intl.NumberFormat('en').format(Number(today.metrics.impressions))),
      ),
    );
  },
};
