/**
 * The sandbox's own content in 한국어 (ko), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/ko.md: 집행, 집행 금액, 플랜, 쿠폰, 출금, 충전, 정산, 환불.
 */
import type { ContentTable } from './types';

export const ko: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': '스타라이트 퍼즐 퀘스트',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      '직접 만든 2,000개 레벨을 즐기는 힐링 매치-3 퍼즐 어드벤처.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      '별 세 개를 맞춰 보드를 비우세요. 콤보로 새로운 별자리가 열립니다. 보상형 동영상 광고를 보면 추가 이동 횟수를 받습니다.',
    'Urban Sneakers Summer Sale': '어반 스니커즈 여름 세일',
    'Up to 40% off the summer collection, free shipping over $50.':
      '여름 컬렉션 최대 40% 할인, 50달러 이상 무료 배송.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      '게임 아님: 여름 세일 기간에 구매를 받는 랜딩 페이지입니다.',
    'FitPulse Smart Watch': 'FitPulse 스마트워치',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      '심박수·수면·운동 기록, 배터리 14일 지속.',
    'Not a game: a 15-second product video followed by a store link.':
      '게임 아님: 15초 제품 동영상 뒤에 스토어 링크가 이어집니다.',
    'Green Leaf Organic Tea': '그린 리프 유기농 차',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      '손으로 딴 유기농 녹차를 다원에서 신선하게 보내 드립니다.',
    'Not a game: a landing page with a first-order discount form.':
      '게임 아님: 첫 주문 할인 양식이 있는 랜딩 페이지입니다.',
    'Dragon Realm Online': '드래곤 렐름 온라인',
    'A fantasy role-playing game with guild battles and dragon taming.':
      '길드 전투와 드래곤 길들이기를 즐기는 판타지 롤플레잉 게임.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      '드래곤을 길들이고 길드에 가입해 매주 왕국 전쟁에 참여하세요. 설치 캠페인은 신규 플레이어에게 스타터 드래곤을 드립니다.',
    'Cozy Home Furniture': '코지 홈 가구',
    'Modern sofas and tables, assembled and delivered within a week.':
      '모던한 소파와 테이블을 일주일 안에 배송하고 조립해 드립니다.',
    'Not a game: a catalogue landing page with a booking form.':
      '게임 아님: 예약 양식이 있는 카탈로그 랜딩 페이지입니다.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18~35세, 모바일 게이머, 미국·캐나다·영국',
    'Ages 25-45, fashion and sportswear shoppers, Europe': '25~45세, 패션·스포츠웨어 구매자, 유럽',
    'Ages 20-50, fitness enthusiasts, worldwide': '20~50세, 피트니스 애호가, 전 세계',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30~60세, 건강·웰니스 콘텐츠 독자, 아시아 태평양',
    'The amount is taken from your available balance when you put the plan.':
      '플랜을 집행하면 사용 가능 잔액에서 금액이 차감됩니다.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      '매칭은 몇 초면 끝나고, 이어서 광고 집행이 시작되어 진행률이 100%까지 올라갑니다.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      '집행이 끝나면 플랜은 정산 대기 상태가 되며, 정산 시 집행 금액과 이익이 돌아옵니다.',
    'A plan that fails is refunded in full.': '실패한 플랜은 전액 환불됩니다.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} 이 캠페인은 저희 네트워크의 피드에서 집행되어 30억 명 이상의 사용자에게 도달하며, AI 기반 집행으로 최적화됩니다.',
    'Put between {lowest} and {highest}.': '집행 금액은 {lowest}~{highest} 사이입니다.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': '정액 쿠폰 10',
    'Value-added coupon 20': '부가 가치 쿠폰 20',
    '5% deduction coupon': '5% 할인 쿠폰',
    'Team coupon 15': '팀 쿠폰 15',
    'Custom coupon 8': '맞춤 쿠폰 8',
    'New-user support gift': '신규 사용자 지원 선물',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': '머천트 센터에 오신 것을 환영합니다',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>환영합니다! 광고 계정이 준비되었습니다. <b>플랜을 열어</b> 광고 집행을 시작하세요.</p>',
    'Payment channel upgrade': '결제 채널 업그레이드',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>은행 송금이 업그레이드되었습니다. 오늘은 출금이 <i>최대 2시간</i> 더 걸릴 수 있습니다.</p>',
    'Summer activity has ended': '여름 이벤트가 종료되었습니다',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>여름 이벤트에 참여해 주셔서 감사합니다. 보상이 지급되었습니다.</p>',
    'Reach over 3 billion users': '30억 명 이상의 사용자에게 도달',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>저희 네트워크는 이제 전 세계 <b>30억 명 이상의 사용자</b>에게 도달합니다.</p><p>일반적으로 7일 안에 30~50건의 전환을 기대할 수 있습니다.</p>',
    'Weekend coupon bonanza': '주말 쿠폰 대잔치',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>이번 주말에 <b>부가 가치 쿠폰</b>을 받으세요. 같은 이름의 쿠폰은 하루에 1장만 받을 수 있습니다.</p>',
    'Security notice': '보안 안내',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>거래 비밀번호를 절대 다른 사람에게 알려 주지 마세요.</p><img src="x" onerror="alert(\'xss\')"><p>고객센터는 절대 비밀번호를 묻지 않습니다.</p>',
    'Maintenance complete': '점검 완료',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>예정된 점검이 완료되었습니다. 모든 서비스가 정상으로 돌아왔습니다.</p>',
    'Invite friends, share profit': '친구 초대하고 수익 나누기',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>다른 판매자를 초대하면 그들의 첫 플랜에서 <b>수익 배분</b>을 받을 수 있습니다.</p>',
    'Team coupon event': '팀 쿠폰 이벤트',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>3명이 팀을 이루면 <b>팀 쿠폰</b>을 받습니다. <a href="#/ad-center/coupons">내 쿠폰 보기</a>.</p>',
    'Scheduled maintenance on Sunday': '일요일 정기 점검',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>일요일 02:00~04:00 UTC 점검 중에도 플랜은 계속 운영됩니다.</p><script>alert("xss")</script><p>출금은 <b>2시간</b> 동안 중단됩니다.</p>',
    'New ad format: landing pages': '새로운 광고 형식: 랜딩 페이지',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>이제 플랜에서 동영상뿐 아니라 <b>랜딩 페이지</b>도 홍보할 수 있습니다.<br>오늘 바로 사용해 보세요.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p><b>신규 사용자 지원 선물</b>이 기다리고 있습니다. ‘신규 지원’ 페이지에서 받으세요.</p>',
    'Platform update': '플랫폼 업데이트',
    'Service notice': '서비스 안내',
    'Activity reminder': '이벤트 알림',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title}: <b>{n}</b>번째 알림.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': '플랜 집행: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>플랜 <b>{no}</b> 집행으로 사용 가능 잔액에서 {amount}이(가) 차감되었습니다. 정산 시 돌아옵니다.</p>',
    'Plan settled: {no}': '플랜 정산: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>플랜 <b>{no}</b>이(가) 정산되었습니다: 사용 가능 잔액에 {amount}이(가) 추가되었습니다.</p>',
    'Plan refunded: {no}': '플랜 환불: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>플랜 <b>{no}</b>의 집행에 실패했습니다: {amount}이(가) 사용 가능 잔액으로 환불되었습니다.</p>',
    'Withdrawal submitted': '출금 신청 완료',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>{destination}(으)로 {amount} 출금을 처리하고 있습니다. 참조 번호: {ref}.</p>',
    'Withdrawal completed': '출금 완료',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>{amount} 출금이 송금되었습니다. 참조 번호: {ref}.</p>',
    'Withdrawal refused': '출금 거절',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>{amount} 출금이 거절되어 사용 가능 잔액으로 반환되었습니다. 참조 번호: {ref}.</p>',
    'Payout details changed': '출금 정보 변경',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>이제 출금은 {destination}(으)로 갑니다. 직접 변경하지 않았다면 즉시 고객센터에 문의해 주세요.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': '고객센터를 통한 충전',
    'VIP membership, 12 months': 'VIP 멤버십 12개월',
    'Team profit sharing': '팀 수익 배분',
    'Chargeback: disputed click traffic': '지불 거절: 분쟁 중인 클릭 트래픽',
    'Virtual recharge reversed': '가상 충전 취소',
    'Service fee adjustment': '서비스 수수료 조정',
    'Refused withdrawal returned': '거절된 출금 반환',
    'Deposit via customer service (test)': '고객센터를 통한 충전(테스트)',
    'System deduction (test)': '시스템 차감(테스트)',
    'Ad delivery: plan {no}': '광고 집행: 플랜 {no}',
    'Ad settlement: plan {no}': '광고 정산: 플랜 {no}',
    'Refund: plan {no} failed': '환불: 플랜 {no} 실패',
    'Withdrawal to bank card {account}': '출금: 은행 카드 {account}',
    'Withdrawal to {network} wallet {address}': '출금: {network} 지갑 {address}',
    // ---------- customer service ----------
    'Online service': '온라인 상담',
    'Service ticket': '상담 티켓',
    'Recharge service': '충전 상담',
  },
  faq: [
    [
      '여기에서 무엇을 할 수 있나요?',
      '광고 계정을 개설하고 30억 명 이상의 사용자에게 도달하는 네트워크에서 광고 집행 플랜을 운영할 수 있습니다. 대행 운영(프록시) 상품과 AI 기반 집행이 광고 배치를 대신해 드립니다.',
    ],
    [
      '광고 계정은 어떻게 개설하나요?',
      '계정 개설은 무료입니다. 받으신 인증 코드(라이선스 키)를 입력하고 ‘지금 개설’을 누르세요.',
    ],
    [
      '전환은 얼마나 기대할 수 있나요?',
      '일반적으로 플랜은 7일 안에 30~50건의 전환에 도달합니다. 처음 며칠은 학습 기간으로, 집행이 오디언스에 맞게 조정됩니다.',
    ],
    [
      '지갑은 어떻게 충전하나요?',
      '충전은 수동으로만 가능하며 고객센터를 통해 진행됩니다. 지갑 페이지에서 고객센터를 열면 상담원이 안내해 드립니다.',
    ],
    [
      '거래 비밀번호란 무엇인가요?',
      '로그인 비밀번호와 별개인 6자리 비밀번호로, 출금 등 지갑 작업을 확인할 때 사용합니다. 지갑에서 설정하세요. 잊어버린 경우 고객센터에 문의하세요.',
    ],
  ],
  rules: [
    '1. 광고 계정 개설은 무료이며 유효한 인증 코드가 필요합니다.',
    '2. 각 플랜에는 최저·최고 집행 금액이 있으며, 집행 금액은 사용 가능 잔액에서 차감됩니다.',
    '3. 집행한 플랜은 매칭 중, 집행 중, 집행 완료, 정산 대기 순서로 진행되며, 정산 시 집행 금액과 이익이 돌아옵니다.',
    '4. 실패한 플랜은 전액 환불됩니다.',
    '5. 같은 이름의 쿠폰은 하루에 1장만 받을 수 있으며, 신규 사용자 지원 선물은 1인당 1회입니다.',
    '6. 충전은 고객센터를 통한 수동 방식만 가능합니다. 출금에는 6자리 거래 비밀번호가 필요합니다.',
  ],
};
