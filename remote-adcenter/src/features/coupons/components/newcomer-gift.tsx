/**
 * The new-user support gift (docs/product/ad-centre.md#ad-centre.gift): a discount coupon, claimed
 * once per user; offline the button waits for the network; the claim says what it gave, and once
 * claimed the gift leads to the coupons. The page gives its icon and where "View coupons" goes.
 */

import { ApiError, type Coupon, session, useFormat, useOnline, userInfoAtom } from '@adnet/shared';
import { ActionButton, NeedsConnection, toast } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponsApi } from '../api';
import { hasRequirement } from '../coupon-view';
import './newcomer-gift.css';

export interface NewcomerGiftProps {
  /** drawn above the title, in a light circle */
  icon: ReactNode;
  /** "View coupons", once the gift is claimed */
  onViewCoupons: () => void;
  /** where "View coupons" leads, for the host to start that page on intent (`data-adn-to`) */
  couponsPath: string;
}

export function NewcomerGift({ icon, onViewCoupons, couponsPath }: NewcomerGiftProps) {
  const { t } = useTranslation('adcenter');
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
    <section className="adc-gift" aria-labelledby="adc-gift-title">
      <span className="adc-gift-icon">{icon}</span>
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
          onClick={onViewCoupons}
          data-adn-to={couponsPath}
        >
          {t('activities.viewCoupons')}
        </button>
      )}
    </section>
  );
}
