/** /ad-center/level: the shop level in stars and what each level 0..5 stands for. */

import { userInfoAtom } from '@adnet/shared';
import { Card, SectionTitle } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ShopStars } from '../components/shop-stars';
import { clampLevel, MAX_SHOP_LEVEL, SHOP_LEVELS } from '../lib/shop-levels';
import './level-page.css';

export function LevelPage() {
  const { t } = useTranslation('adcenter');
  const user = useAtomValue(userInfoAtom);
  const level = clampLevel(user?.shop_level);

  return (
    <div className="adc-level">
      <section className="adc-level-hero" aria-labelledby="adc-level-current">
        <p className="adc-level-caption">{t('level.current')}</p>
        <h2 id="adc-level-current" data-testid="level-name">
          {t(`level.levels.${level}.name`)}
        </h2>
        {/* the stars repeat the level named by the heading above: hidden from assistive tech */}
        <div aria-hidden="true" data-testid="level-stars">
          <span>
            <ShopStars level={level} size={24} />
          </span>
        </div>
        <p className="adc-level-credit">{t('level.credit', { score: user?.credit_score ?? 0 })}</p>
      </section>
      <Card aria-labelledby="adc-level-all">
        <SectionTitle id="adc-level-all">{t('level.allTitle')}</SectionTitle>
        <ol className="adc-level-list">
          {SHOP_LEVELS.map((n) => (
            <li
              key={n}
              className={n === level ? 'adc-level-item adc-level-item-current' : 'adc-level-item'}
              aria-current={n === level ? 'true' : undefined}
              data-testid={`level-${n}`}
            >
              <div className="adc-level-item-head">
                <strong>{t(`level.levels.${n}.name`)}</strong>
                <span className="adc-level-stars">
                  <span className="adn-visually-hidden">{t('level.stars', { count: n })}</span>
                  <span aria-hidden="true">
                    {'★'.repeat(n)}
                    <span className="adc-level-stars-off">{'★'.repeat(MAX_SHOP_LEVEL - n)}</span>
                  </span>
                </span>
              </div>
              <p>{t(`level.levels.${n}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="adn-muted">{t('level.note')}</p>
      </Card>
    </div>
  );
}
