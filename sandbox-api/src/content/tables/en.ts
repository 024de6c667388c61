/**
 * The sandbox's own content in English: the source texts every other table translates.
 * They are the texts the seed, the simulation and the routes store (seed.ts, simulation.ts,
 * routes/), so a state file needs no migration; a text stored that is not listed here stays
 * English in every language (content.test.ts fails on any seeded one).
 */
import type { ContentTable } from './types';

export const SOURCE_TEXTS = [
  // ---------- products: name, description, game description ----------
  'Starlight Puzzle Quest',
  'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.',
  'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.',
  'Urban Sneakers Summer Sale',
  'Up to 40% off the summer collection, free shipping over $50.',
  'Not a game: a landing page that collects purchases during the summer sale.',
  'FitPulse Smart Watch',
  'Heart-rate, sleep and workout tracking with a 14-day battery.',
  'Not a game: a 15-second product video followed by a store link.',
  'Green Leaf Organic Tea',
  'Hand-picked organic green tea, shipped fresh from the garden.',
  'Not a game: a landing page with a first-order discount form.',
  'Dragon Realm Online',
  'A fantasy role-playing game with guild battles and dragon taming.',
  'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.',
  'Cozy Home Furniture',
  'Modern sofas and tables, assembled and delivered within a week.',
  'Not a game: a catalogue landing page with a booking form.',
  // ---------- plans: targeting, rules (one line each), content and the put range ----------
  'Ages 18-35, mobile gamers, United States, Canada, United Kingdom',
  'Ages 25-45, fashion and sportswear shoppers, Europe',
  'Ages 20-50, fitness enthusiasts, worldwide',
  'Ages 30-60, health and wellness readers, Asia-Pacific',
  'The amount is taken from your available balance when you put the plan.',
  'Matching takes a few seconds, then delivery starts and progress grows to 100 %.',
  'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.',
  'A plan that fails is refunded in full.',
  "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.",
  'Put between {lowest} and {highest}.',
  // ---------- coupons ----------
  'Fixed-amount coupon 10',
  'Value-added coupon 20',
  '5% deduction coupon',
  'Team coupon 15',
  'Custom coupon 8',
  'New-user support gift',
  // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
  'Welcome to the Merchant Center',
  '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>',
  'Payment channel upgrade',
  '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>',
  'Summer activity has ended',
  '<p>Thank you for joining the summer activity. Rewards have been sent.</p>',
  'Reach over 3 billion users',
  '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>',
  'Weekend coupon bonanza',
  '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>',
  'Security notice',
  '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>',
  'Maintenance complete',
  '<p>The scheduled maintenance is complete. All services are back to normal.</p>',
  'Invite friends, share profit',
  '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>',
  'Team coupon event',
  '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>',
  'Scheduled maintenance on Sunday',
  '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>',
  'New ad format: landing pages',
  '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>',
  '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>',
  'Platform update',
  'Service notice',
  'Activity reminder',
  '{title} #{n}',
  '<p>{title} number <b>{n}</b>.</p>',
  // ---------- ledger remarks ----------
  'Deposit via customer service',
  'VIP membership, 12 months',
  'Team profit sharing',
  'Chargeback: disputed click traffic',
  'Virtual recharge reversed',
  'Service fee adjustment',
  'Refused withdrawal returned',
  'Deposit via customer service (test)',
  'System deduction (test)',
  'Ad delivery: plan {no}',
  'Ad settlement: plan {no}',
  'Refund: plan {no} failed',
  'Withdrawal to bank card {account}',
  'Withdrawal to {network} wallet {address}',
  // ---------- customer service ----------
  'Online service',
  'Service ticket',
  'Recharge service',
] as const;

export type SourceText = (typeof SOURCE_TEXTS)[number];

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
