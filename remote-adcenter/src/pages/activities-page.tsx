/** /ad-center/activities: the new-user support gift (a discount coupon, once per user). */

import { ApiError, type Coupon, session, useFormat, useOnline, userInfoAtom } from '@adnet/shared';
import { ActionButton, Card, NeedsConnection, SectionTitle, toast } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { couponsApi } from '../features/coupons/api';
import { hasRequirement } from '../features/coupons/coupon-view';
import { GiftIcon } from '../features/entries/components/icons';
import { paths } from '../paths';
import './activities-page.css';

const RULES = ['once', 'daily', 'apply', 'expiry'] as const;

export function ActivitiesPage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [busy, setBusy] = useState(false);
  /** what the claim gave, as the server answered it */
  const [given, setGiven] = useState<Coupon | null>(null);
  const format = useFormat();
  const claimed = Boolean(user?.newcomer_coupon_claimed);
  // claiming needs the network: offline the gift says so and its button waits for it
  const online = useOnline();

  const claim = async () => {
    if (busy || claimed || !online) return;
    setBusy(true);
    try {
      setGiven(await couponsApi.couponReceive({ activity: 'newcomer' }));
      toast.success(t('common:success.couponClaimed'));
      await session.refreshUserInfo().catch(() => {});
    } catch (e) {
      // The host showed why; when it was claimed already, show it as received.
      if (e instanceof ApiError && e.reason === 'newcomer_claimed') {
        await session.refreshUserInfo().catch(() => {});
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adc-activities">
      <section className="adc-gift" aria-labelledby="adc-gift-title">
        <span className="adc-gift-icon">
          <GiftIcon />
        </span>
        <h2 id="adc-gift-title">{t('activities.giftTitle')}</h2>
        <p>{t('activities.giftText')}</p>
        {!claimed && (
          <NeedsConnection className="adc-gift-offline" text={t('common:offline.needs.claim')} />
        )}
        <ActionButton
          type="primary"
          className="adc-gift-button"
          disabled={claimed || !online}
          loading={busy}
          onClick={() => void claim()}
        >
          {claimed ? t('activities.received') : t('activities.claim')}
        </ActionButton>
        {given && (
          // the gift says what it gave (docs/product/ad-centre.md#ad-centre.gift.given)
          <p className="adc-gift-given" data-testid="gift-given" role="status">
            <strong>
              {t('activities.given', {
                name: given.name,
                value:
                  given.kind === 'deduction'
                    ? t('coupons.percentOff', { value: format.couponFace(given) })
                    : format.couponFace(given),
              })}
            </strong>
            <span>
              {hasRequirement(given)
                ? t('coupons.minAmount', { amount: format.money(given.min_amount) })
                : t('coupons.noMinimum')}
              {' · '}
              {t('coupons.expires', { date: format.date(given.expires_at) })}
            </span>
          </p>
        )}
        {claimed && (
          <button
            type="button"
            className="adn-link"
            onClick={() => navigate(paths.coupons)}
            data-adn-to={paths.coupons}
          >
            {t('activities.viewCoupons')}
          </button>
        )}
      </section>
      <Card aria-labelledby="adc-activity-rules">
        <SectionTitle id="adc-activity-rules">{t('activities.rulesTitle')}</SectionTitle>
        <ol className="adc-rules-list">
          {RULES.map((r) => (
            <li key={r}>{t(`activities.rules.${r}`)}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
