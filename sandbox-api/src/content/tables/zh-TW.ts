/**
 * The sandbox's own content in 繁體中文 (zh-TW), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/zh-TW.md: 投放, 投放金額, 計劃, 優惠券, 提領, 儲值, 結算, 退款.
 */
import type { ContentTable } from './types';

export const zhTW: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': '星光消除大冒險',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      '輕鬆休閒的三消益智冒險，2,000 個精心設計的關卡。',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      '連成三顆星即可消除，連擊可解鎖新的星座。觀看獎勵影片廣告可獲得額外步數。',
    'Urban Sneakers Summer Sale': '都會運動鞋夏季特賣',
    'Up to 40% off the summer collection, free shipping over $50.':
      '夏季系列最低六折，滿 50 美元免運費。',
    'Not a game: a landing page that collects purchases during the summer sale.':
      '非遊戲：夏季特賣期間接受訂購的落地頁。',
    'FitPulse Smart Watch': 'FitPulse 智慧手錶',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      '心率、睡眠與運動追蹤，續航 14 天。',
    'Not a game: a 15-second product video followed by a store link.':
      '非遊戲：15 秒產品影片，隨後附上商店連結。',
    'Green Leaf Organic Tea': '綠葉有機茶',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      '手工採摘的有機綠茶，從茶園新鮮直送。',
    'Not a game: a landing page with a first-order discount form.':
      '非遊戲：附首單優惠表單的落地頁。',
    'Dragon Realm Online': '龍域 Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      '包含公會戰與馴龍玩法的奇幻角色扮演遊戲。',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      '馴服巨龍、加入公會，每週參與領域之戰。安裝推廣活動會贈送新玩家一條初始巨龍。',
    'Cozy Home Furniture': '舒居家具',
    'Modern sofas and tables, assembled and delivered within a week.':
      '現代風格沙發與桌子，一週內送達並完成組裝。',
    'Not a game: a catalogue landing page with a booking form.':
      '非遊戲：附預約表單的產品型錄落地頁。',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18-35 歲，手機遊戲玩家，美國、加拿大、英國',
    'Ages 25-45, fashion and sportswear shoppers, Europe': '25-45 歲，時尚與運動服飾消費者，歐洲',
    'Ages 20-50, fitness enthusiasts, worldwide': '20-50 歲，健身愛好者，全球',
    'Ages 30-60, health and wellness readers, Asia-Pacific': '30-60 歲，健康養生內容讀者，亞太地區',
    'The amount is taken from your available balance when you put the plan.':
      '投放計劃時，金額從您的可用餘額中扣除。',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      '匹配只需幾秒，隨後開始投放，進度逐步增長至 100%。',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      '投放結束後計劃進入待結算；結算時返還投放金額及利潤。',
    'A plan that fails is refunded in full.': '投放失敗的計劃全額退款。',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}：{description}廣告在我們網路的資訊流中投放，觸及超過 30 億用戶，並由 AI 智慧投放持續最佳化。',
    'Put between {lowest} and {highest}.': '投放金額介於 {lowest} 至 {highest} 之間。',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': '滿減券 10',
    'Value-added coupon 20': '增值券 20',
    '5% deduction coupon': '5% 折扣券',
    'Team coupon 15': '團隊券 15',
    'Custom coupon 8': '自訂券 8',
    'New-user support gift': '新人扶持禮包',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': '歡迎來到商家中心',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>歡迎！您的廣告帳戶已就緒。<b>開啟一個計劃</b>即可開始投放廣告。</p>',
    'Payment channel upgrade': '支付通道升級',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>銀行轉帳已升級。今天的提領可能會<i>最多延遲 2 小時</i>。</p>',
    'Summer activity has ended': '夏季活動已結束',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>感謝參與夏季活動，獎勵已發放。</p>',
    'Reach over 3 billion users': '觸及超過 30 億用戶',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>我們的網路現已觸及全球<b>超過 30 億用戶</b>。</p><p>一般參考：7 天內可獲得 30-50 次轉換。</p>',
    'Weekend coupon bonanza': '週末優惠券狂歡',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>本週末可領取<b>增值券</b>。同名優惠券每天限領一張。</p>',
    'Security notice': '安全提示',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>切勿向他人透露您的交易密碼。</p><img src="x" onerror="alert(\'xss\')"><p>客服絕不會向您索取交易密碼。</p>',
    'Maintenance complete': '維護已完成',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>例行維護已完成，所有服務均已恢復正常。</p>',
    'Invite friends, share profit': '邀請好友，分享利潤',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>邀請其他商戶，即可從他們的首批計劃中獲得<b>利潤分成</b>。</p>',
    'Team coupon event': '團隊券活動',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>三人組隊即可獲得<b>團隊券</b>。<a href="#/ad-center/coupons">查看我的優惠券</a>。</p>',
    'Scheduled maintenance on Sunday': '週日例行維護',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>週日 02:00-04:00 UTC 維護期間，計劃照常運行。</p><script>alert("xss")</script><p>提領將暫停<b>兩小時</b>。</p>',
    'New ad format: landing pages': '新廣告形式：落地頁',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>計劃現在除了影片，也可以推廣<b>落地頁</b>。<br>今天就試試吧。</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>您的<b>新人扶持禮包</b>已準備好：請到「新人扶持」頁面領取。</p>',
    'Platform update': '平台更新',
    'Service notice': '服務通知',
    'Activity reminder': '活動提醒',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title}，第 <b>{n}</b> 則。</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': '計劃已投放：{no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>計劃 <b>{no}</b> 已從可用餘額扣除 {amount}，將隨結算返還。</p>',
    'Plan settled: {no}': '計劃已結算：{no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>計劃 <b>{no}</b> 已結算：{amount} 已加入可用餘額。</p>',
    'Plan refunded: {no}': '計劃已退款：{no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>計劃 <b>{no}</b> 投放失敗：{amount} 已退款至可用餘額。</p>',
    'Withdrawal submitted': '提領申請已送出',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>您提領到 {destination} 的 {amount} 正在處理中。參考編號：{ref}。</p>',
    'Withdrawal completed': '提領已完成',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>您提領的 {amount} 已轉出。參考編號：{ref}。</p>',
    'Withdrawal refused': '提領被拒絕',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>您提領的 {amount} 被拒絕，已退回可用餘額。參考編號：{ref}。</p>',
    'Payout details changed': '收款資訊已變更',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>提領將轉到 {destination}。如非本人操作，請立即聯絡客服。</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': '透過客服儲值',
    'VIP membership, 12 months': 'VIP 會員，12 個月',
    'Team profit sharing': '團隊利潤分成',
    'Chargeback: disputed click traffic': '拒付：有爭議的點擊流量',
    'Virtual recharge reversed': '虛擬儲值已沖回',
    'Service fee adjustment': '服務費調整',
    'Refused withdrawal returned': '提領遭拒，金額已退回',
    'Deposit via customer service (test)': '透過客服儲值（測試）',
    'System deduction (test)': '系統扣款（測試）',
    'Ad delivery: plan {no}': '廣告投放：計劃 {no}',
    'Ad settlement: plan {no}': '廣告結算：計劃 {no}',
    'Refund: plan {no} failed': '退款：計劃 {no} 投放失敗',
    'Withdrawal to bank card {account}': '提領至銀行卡 {account}',
    'Withdrawal to {network} wallet {address}': '提領至 {network} 錢包 {address}',
    // ---------- customer service ----------
    'Online service': '線上客服',
    'Service ticket': '客服工單',
    'Recharge service': '儲值客服',
  },
  faq: [
    [
      '我可以在這裡做什麼？',
      '開通廣告帳戶並投放廣告計劃，觸及超過 30 億用戶。代營運產品與 AI 智慧投放為您完成投放。',
    ],
    ['如何開通廣告帳戶？', '開戶免費。輸入您獲得的授權碼（license key），點擊「立即開通」即可。'],
    [
      '投放後能獲得多少轉換？',
      '一般參考：計劃在 7 天內可獲得 30-50 次轉換。前幾天為學習期，系統會依據您的受眾最佳化投放。',
    ],
    [
      '如何為錢包儲值？',
      '儲值僅支援人工辦理，請透過客服進行。在錢包頁面開啟客服，客服人員會為您指引。',
    ],
    [
      '什麼是交易密碼？',
      '交易密碼為 6 位數字，與登入密碼不同，用於確認提領等錢包操作。可在錢包中設定；如忘記請聯絡客服。',
    ],
  ],
  rules: [
    '1. 開通廣告帳戶免費，需要有效的授權碼。',
    '2. 每個計劃都有最低和最高投放金額，投放金額從可用餘額中扣除。',
    '3. 投放後的計劃依序經過匹配中、投放中、投放完成、待結算；結算時返還投放金額及利潤。',
    '4. 投放失敗的計劃全額退款。',
    '5. 同名優惠券每天只能領取一張；新人扶持禮包每位用戶僅限一次。',
    '6. 儲值僅支援透過客服人工辦理。提領需要 6 位交易密碼。',
  ],
};
