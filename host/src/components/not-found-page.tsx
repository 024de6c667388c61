import { paths, tokenAtom } from '@adnet/shared';
import { Button } from '@arco-design/mobile-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // "Home" is where the merchant starts: the ad centre once logged in (the root path would
  // send them to the login form they are past), the login otherwise.
  const home = useAtomValue(tokenAtom) !== null ? paths.adCenter : paths.login;
  return (
    <section className="adn-not-found" data-testid="not-found">
      <div className="adn-not-found-code" aria-hidden="true">
        404
      </div>
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.message')}</p>
      <Button inline onClick={() => navigate(home, { replace: true })}>
        {t('notFound.home')}
      </Button>
    </section>
  );
}
