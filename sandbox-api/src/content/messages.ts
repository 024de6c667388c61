/**
 * Translations of the sandbox's own content, keyed by the English text the seed, the
 * simulation and the routes store (./localize.ts). Languages with content: en, zh-CN and ja;
 * every other language is served English. The words follow the product glossary
 * (docs/glossary: 投放 / 出稿・配信, never 投资 / 投資); content.test.ts holds them to its
 * avoid lists and checks that every seeded text has a translation.
 */

export const CONTENT_LANGUAGES = ['en', 'zh-CN', 'ja'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

type Translations = Record<Exclude<ContentLanguage, 'en'>, string>;

export const MESSAGES: Record<string, Translations> = {
  // ---------- products ----------
  'Starlight Puzzle Quest': { 'zh-CN': '星光消除大冒险', ja: 'スターライト・パズルクエスト' },
  'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.': {
    'zh-CN': '轻松休闲的三消益智冒险，2,000 个精心设计的关卡。',
    ja: '2,000の手作りステージを楽しめる、癒やしのマッチ3パズルアドベンチャー。',
  },
  'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
    {
      'zh-CN': '连成三颗星即可消除，连击可解锁新的星座。观看激励视频广告可获得额外步数。',
      ja: '星を3つそろえて盤面をクリア。コンボで新しい星座が解放されます。リワード動画広告で追加の手数がもらえます。',
    },
  'Urban Sneakers Summer Sale': {
    'zh-CN': '都市运动鞋夏季特卖',
    ja: 'アーバンスニーカー サマーセール',
  },
  'Up to 40% off the summer collection, free shipping over $50.': {
    'zh-CN': '夏季系列低至六折，满 50 美元包邮。',
    ja: 'サマーコレクションが最大40%オフ、50ドル以上で送料無料。',
  },
  'Not a game: a landing page that collects purchases during the summer sale.': {
    'zh-CN': '非游戏：在夏季特卖期间接收订单的落地页。',
    ja: 'ゲームではありません：サマーセール期間中の購入を受け付けるランディングページです。',
  },
  'FitPulse Smart Watch': { 'zh-CN': 'FitPulse 智能手表', ja: 'FitPulse スマートウォッチ' },
  'Heart-rate, sleep and workout tracking with a 14-day battery.': {
    'zh-CN': '心率、睡眠与运动监测，续航 14 天。',
    ja: '心拍数・睡眠・ワークアウトを記録、バッテリーは14日間持続。',
  },
  'Not a game: a 15-second product video followed by a store link.': {
    'zh-CN': '非游戏：15 秒产品视频，随后附商店链接。',
    ja: 'ゲームではありません：15秒の商品動画のあとにストアへのリンクが表示されます。',
  },
  'Green Leaf Organic Tea': { 'zh-CN': '绿叶有机茶', ja: 'グリーンリーフ オーガニックティー' },
  'Hand-picked organic green tea, shipped fresh from the garden.': {
    'zh-CN': '手工采摘的有机绿茶，从茶园新鲜直发。',
    ja: '手摘みの有機緑茶を、茶園から新鮮なままお届けします。',
  },
  'Not a game: a landing page with a first-order discount form.': {
    'zh-CN': '非游戏：带首单优惠表单的落地页。',
    ja: 'ゲームではありません：初回注文割引のフォームがあるランディングページです。',
  },
  'Dragon Realm Online': { 'zh-CN': '龙域 Online', ja: 'ドラゴンレルム・オンライン' },
  'A fantasy role-playing game with guild battles and dragon taming.': {
    'zh-CN': '包含公会战与驯龙玩法的奇幻角色扮演游戏。',
    ja: 'ギルドバトルとドラゴン育成が楽しめるファンタジーRPG。',
  },
  'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
    {
      'zh-CN': '驯服巨龙、加入公会，每周参与领域之战。安装推广活动会赠送新玩家一条初始巨龙。',
      ja: 'ドラゴンを手なずけ、ギルドに参加して毎週の領域戦に挑もう。インストールキャンペーンでは新規プレイヤーにスタータードラゴンをプレゼント。',
    },
  'Cozy Home Furniture': { 'zh-CN': '舒居家具', ja: 'コージーホーム家具' },
  'Modern sofas and tables, assembled and delivered within a week.': {
    'zh-CN': '现代风格沙发与餐桌，一周内送货并安装。',
    ja: 'モダンなソファとテーブルを、1週間以内に組み立てて配送します。',
  },
  'Not a game: a catalogue landing page with a booking form.': {
    'zh-CN': '非游戏：带预约表单的产品目录落地页。',
    ja: 'ゲームではありません：予約フォーム付きのカタログ・ランディングページです。',
  },

  // ---------- plan targeting and rules ----------
  'Ages 18-35, mobile gamers, United States, Canada, United Kingdom': {
    'zh-CN': '18-35 岁，手机游戏玩家，美国、加拿大、英国',
    ja: '18〜35歳、モバイルゲーマー、アメリカ・カナダ・イギリス',
  },
  'Ages 25-45, fashion and sportswear shoppers, Europe': {
    'zh-CN': '25-45 岁，时尚与运动服饰消费者，欧洲',
    ja: '25〜45歳、ファッション・スポーツウェアの購買層、ヨーロッパ',
  },
  'Ages 20-50, fitness enthusiasts, worldwide': {
    'zh-CN': '20-50 岁，健身爱好者，全球',
    ja: '20〜50歳、フィットネス愛好者、全世界',
  },
  'Ages 30-60, health and wellness readers, Asia-Pacific': {
    'zh-CN': '30-60 岁，健康养生内容读者，亚太地区',
    ja: '30〜60歳、健康・ウェルネス記事の読者、アジア太平洋',
  },
  'The amount is taken from your available balance when you put the plan.': {
    'zh-CN': '投放计划时，金额从您的可用余额中扣除。',
    ja: 'プランを出稿すると、金額は利用可能残高から差し引かれます。',
  },
  'Matching takes a few seconds, then delivery starts and progress grows to 100 %.': {
    'zh-CN': '匹配只需几秒，随后开始投放，进度逐步增长至 100%。',
    ja: 'マッチングは数秒で完了し、その後配信が始まり、進捗が100%まで進みます。',
  },
  'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
    {
      'zh-CN': '投放结束后计划进入待结算；结算时返还投放金额及利润。',
      ja: '配信終了後、プランは精算待ちになります。精算時に出稿金額と利益が戻ります。',
    },
  'A plan that fails is refunded in full.': {
    'zh-CN': '投放失败的计划全额退款。',
    ja: '配信に失敗したプランは全額返金されます。',
  },

  // ---------- coupons ----------
  'Fixed-amount coupon 10': { 'zh-CN': '满减券 10', ja: '定額クーポン 10' },
  'Value-added coupon 20': { 'zh-CN': '增值券 20', ja: '付加価値クーポン 20' },
  '5% deduction coupon': { 'zh-CN': '5% 折扣券', ja: '5%割引クーポン' },
  'Team coupon 15': { 'zh-CN': '团队券 15', ja: 'チームクーポン 15' },
  'Custom coupon 8': { 'zh-CN': '自定义券 8', ja: 'カスタムクーポン 8' },
  'New-user support gift': { 'zh-CN': '新人扶持礼', ja: '新規ユーザー応援ギフト' },

  // ---------- notifications ----------
  'Welcome to the Merchant Center': {
    'zh-CN': '欢迎来到商家中心',
    ja: 'Merchant Centerへようこそ',
  },
  '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>': {
    'zh-CN': '<p>欢迎！您的广告账户已就绪。<b>打开一个计划</b>即可开始投放广告。</p>',
    ja: '<p>ようこそ！広告アカウントの準備ができました。<b>プランを開いて</b>広告の配信を始めましょう。</p>',
  },
  'Payment channel upgrade': { 'zh-CN': '支付通道升级', ja: '決済チャネルのアップグレード' },
  '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>': {
    'zh-CN': '<p>银行转账已升级。今天的提现可能会<i>最多延迟 2 小时</i>。</p>',
    ja: '<p>銀行振込がアップグレードされました。本日の出金は<i>最大2時間</i>長くかかる場合があります。</p>',
  },
  'Summer activity has ended': {
    'zh-CN': '夏季活动已结束',
    ja: 'サマーキャンペーンは終了しました',
  },
  '<p>Thank you for joining the summer activity. Rewards have been sent.</p>': {
    'zh-CN': '<p>感谢参与夏季活动，奖励已发放。</p>',
    ja: '<p>サマーキャンペーンへのご参加ありがとうございました。特典は送付済みです。</p>',
  },
  'Reach over 3 billion users': {
    'zh-CN': '覆盖超过 30 亿用户',
    ja: '30億人以上のユーザーにリーチ',
  },
  '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
    {
      'zh-CN':
        '<p>我们的网络现已覆盖全球<b>超过 30 亿用户</b>。</p><p>一般参考：7 天内可获得 30-50 次转化。</p>',
      ja: '<p>当ネットワークは現在、世界中の<b>30億人以上のユーザー</b>に届いています。</p><p>目安として、7日以内に30〜50件のコンバージョンが見込めます。</p>',
    },
  'Weekend coupon bonanza': { 'zh-CN': '周末优惠券狂欢', ja: '週末クーポン祭り' },
  '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>': {
    'zh-CN': '<p>本周末可领取<b>增值券</b>。同名优惠券每天限领一张。</p>',
    ja: '<p>今週末は<b>付加価値クーポン</b>を受け取れます。同じ名前のクーポンは1日1枚までです。</p>',
  },
  'Security notice': { 'zh-CN': '安全提示', ja: 'セキュリティのお知らせ' },
  '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
    {
      'zh-CN':
        '<p>切勿向他人透露您的交易密码。</p><img src="x" onerror="alert(\'xss\')"><p>客服绝不会向您索要交易密码。</p>',
      ja: '<p>取引パスワードは絶対に他人に教えないでください。</p><img src="x" onerror="alert(\'xss\')"><p>カスタマーサービスがパスワードを尋ねることはありません。</p>',
    },
  'Maintenance complete': { 'zh-CN': '维护已完成', ja: 'メンテナンス完了' },
  '<p>The scheduled maintenance is complete. All services are back to normal.</p>': {
    'zh-CN': '<p>计划维护已完成，所有服务均已恢复正常。</p>',
    ja: '<p>定期メンテナンスが完了しました。すべてのサービスが通常どおりご利用いただけます。</p>',
  },
  'Invite friends, share profit': {
    'zh-CN': '邀请好友，分享利润',
    ja: '友だちを招待して利益をシェア',
  },
  '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>': {
    'zh-CN': '<p>邀请其他商家，即可从他们的首批计划中获得<b>利润分成</b>。</p>',
    ja: '<p>ほかの加盟店を招待すると、その最初のプランから<b>利益分配</b>を受け取れます。</p>',
  },
  'Team coupon event': { 'zh-CN': '团队券活动', ja: 'チームクーポンイベント' },
  '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
    {
      'zh-CN':
        '<p>三人组队即可获得<b>团队券</b>。<a href="#/ad-center/coupons">查看我的优惠券</a>。</p>',
      ja: '<p>3人でチームを組むと<b>チームクーポン</b>がもらえます。<a href="#/ad-center/coupons">マイクーポンを見る</a>。</p>',
    },
  'Scheduled maintenance on Sunday': { 'zh-CN': '周日计划维护', ja: '日曜日の定期メンテナンス' },
  '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
    {
      'zh-CN':
        '<p>周日 02:00-04:00 UTC 维护期间，计划照常运行。</p><script>alert("xss")</script><p>提现将暂停<b>两小时</b>。</p>',
      ja: '<p>日曜日 02:00〜04:00 UTC のメンテナンス中もプランは稼働し続けます。</p><script>alert("xss")</script><p>出金は<b>2時間</b>停止します。</p>',
    },
  'New ad format: landing pages': {
    'zh-CN': '新广告形式：落地页',
    ja: '新しい広告フォーマット：ランディングページ',
  },
  '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>': {
    'zh-CN': '<p>计划现在除了视频，还可以推广<b>落地页</b>。<br>今天就试试吧。</p>',
    ja: '<p>プランで動画に加えて<b>ランディングページ</b>も宣伝できるようになりました。<br>ぜひお試しください。</p>',
  },
  '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>': {
    'zh-CN': '<p>您的<b>新人扶持礼</b>已准备好：请到活动页面领取。</p>',
    ja: '<p><b>新規ユーザー応援ギフト</b>が届いています。アクティビティページで受け取ってください。</p>',
  },
  'Platform update': { 'zh-CN': '平台更新', ja: 'プラットフォーム更新' },
  'Service notice': { 'zh-CN': '服务通知', ja: 'サービスのお知らせ' },
  'Activity reminder': { 'zh-CN': '活动提醒', ja: 'アクティビティのリマインダー' },

  // ---------- ledger remarks ----------
  'Deposit via customer service': {
    'zh-CN': '通过客服充值',
    ja: 'カスタマーサービス経由のチャージ',
  },
  'VIP membership, 12 months': { 'zh-CN': 'VIP 会员，12 个月', ja: 'VIPメンバーシップ（12か月）' },
  'Team profit sharing': { 'zh-CN': '团队利润分成', ja: 'チーム利益分配' },
  'Chargeback: disputed click traffic': {
    'zh-CN': '拒付：有争议的点击流量',
    ja: 'チャージバック：異議のあるクリックトラフィック',
  },
  'Virtual recharge reversed': { 'zh-CN': '虚拟充值已冲回', ja: '仮想チャージの取り消し' },
  'Service fee adjustment': { 'zh-CN': '服务费调整', ja: 'サービス料の調整' },
  'Refused withdrawal returned': {
    'zh-CN': '提现被拒，金额已退回',
    ja: '出金が拒否されたため返金',
  },
  'Deposit via customer service (test)': {
    'zh-CN': '通过客服充值（测试）',
    ja: 'カスタマーサービス経由のチャージ（テスト）',
  },
  'System deduction (test)': { 'zh-CN': '系统扣款（测试）', ja: 'システム控除（テスト）' },

  // ---------- customer service ----------
  'Online service': { 'zh-CN': '在线客服', ja: 'オンラインサポート' },
  'Service ticket': { 'zh-CN': '客服工单', ja: 'サポートチケット' },
  'Recharge service': { 'zh-CN': '充值客服', ja: 'チャージサポート' },
};

/** Texts built from parts: `{name}` is a part, itself translated when the catalog knows it. */
export const TEMPLATES: ({ en: string } & Translations)[] = [
  {
    en: "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.",
    'zh-CN':
      '{name}：{description}广告在我们网络的信息流中投放，覆盖超过 30 亿用户，并由 AI 智能投放持续优化。',
    ja: '{name}：{description}広告は当ネットワークのフィードで配信され、30億人以上のユーザーに届き、AIによる配信で最適化されます。',
  },
  {
    en: 'Put between {lowest} and {highest}.',
    'zh-CN': '投放金额介于 {lowest} 至 {highest} 之间。',
    ja: '出稿金額は{lowest}〜{highest}の範囲です。',
  },
  { en: 'Ad delivery: plan {no}', 'zh-CN': '广告投放：计划 {no}', ja: '広告配信：プラン {no}' },
  { en: 'Ad settlement: plan {no}', 'zh-CN': '广告结算：计划 {no}', ja: '広告精算：プラン {no}' },
  {
    en: 'Refund: plan {no} failed',
    'zh-CN': '退款：计划 {no} 投放失败',
    ja: '返金：プラン {no} の配信失敗',
  },
  {
    en: 'Withdrawal to bank card {account}',
    'zh-CN': '提现至银行卡 {account}',
    ja: '銀行カード {account} への出金',
  },
  {
    en: 'Withdrawal to {network} wallet {address}',
    'zh-CN': '提现至 {network} 钱包 {address}',
    ja: '{network} ウォレット {address} への出金',
  },
  { en: '{title} #{n}', 'zh-CN': '{title} #{n}', ja: '{title} #{n}' },
  {
    en: '<p>{title} number <b>{n}</b>.</p>',
    'zh-CN': '<p>{title}，第 <b>{n}</b> 条。</p>',
    ja: '<p>{title}（<b>{n}</b>件目）。</p>',
  },
];
