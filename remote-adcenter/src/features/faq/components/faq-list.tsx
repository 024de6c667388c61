/** The five FAQ items of basic config; tapping one opens it in full. */
import { type FaqItem, type Resource, useResource, volatileBasicConfigAtom } from '@adnet/shared';
import { Loaded } from '@adnet/shared/ui';
import { Cell } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adPaths } from '../../../paths';
import { faqItems } from '../faq';
import '../../cards/card.css';
import './faq-list.css';

/** SPEC §1: the FAQ has five items. */
export const FAQ_COUNT = 5;

export function FaqList({ faq }: { faq: Resource<FaqItem[]> }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const state = useResource(faq);
  const items = faqItems(useAtomValue(volatileBasicConfigAtom), state.data);

  return (
    <section className="adc-card adc-faq" aria-label={t('faq.title')}>
      {items ? (
        <Cell.Group header={t('faq.title')} bordered={false}>
          {items.slice(0, FAQ_COUNT).map((item) => (
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
          <Loaded state={state}>{() => null}</Loaded>
        </>
      )}
    </section>
  );
}
