/** /ad-center/ques-detail?id=N: one FAQ item in full, as plain text. */
import { EmptyState, ErrorState, LoadingState } from '@adnet/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFaq } from '../features/faq/hooks/use-faq';
import '../features/cards/card.css';
import './ques-detail-page.css';

export function QuesDetailPage() {
  const { t } = useTranslation('adcenter');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const faq = useFaq();

  if (faq.phase === 'loading') return <LoadingState />;
  if (faq.phase === 'error') return <ErrorState onRetry={faq.retry} />;
  const item = faq.items.find((q) => q.id === id);
  if (!item) return <EmptyState text={t('faq.notFound')} />;

  return (
    <article className="adc-card adc-question" data-testid="faq-detail">
      <h2>{item.question}</h2>
      {/* Server text is shown as text, never as markup. */}
      <p className="adc-answer">{item.answer}</p>
    </article>
  );
}
