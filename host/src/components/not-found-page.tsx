import { Button } from '@arco-design/mobile-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <section className="adn-not-found" data-testid="not-found">
      <div className="adn-not-found-code" aria-hidden="true">
        404
      </div>
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.message')}</p>
      <Button inline onClick={() => navigate('/', { replace: true })}>
        {t('notFound.home')}
      </Button>
    </section>
  );
}
