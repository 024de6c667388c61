/** The five FAQ items of basic config; tapping one opens it in full. */
import { type FaqItem, type Resource, useResource, volatileBasicConfigAtom } from '@adnet/shared';
import { Cell } from '@adnet/shared/arco';
import { cardClass, Loaded, SectionTitle } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#paths';
import { faqItems } from '../faq';
import './faq-list.css';

/** The FAQ has five items (docs/product/ad-centre.md#ad-centre.faq). */
export const FAQ_COUNT = 5;

export function FaqList({ faq }: { faq: Resource<FaqItem[]> }) {
  const { t } = useTranslation('adcenter');
  const navigate = useNavigate();
  const state = useResource(faq);
  const items = faqItems(useAtomValue(volatileBasicConfigAtom), state.data);

  return (
    <section className={cardClass('adc-faq', { flush: true })} aria-label={t('faq.title')}>
      {items ? (
        <Cell.Group header={t('faq.title')} bordered={false}>
          {items.slice(0, FAQ_COUNT).map((item) => (
            <Cell
              key={item.id}
              className="adc-faq-item"
              label={item.question}
              showArrow
              onClick={() => navigate(`${paths.quesDetail}?id=${item.id}`)}
            />
          ))}
        </Cell.Group>
      ) : (
        <>
          <SectionTitle className="adc-faq-title">{t('faq.title')}</SectionTitle>
          <Loaded state={state}>{() => null}</Loaded>
        </>
      )}
    </section>
  );
}
