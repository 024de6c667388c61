/**
 * The merchant's figures at the top of the ad centre: name, credit score, deposit, shop level.
 * Until the merchant's user info is known they are Arco skeletons, never zeros that read as
 * data ("Credit score 0"). The session's stored user info shows at once while it is younger
 * than its maximum age, labelled "As of 14:03 · updating" until this page's fresh answer
 * replaces it (docs/offline.md); an older one waits for the fresh answer.
 */

import { session, useMoney, userInfoAtom, useUserInfoAge } from '@adnet/shared';
import { Skeleton } from '@adnet/shared/arco';
import { AsOf, cardClass, ErrorState } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShopStars } from '#components/shop-stars.tsx';
import { clampLevel, MAX_SHOP_LEVEL } from '#lib/shop-levels.ts';
import { paths } from '#paths';
import './profile-card.css';

export function ProfileCard() {
  const { t } = useTranslation('adcenter');
  const money = useMoney();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const age = useUserInfoAge();
  const level = clampLevel(user?.shop_level);
  // stored user info from before these figures existed counts as not known yet, and so does
  // one older than its maximum age until the fresh answer comes
  const known = user != null && typeof user.credit_score === 'number' && !age.expired;

  if (!known && age.failed && !age.updating) {
    return (
      <section
        className={cardClass('adc-profile', { tone: 'brand' })}
        aria-label={t('profile.label')}
        data-testid="profile-failed"
      >
        <ErrorState onRetry={() => void session.refreshUserInfo().catch(() => {})} />
      </section>
    );
  }

  if (!known) {
    return (
      <section
        className={cardClass('adc-profile', { tone: 'brand' })}
        aria-label={t('profile.label')}
        aria-busy="true"
        data-testid="profile-loading"
      >
        <Skeleton
          className="adc-profile-skeleton"
          title={{ width: '40%' }}
          paragraph={{ rows: 2, width: ['70%', '55%'] }}
          animation="gradient"
        />
      </section>
    );
  }

  return (
    <section
      className={cardClass('adc-profile', { tone: 'brand' })}
      aria-label={t('profile.label')}
    >
      <div className="adc-profile-name">
        <strong>{user.nickname || user.username}</strong>
        {user.vip && <span className="adc-vip">VIP</span>}
        <AsOf at={age.asOf} updating={age.updating} className="adc-profile-as-of" />
      </div>
      <dl className="adc-profile-figures">
        <div>
          <dt>{t('profile.creditScore')}</dt>
          <dd data-testid="credit-score">{user.credit_score}</dd>
        </div>
        <div>
          <dt>{t('profile.deposit')}</dt>
          <dd data-testid="deposit">{money(user.deposit)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="adc-profile-level"
        onClick={() => navigate(paths.level)}
        data-adn-to={paths.level}
        aria-label={t('profile.levelLabel', { level, max: MAX_SHOP_LEVEL })}
        data-testid="shop-level"
      >
        <span>{t('profile.shopLevel')}</span>
        <span aria-hidden="true">
          <ShopStars level={level} size={16} />
        </span>
      </button>
    </section>
  );
}
