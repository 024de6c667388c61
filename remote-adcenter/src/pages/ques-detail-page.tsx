/** /ad-center/ques-detail?id=N: one FAQ item in full, as plain text. */
import { type FaqItem, type Resource, useResource, volatileBasicConfigAtom } from '@adnet/shared';
import { cardClass, EmptyState, Loaded } from '@adnet/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { faqItems } from '../features/faq/faq';
import './ques-detail-page.css';

export interface QuesDetailData {
  faq: Resource<FaqItem[]>;
}

export function QuesDetailPage() {
  const { t } = useTranslation('adcenter');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { faq } = useLoaderData() as QuesDetailData;
  const state = useResource(faq);
  const items = faqItems(useAtomValue(volatileBasicConfigAtom), state.data);

  return (
    <Loaded state={{ ...state, data: items }}>
      {(list) => {
        const item = list.find((q) => q.id === id);
        if (!item) return <EmptyState text={t('faq.notFound')} />;
        return (
          <article className={cardClass('adc-question')} data-testid="faq-detail">
            <h2>{item.question}</h2>
            {/* Server text is shown as text, never as markup. */}
            <p className="adc-answer">{item.answer}</p>
          </article>
        );
      }}
    </Loaded>
  );
}
