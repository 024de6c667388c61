/**
 * The sandbox's own content in English: the source texts (./source-texts.ts) as they are, and
 * the English FAQ and rules every other table translates. The texts are the ones the seed
 * stores, so a state file needs no migration.
 */
import { SOURCE_TEXTS, type SourceText } from './source-texts';
import type { ContentTable } from './types';

export const en: ContentTable = {
  messages: Object.fromEntries(SOURCE_TEXTS.map((text) => [text, text])) as Record<
    SourceText,
    string
  >,
  faq: [
    [
      'What can I do here?',
      'Open an ad account and run ad delivery plans on a network that reaches over 3 billion users. Auto-operated ("proxy") products and AI-driven ad delivery do the placement for you.',
    ],
    [
      'How do I open an ad account?',
      'Account opening is free. Enter the authorization code (license key) you received and tap "Open now".',
    ],
    [
      'How many conversions can I expect?',
      'As a general guide, a plan reaches 30-50 conversions within 7 days. These first days are the learning phase, while delivery is tuned to your audience.',
    ],
    [
      'How do I top up my wallet?',
      'Deposits are manual only and go through customer service. Open customer service from the wallet page and an agent will guide you.',
    ],
    [
      'What is the transaction password?',
      'A 6-digit password, separate from your login password, that confirms withdrawals and other wallet actions. Set it under Wallet. If you forget it, contact customer service.',
    ],
  ],
  rules: [
    '1. Opening an ad account is free and needs a valid authorization code.',
    '2. Each plan has a lowest and a highest put amount; the put amount is taken from the available balance.',
    '3. A put plan goes through matching, putting, finished and waiting for settlement; settlement returns the put amount plus the profit.',
    '4. A plan that fails is refunded in full.',
    '5. Only one coupon of the same name can be received per day; the new-user gift once per user.',
    '6. Deposits are manual only, through customer service. Withdrawals need the 6-digit transaction password.',
  ],
};
