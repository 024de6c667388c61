/** The merchant's figures at the top of the ad centre: name, credit score, deposit, shop level. */

import { useMoney, userInfoAtom } from '@adnet/shared';
import { cardClass } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adPaths } from '../../../paths';
import { ShopStars } from '../../shop-level/components/shop-stars';
import { clampLevel, MAX_SHOP_LEVEL } from '../../shop-level/levels';
import './profile-card.css';

export function ProfileCard() {
  const { t } = useTranslation('adcenter');
  const money = useMoney();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const level = clampLevel(user?.shop_level);

  return (
    <section
      className={cardClass('adc-profile', { tone: 'brand' })}
      aria-label={t('profile.label')}
    >
      <div className="adc-profile-name">
        <strong>{user?.nickname || user?.username || ''}</strong>
        {user?.vip && <span className="adc-vip">VIP</span>}
      </div>
      <dl className="adc-profile-figures">
        <div>
          <dt>{t('profile.creditScore')}</dt>
          <dd data-testid="credit-score">{user?.credit_score ?? 0}</dd>
        </div>
        <div>
          <dt>{t('profile.deposit')}</dt>
          <dd data-testid="deposit">{money(user?.deposit ?? '0')}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="adc-profile-level"
        onClick={() => navigate(adPaths.level)}
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
