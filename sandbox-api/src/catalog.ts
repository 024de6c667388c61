/** Fixed reference data: authorization codes, operators, acceptors and the language list. */

import type { Acceptor, AcceptorKind } from '@adnet/remote-wallet/contract';
import type { LanguageEntry } from '@adnet/shared/wire';

/** Authorization codes (license keys) that open an ad account; matched case-insensitively. */
export const AUTHORIZATION_CODES = ['ADNET-2026', 'DEMO-LICENSE'] as const;

export function isAuthorizationCode(value: string): boolean {
  const wanted = value.trim().toUpperCase();
  return AUTHORIZATION_CODES.some((code) => code === wanted);
}

/** Operator ids a merchant may follow: "OP" and 4-8 digits, and on this list. */
export const OPERATORS = [
  'OP10086',
  'OP20001',
  'OP30002',
  'OP12345',
  'OP88888',
  'OP2026001',
] as const;

export const OPERATOR_FORMAT = /^OP\d{4,8}$/;

export function isKnownOperator(value: string): boolean {
  return OPERATOR_FORMAT.test(value) && (OPERATORS as readonly string[]).includes(value);
}

export interface AcceptorEntry extends Acceptor {
  /** the acceptance code a merchant enters; never sent to clients */
  code: string;
}

export const ACCEPTORS: AcceptorEntry[] = [
  {
    id: 1,
    kind: 'personal',
    code: 'P-8888',
    name: 'Li Wei',
    limit: '20000.00',
    currency: 'USD',
    rate: '7.1800',
  },
  {
    id: 2,
    kind: 'personal',
    code: 'P-1234',
    name: 'Maria Santos',
    limit: '5000.00',
    currency: 'USD',
    rate: '0.9200',
  },
  {
    id: 3,
    kind: 'enterprise',
    code: 'E-6666',
    name: 'Global Exchange Ltd.',
    limit: '500000.00',
    currency: 'USD',
    rate: '7.1650',
  },
  {
    id: 4,
    kind: 'enterprise',
    code: 'E-2468',
    name: 'Pacific Trade Settlement Co.',
    limit: '250000.00',
    currency: 'USD',
    rate: '1.3400',
  },
];

export function findAcceptor(kind: AcceptorKind, code: string): Acceptor | null {
  const wanted = code.trim().toUpperCase();
  const found = ACCEPTORS.find((a) => a.kind === kind && a.code === wanted);
  if (!found) return null;
  const { code: _code, ...acceptor } = found;
  return acceptor;
}

/** The twelve languages of the product, one entry each. */
export const LANGUAGES: LanguageEntry[] = [
  { description: 'English', source: 'en,en-US,en-GB', targets: 'en' },
  { description: '简体中文', source: 'zh-CN,zh,zh-Hans', targets: 'zh-CN' },
  { description: '繁體中文', source: 'zh-TW,zh-HK,zh-Hant', targets: 'zh-TW' },
  { description: 'Deutsch', source: 'de,de-DE,de-AT,de-CH', targets: 'de' },
  { description: 'Français', source: 'fr,fr-FR,fr-CA,fr-BE', targets: 'fr' },
  { description: '日本語', source: 'ja,ja-JP', targets: 'ja' },
  { description: '한국어', source: 'ko,ko-KR', targets: 'ko' },
  { description: 'Português', source: 'pt,pt-BR,pt-PT', targets: 'pt' },
  { description: 'Русский', source: 'ru,ru-RU', targets: 'ru' },
  { description: 'Español', source: 'es,es-ES,es-MX,es-419', targets: 'es' },
  { description: 'ไทย', source: 'th,th-TH', targets: 'th' },
  { description: 'Tiếng Việt', source: 'vi,vi-VN', targets: 'vi' },
];

/** Maps any code of a language's `source` list (case-insensitive) to its target; null if none. */
export function matchLanguage(code: string | null | undefined): string | null {
  const wanted = code?.trim().toLowerCase();
  if (!wanted) return null;
  for (const entry of LANGUAGES) {
    if (entry.source.split(',').some((s) => s.trim().toLowerCase() === wanted))
      return entry.targets;
  }
  const base = wanted.split('-')[0];
  if (base && base !== wanted) return matchLanguage(base);
  return null;
}
