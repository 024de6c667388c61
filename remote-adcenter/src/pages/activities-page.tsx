/** /ad-center/activities: the new-user support gift (the coupons feature) and the activity rules. */

import { Card, SectionTitle } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewcomerGift } from '../features/coupons/components/newcomer-gift';
import { GiftIcon } from '../features/entries/components/icons';
import { paths } from '../paths';
import './activities-page.css';

const RULES = ['once', 'daily', 'apply', 'expiry'] as const;

export function ActivitiesPage() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();

  return (
    <div className="adc-activities">
      <NewcomerGift
        icon={<GiftIcon />}
        onViewCoupons={() => navigate(paths.coupons)}
        couponsPath={paths.coupons}
      />
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
