/** GET /basic_config: languages, customer-service links, withdrawal methods, FAQ and rules. */
import type { BasicConfig, CustomerServiceItem, FaqItem } from '@adnet/shared/wire';
import { LANGUAGES } from './catalog';
import { type ContentLanguage, contentLanguage, faqAndRules, localize } from './content/localize';

export const NETWORKS = ['TRC20', 'ERC20'];

export function customerServiceItems(
  baseUrl: string,
  lang: ContentLanguage = 'en',
): CustomerServiceItem[] {
  return [
    { id: 1, type: 1, url: `${baseUrl}/cs/chat.html`, name: localize('Online service', lang) },
    { id: 2, type: 2, url: `${baseUrl}/cs/ticket.html`, name: localize('Service ticket', lang) },
  ];
}

export function rechargeServiceItems(
  baseUrl: string,
  lang: ContentLanguage = 'en',
): CustomerServiceItem[] {
  const url = `${baseUrl}/cs/chat.html?topic=recharge`;
  return [{ id: 3, type: 1, url, name: localize('Recharge service', lang) }];
}

/** The FAQ in a language of the product (any of its spellings), English for any other. */
export function faqFor(lang: string | null | undefined): FaqItem[] {
  return faqAndRules(contentLanguage(lang)).faq.map(([question, answer], i) => ({
    id: i + 1,
    question,
    answer,
  }));
}

/** `lang` is the query's `lang`, else the request's language (routes/auth.ts). */
export function basicConfig(baseUrl: string, lang: string | null | undefined): BasicConfig {
  const target = contentLanguage(lang);
  return {
    client_language_map: LANGUAGES.map((l) => ({ ...l })),
    customer_service_url: customerServiceItems(baseUrl, target),
    recharge_customer_service_url: rechargeServiceItems(baseUrl, target),
    withdraw_method_config: { bank_card: true, wallet_address: true, networks: [...NETWORKS] },
    faq_config: faqFor(target),
    operating_rules: faqAndRules(target).rules.join('\n'),
  };
}
