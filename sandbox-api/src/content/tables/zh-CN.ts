/**
 * The sandbox's own content in 简体中文 (zh-CN), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/zh-CN.md: 投放, 投放金额, 计划, 优惠券, 提现, 充值, 结算, 退款.
 */
import type { ContentTable } from './types';

export const zhCN: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': '星光消除大冒险',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      '轻松休闲的三消益智冒险，2,000 个精心设计的关卡。',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      '连成三颗星即可消除，连击可解锁新的星座。观看激励视频广告可获得额外步数。',
    'Urban Sneakers Summer Sale': '都市运动鞋夏季特卖',
    'Up to 40% off the summer collection, free shipping over $50.':
      '夏季系列低至六折，满 50 美元包邮。',
    'Not a game: a landing page that collects purchases during the summer sale.':
      '非游戏：在夏季特卖期间接收订单的落地页。',
    'FitPulse Smart Watch': 'FitPulse 智能手表',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      '心率、睡眠与运动监测，续航 14 天。',
    'Not a game: a 15-second product video followed by a store link.':
      '非游戏：15 秒产品视频，随后附商店链接。',
    'Green Leaf Organic Tea': '绿叶有机茶',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      '手工采摘的有机绿茶，从茶园新鲜直发。',
    'Not a game: a landing page with a first-order discount form.':
      '非游戏：带首单优惠表单的落地页。',
    'Dragon Realm Online': '龙域 Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      '包含公会战与驯龙玩法的奇幻角色扮演游戏。',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      '驯服巨龙、加入公会，每周参与领域之战。安装推广活动会赠送新玩家一条初始巨龙。',
    'Cozy Home Furniture': '舒居家具',
    'Modern sofas and tables, assembled and delivered within a week.':
      '现代风格沙发与餐桌，一周内送货并安装。',
    'Not a game: a catalogue landing page with a booking form.':
      '非游戏：带预约表单的产品目录落地页。',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18-35 岁，手机游戏玩家，美国、加拿大、英国',
    'Ages 25-45, fashion and sportswear shoppers, Europe': '25-45 岁，时尚与运动服饰消费者，欧洲',
    'Ages 20-50, fitness enthusiasts, worldwide': '20-50 岁，健身爱好者，全球',
    'Ages 30-60, health and wellness readers, Asia-Pacific': '30-60 岁，健康养生内容读者，亚太地区',
    'The amount is taken from your available balance when you put the plan.':
      '投放计划时，金额从您的可用余额中扣除。',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      '匹配只需几秒，随后开始投放，进度逐步增长至 100%。',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      '投放结束后计划进入待结算；结算时返还投放金额及利润。',
    'A plan that fails is refunded in full.': '投放失败的计划全额退款。',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}：{description}广告在我们网络的信息流中投放，覆盖超过 30 亿用户，并由 AI 智能投放持续优化。',
    'Put between {lowest} and {highest}.': '投放金额介于 {lowest} 至 {highest} 之间。',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': '满减券 10',
    'Value-added coupon 20': '增值券 20',
    '5% deduction coupon': '5% 折扣券',
    'Team coupon 15': '团队券 15',
    'Custom coupon 8': '自定义券 8',
    'New-user support gift': '新人扶持礼',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': '欢迎来到商家中心',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>欢迎！您的广告账户已就绪。<b>打开一个计划</b>即可开始投放广告。</p>',
    'Payment channel upgrade': '支付通道升级',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>银行转账已升级。今天的提现可能会<i>最多延迟 2 小时</i>。</p>',
    'Summer activity has ended': '夏季活动已结束',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>感谢参与夏季活动，奖励已发放。</p>',
    'Reach over 3 billion users': '覆盖超过 30 亿用户',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>我们的网络现已覆盖全球<b>超过 30 亿用户</b>。</p><p>一般参考：7 天内可获得 30-50 次转化。</p>',
    'Weekend coupon bonanza': '周末优惠券狂欢',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>本周末可领取<b>增值券</b>。同名优惠券每天限领一张。</p>',
    'Security notice': '安全提示',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>切勿向他人透露您的交易密码。</p><img src="x" onerror="alert(\'xss\')"><p>客服绝不会向您索要交易密码。</p>',
    'Maintenance complete': '维护已完成',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>计划维护已完成，所有服务均已恢复正常。</p>',
    'Invite friends, share profit': '邀请好友，分享利润',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>邀请其他商家，即可从他们的首批计划中获得<b>利润分成</b>。</p>',
    'Team coupon event': '团队券活动',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>三人组队即可获得<b>团队券</b>。<a href="#/ad-center/coupons">查看我的优惠券</a>。</p>',
    'Scheduled maintenance on Sunday': '周日计划维护',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>周日 02:00-04:00 UTC 维护期间，计划照常运行。</p><script>alert("xss")</script><p>提现将暂停<b>两小时</b>。</p>',
    'New ad format: landing pages': '新广告形式：落地页',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>计划现在除了视频，还可以推广<b>落地页</b>。<br>今天就试试吧。</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>您的<b>新人扶持礼</b>已准备好：请到活动页面领取。</p>',
    'Platform update': '平台更新',
    'Service notice': '服务通知',
    'Activity reminder': '活动提醒',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title}，第 <b>{n}</b> 条。</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': '计划已投放：{no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>计划 <b>{no}</b> 已从可用余额扣除 {amount}，将随结算返还。</p>',
    'Plan settled: {no}': '计划已结算：{no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>计划 <b>{no}</b> 已结算：{amount} 已加入可用余额。</p>',
    'Plan refunded: {no}': '计划已退款：{no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>计划 <b>{no}</b> 投放失败：{amount} 已退款至可用余额。</p>',
    'Withdrawal submitted': '提现申请已提交',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>您提现到 {destination} 的 {amount} 正在处理中。参考编号：{ref}。</p>',
    'Withdrawal completed': '提现已完成',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>您提现的 {amount} 已转出。参考编号：{ref}。</p>',
    'Withdrawal refused': '提现被拒绝',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>您提现的 {amount} 被拒绝，已退回可用余额。参考编号：{ref}。</p>',
    'Payout details changed': '收款信息已更改',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>提现将转到 {destination}。如非本人操作，请立即联系客服。</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': '通过客服充值',
    'VIP membership, 12 months': 'VIP 会员，12 个月',
    'Team profit sharing': '团队利润分成',
    'Chargeback: disputed click traffic': '拒付：有争议的点击流量',
    'Virtual recharge reversed': '虚拟充值已冲回',
    'Service fee adjustment': '服务费调整',
    'Refused withdrawal returned': '提现被拒，金额已退回',
    'Deposit via customer service (test)': '通过客服充值（测试）',
    'System deduction (test)': '系统扣款（测试）',
    'Ad delivery: plan {no}': '广告投放：计划 {no}',
    'Ad settlement: plan {no}': '广告结算：计划 {no}',
    'Refund: plan {no} failed': '退款：计划 {no} 投放失败',
    'Withdrawal to bank card {account}': '提现至银行卡 {account}',
    'Withdrawal to {network} wallet {address}': '提现至 {network} 钱包 {address}',
    // ---------- customer service ----------
    'Online service': '在线客服',
    'Service ticket': '客服工单',
    'Recharge service': '充值客服',
  },
  faq: [
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
  rules: [
    '1. 开通广告账户免费，需要有效的授权码。',
    '2. 每个计划都有最低和最高投放金额，投放金额从可用余额中扣除。',
    '3. 投放后的计划依次经过匹配中、投放中、已完成、待结算；结算时返还投放金额及收益。',
    '4. 投放失败的计划全额退款。',
    '5. 同名优惠券每天只能领取一张；新人礼每位用户仅限一次。',
    '6. 充值仅支持通过客服人工办理。提现需要 6 位交易密码。',
  ],
};
