/** The five FAQ items of basic config; tapping one opens it in full. */

import { ErrorState, LoadingState } from '@adnet/shared/ui';
import { Cell } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adPaths } from '../../../paths';
import { useFaq } from '../hooks/use-faq';
import '../../cards/card.css';
import './faq-list.css';

/** SPEC §1: the FAQ has five items. */
export const FAQ_COUNT = 5;

export function FaqList() {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const faq = useFaq();

  return (
    <section className="adc-card adc-faq" aria-label={t('faq.title')}>
      {faq.phase === 'ready' ? (
        <Cell.Group header={t('faq.title')} bordered={false}>
          {faq.items.slice(0, FAQ_COUNT).map((item) => (
            <Cell
              key={item.id}
              className="adc-faq-item"
              label={item.question}
              showArrow
              onClick={() => navigate(`${adPaths.quesDetail}?id=${item.id}`)}
            />
          ))}
        </Cell.Group>
      ) : (
        <>
          <h2 className="adc-section-title adc-faq-title">{t('faq.title')}</h2>
          {faq.phase === 'loading' ? <LoadingState /> : <ErrorState onRetry={faq.retry} />}
        </>
      )}
    </section>
  );
}
