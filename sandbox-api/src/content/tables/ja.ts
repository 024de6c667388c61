/**
 * The sandbox's own content in 日本語 (ja), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/ja.md: 出稿, 出稿金額, 配信, クーポン, 出金, チャージ, 精算, 返金.
 */
import type { ContentTable } from './types';

export const ja: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'スターライト・パズルクエスト',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      '2,000の手作りステージを楽しめる、癒やしのマッチ3パズルアドベンチャー。',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      '星を3つそろえて盤面をクリア。コンボで新しい星座が解放されます。リワード動画広告で追加の手数がもらえます。',
    'Urban Sneakers Summer Sale': 'アーバンスニーカー サマーセール',
    'Up to 40% off the summer collection, free shipping over $50.':
      'サマーコレクションが最大40%オフ、50ドル以上で送料無料。',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'ゲームではありません：サマーセール期間中の購入を受け付けるランディングページです。',
    'FitPulse Smart Watch': 'FitPulse スマートウォッチ',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      '心拍数・睡眠・ワークアウトを記録、バッテリーは14日間持続。',
    'Not a game: a 15-second product video followed by a store link.':
      'ゲームではありません：15秒の商品動画のあとにストアへのリンクが表示されます。',
    'Green Leaf Organic Tea': 'グリーンリーフ オーガニックティー',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      '手摘みの有機緑茶を、茶園から新鮮なままお届けします。',
    'Not a game: a landing page with a first-order discount form.':
      'ゲームではありません：初回注文割引のフォームがあるランディングページです。',
    'Dragon Realm Online': 'ドラゴンレルム・オンライン',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'ギルドバトルとドラゴン育成が楽しめるファンタジーRPG。',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'ドラゴンを手なずけ、ギルドに参加して毎週の領域戦に挑もう。インストールキャンペーンでは新規プレイヤーにスタータードラゴンをプレゼント。',
    'Cozy Home Furniture': 'コージーホーム家具',
    'Modern sofas and tables, assembled and delivered within a week.':
      'モダンなソファとテーブルを、1週間以内に組み立てて配送します。',
    'Not a game: a catalogue landing page with a booking form.':
      'ゲームではありません：予約フォーム付きのカタログ・ランディングページです。',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18〜35歳、モバイルゲーマー、アメリカ・カナダ・イギリス',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25〜45歳、ファッション・スポーツウェアの購買層、ヨーロッパ',
    'Ages 20-50, fitness enthusiasts, worldwide': '20〜50歳、フィットネス愛好者、全世界',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30〜60歳、健康・ウェルネス記事の読者、アジア太平洋',
    'The amount is taken from your available balance when you put the plan.':
      'プランを出稿すると、金額は利用可能残高から差し引かれます。',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'マッチングは数秒で完了し、その後配信が始まり、進捗が100%まで進みます。',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      '配信終了後、プランは精算待ちになります。精算時に出稿金額と利益が戻ります。',
    'A plan that fails is refunded in full.': '配信に失敗したプランは全額返金されます。',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}：{description}広告は当ネットワークのフィードで配信され、30億人以上のユーザーに届き、AIによる配信で最適化されます。',
    'Put between {lowest} and {highest}.': '出稿金額は{lowest}〜{highest}の範囲です。',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': '定額クーポン 10',
    'Value-added coupon 20': '付加価値クーポン 20',
    '5% deduction coupon': '5%割引クーポン',
    'Team coupon 15': 'チームクーポン 15',
    'Custom coupon 8': 'カスタムクーポン 8',
    'New-user support gift': '新規ユーザー応援ギフト',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Merchant Centerへようこそ',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>ようこそ！広告アカウントの準備ができました。<b>プランを開いて</b>広告の配信を始めましょう。</p>',
    'Payment channel upgrade': '決済チャネルのアップグレード',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>銀行振込がアップグレードされました。本日の出金は<i>最大2時間</i>長くかかる場合があります。</p>',
    'Summer activity has ended': 'サマーキャンペーンは終了しました',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>サマーキャンペーンへのご参加ありがとうございました。特典は送付済みです。</p>',
    'Reach over 3 billion users': '30億人以上のユーザーにリーチ',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>当ネットワークは現在、世界中の<b>30億人以上のユーザー</b>に届いています。</p><p>目安として、7日以内に30〜50件のコンバージョンが見込めます。</p>',
    'Weekend coupon bonanza': '週末クーポン祭り',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>今週末は<b>付加価値クーポン</b>を受け取れます。同じ名前のクーポンは1日1枚までです。</p>',
    'Security notice': 'セキュリティのお知らせ',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>取引パスワードは絶対に他人に教えないでください。</p><img src="x" onerror="alert(\'xss\')"><p>カスタマーサービスがパスワードを尋ねることはありません。</p>',
    'Maintenance complete': 'メンテナンス完了',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>定期メンテナンスが完了しました。すべてのサービスが通常どおりご利用いただけます。</p>',
    'Invite friends, share profit': '友だちを招待して利益をシェア',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>ほかの加盟店を招待すると、その最初のプランから<b>利益分配</b>を受け取れます。</p>',
    'Team coupon event': 'チームクーポンイベント',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>3人でチームを組むと<b>チームクーポン</b>がもらえます。<a href="#/ad-center/coupons">マイクーポンを見る</a>。</p>',
    'Scheduled maintenance on Sunday': '日曜日の定期メンテナンス',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>日曜日 02:00〜04:00 UTC のメンテナンス中もプランは稼働し続けます。</p><script>alert("xss")</script><p>出金は<b>2時間</b>停止します。</p>',
    'New ad format: landing pages': '新しい広告フォーマット：ランディングページ',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>プランで動画に加えて<b>ランディングページ</b>も宣伝できるようになりました。<br>ぜひお試しください。</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p><b>新規ユーザー応援ギフト</b>が届いています。アクティビティページで受け取ってください。</p>',
    'Platform update': 'プラットフォーム更新',
    'Service notice': 'サービスのお知らせ',
    'Activity reminder': 'アクティビティのリマインダー',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title}（<b>{n}</b>件目）。</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'プランを出稿しました：{no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>プラン <b>{no}</b> の出稿で、利用可能残高から {amount} が引き落とされました。精算時に戻ります。</p>',
    'Plan settled: {no}': 'プランを精算しました：{no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>プラン <b>{no}</b> を精算しました：利用可能残高に {amount} が加算されました。</p>',
    'Plan refunded: {no}': 'プランを返金しました：{no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>プラン <b>{no}</b> の配信に失敗しました：{amount} が利用可能残高に返金されました。</p>',
    'Withdrawal submitted': '出金を申請しました',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>{destination} への {amount} の出金を処理中です。参照番号：{ref}。</p>',
    'Withdrawal completed': '出金が完了しました',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>{amount} の出金が送金されました。参照番号：{ref}。</p>',
    'Withdrawal refused': '出金が却下されました',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>{amount} の出金は却下され、利用可能残高に戻りました。参照番号：{ref}。</p>',
    'Payout details changed': '受取先が変更されました',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>出金の送り先が {destination} に変更されました。心当たりがない場合は、すぐにカスタマーサービスにご連絡ください。</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'カスタマーサービス経由のチャージ',
    'VIP membership, 12 months': 'VIPメンバーシップ（12か月）',
    'Team profit sharing': 'チーム利益分配',
    'Chargeback: disputed click traffic': 'チャージバック：異議のあるクリックトラフィック',
    'Virtual recharge reversed': '仮想チャージの取り消し',
    'Service fee adjustment': 'サービス料の調整',
    'Refused withdrawal returned': '出金が拒否されたため返金',
    'Deposit via customer service (test)': 'カスタマーサービス経由のチャージ（テスト）',
    'System deduction (test)': 'システム控除（テスト）',
    'Ad delivery: plan {no}': '広告配信：プラン {no}',
    'Ad settlement: plan {no}': '広告精算：プラン {no}',
    'Refund: plan {no} failed': '返金：プラン {no} の配信失敗',
    'Withdrawal to bank card {account}': '銀行カード {account} への出金',
    'Withdrawal to {network} wallet {address}': '{network} ウォレット {address} への出金',
    // ---------- customer service ----------
    'Online service': 'オンラインサポート',
    'Service ticket': 'サポートチケット',
    'Recharge service': 'チャージサポート',
  },
  faq: [
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
  rules: [
    '1. 広告アカウントの開設は無料で、有効な認証コードが必要です。',
    '2. 各プランには最低・最高出稿金額があり、出稿金額は利用可能残高から差し引かれます。',
    '3. 出稿したプランは、マッチング中、配信中、配信完了、精算待ちの順に進み、精算時に出稿金額と利益が戻ります。',
    '4. 配信に失敗したプランは全額返金されます。',
    '5. 同じ名前のクーポンは1日1枚まで受け取れます。新規ユーザーギフトは1人1回限りです。',
    '6. チャージはカスタマーサービスを通じた手動のみです。出金には6桁の取引パスワードが必要です。',
  ],
};
