/** GET /basic_config: languages, customer-service links, withdrawal methods, FAQ and rules. */
import type { BasicConfig, CustomerServiceItem, FaqItem } from '../../shared/src/wire/types.ts';
import { LANGUAGES, matchLanguage } from './catalog';
import { type ContentLanguage, contentLanguage, localize } from './content/localize';

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

type FaqText = [question: string, answer: string];

const FAQ: Record<string, FaqText[]> = {
  en: [
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
  'zh-CN': [
    [
      '我可以在这里做什么？',
      '开通广告账户并投放广告计划，覆盖超过 30 亿用户。代运营产品与 AI 智能投放为您完成投放。',
    ],
    ['如何开通广告账户？', '开户免费。输入您获得的授权码（license key），点击“立即开通”即可。'],
    [
      '投放后能获得多少转化？',
      '一般参考：计划在 7 天内可获得 30-50 次转化。前几天为学习期，系统会根据您的受众优化投放。',
    ],
    [
      '如何为钱包充值？',
      '充值仅支持人工办理，请通过客服进行。在钱包页面打开客服，客服人员会为您指引。',
    ],
    [
      '什么是交易密码？',
      '交易密码为 6 位数字，与登录密码不同，用于确认提现等钱包操作。可在钱包中设置；如忘记请联系客服。',
    ],
  ],
  'zh-TW': [
    [
      '我可以在這裡做什麼？',
      '開通廣告帳戶並投放廣告計劃，覆蓋超過 30 億用戶。代營運產品與 AI 智能投放為您完成投放。',
    ],
    ['如何開通廣告帳戶？', '開戶免費。輸入您獲得的授權碼（license key），點擊「立即開通」即可。'],
    [
      '投放後能獲得多少轉化？',
      '一般參考：計劃在 7 天內可獲得 30-50 次轉化。前幾天為學習期，系統會根據您的受眾優化投放。',
    ],
    [
      '如何為錢包充值？',
      '充值僅支援人工辦理，請透過客服進行。在錢包頁面打開客服，客服人員會為您指引。',
    ],
    [
      '什麼是交易密碼？',
      '交易密碼為 6 位數字，與登入密碼不同，用於確認提現等錢包操作。可在錢包中設定；如忘記請聯繫客服。',
    ],
  ],
  ja: [
    [
      'ここでは何ができますか？',
      '広告アカウントを開設し、30億人以上のユーザーに届くネットワークで広告配信プランを運用できます。代理運用（プロキシ）商品とAIによる配信が、出稿を代行します。',
    ],
    [
      '広告アカウントはどうやって開設しますか？',
      '開設は無料です。受け取った認証コード（ライセンスキー）を入力し、「今すぐ開設」をタップしてください。',
    ],
    [
      'どのくらいのコンバージョンが見込めますか？',
      '目安として、プランは7日以内に30〜50件のコンバージョンに達します。最初の数日は学習期間で、配信がオーディエンスに合わせて調整されます。',
    ],
    [
      'ウォレットにチャージするには？',
      'チャージは手動のみで、カスタマーサービスを通じて行います。ウォレットページからカスタマーサービスを開くと、担当者がご案内します。',
    ],
    [
      '取引パスワードとは何ですか？',
      'ログインパスワードとは別の6桁のパスワードで、出金などのウォレット操作の確認に使います。ウォレットで設定してください。忘れた場合はカスタマーサービスにお問い合わせください。',
    ],
  ],
};

const RULES: Record<string, string> = {
  en: [
    '1. Opening an ad account is free and needs a valid authorization code.',
    '2. Each plan has a lowest and a highest put amount; the put amount is taken from the available balance.',
    '3. A put plan goes through matching, putting, finished and waiting for settlement; settlement returns the put amount plus the profit.',
    '4. A plan that fails is refunded in full.',
    '5. Only one coupon of the same name can be received per day; the new-user gift once per user.',
    '6. Deposits are manual only, through customer service. Withdrawals need the 6-digit transaction password.',
  ].join('\n'),
  'zh-CN': [
    '1. 开通广告账户免费，需要有效的授权码。',
    '2. 每个计划都有最低和最高投放金额，投放金额从可用余额中扣除。',
    '3. 投放后的计划依次经过匹配中、投放中、已完成、待结算；结算时返还投放金额及收益。',
    '4. 投放失败的计划全额退款。',
    '5. 同名优惠券每天只能领取一张；新人礼每位用户仅限一次。',
    '6. 充值仅支持通过客服人工办理。提现需要 6 位交易密码。',
  ].join('\n'),
  ja: [
    '1. 広告アカウントの開設は無料で、有効な認証コードが必要です。',
    '2. 各プランには最低・最高出稿金額があり、出稿金額は利用可能残高から差し引かれます。',
    '3. 出稿したプランは、マッチング中、配信中、配信完了、精算待ちの順に進み、精算時に出稿金額と利益が戻ります。',
    '4. 配信に失敗したプランは全額返金されます。',
    '5. 同じ名前のクーポンは1日1枚まで受け取れます。新規ユーザーギフトは1人1回限りです。',
    '6. チャージはカスタマーサービスを通じた手動のみです。出金には6桁の取引パスワードが必要です。',
  ].join('\n'),
};

export function faqFor(lang: string | null | undefined): FaqItem[] {
  const target = matchLanguage(lang) ?? 'en';
  const texts = FAQ[target] ?? FAQ.en!;
  return texts.map(([question, answer], i) => ({ id: i + 1, question, answer }));
}

export function basicConfig(baseUrl: string, lang: string | null | undefined): BasicConfig {
  const target = matchLanguage(lang) ?? 'en';
  return {
    client_language_map: LANGUAGES.map((l) => ({ ...l })),
    customer_service_url: customerServiceItems(baseUrl, contentLanguage(target)),
    recharge_customer_service_url: rechargeServiceItems(baseUrl, contentLanguage(target)),
    withdraw_method_config: { bank_card: true, wallet_address: true, networks: [...NETWORKS] },
    faq_config: faqFor(target),
    operating_rules: RULES[target] ?? RULES.en!,
  };
}
