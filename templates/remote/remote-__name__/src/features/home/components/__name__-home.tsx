/** The section's first card: the merchant greeted by name, and what the section is. */
import { cardClass } from '@adnet/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantNames } from '#contract';

export function __Name__Home({ names }: { names: MerchantNames }) {
  const { t } = useTranslation('__name__');
  const heading = useId();
  return (
    <section className={cardClass()} aria-labelledby={heading} data-testid="__name__-home">
      <h2 id={heading}>{t('home.hello', { name: names.nickname || names.username })}</h2>
      <p>{t('home.text')}</p>
    </section>
  );
}
