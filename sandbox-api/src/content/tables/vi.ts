/**
 * The sandbox's own content in Tiếng Việt (vi), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/vi.md: phân phối, ngân sách, kế hoạch, phiếu giảm giá, rút tiền,
 * nạp tiền, quyết toán, hoàn tiền.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const vi: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Starlight: Hành trình giải đố',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Cuộc phiêu lưu giải đố ghép 3 thư giãn với 2.000 màn chơi thiết kế thủ công.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Ghép ba ngôi sao để dọn bàn chơi; combo mở khóa các chòm sao mới. Quảng cáo video có thưởng cho thêm lượt đi.',
    'Urban Sneakers Summer Sale': 'Urban Sneakers giảm giá mùa hè',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Giảm đến 40% bộ sưu tập mùa hè, miễn phí vận chuyển cho đơn từ 50 $.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'Không phải trò chơi: trang đích nhận đơn mua hàng trong đợt giảm giá mùa hè.',
    'FitPulse Smart Watch': 'Đồng hồ thông minh FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Ghi lại nhịp tim, giấc ngủ và luyện tập, pin dùng 14 ngày.',
    'Not a game: a 15-second product video followed by a store link.':
      'Không phải trò chơi: video sản phẩm 15 giây, tiếp theo là liên kết đến cửa hàng.',
    'Green Leaf Organic Tea': 'Trà hữu cơ Green Leaf',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Trà xanh hữu cơ hái tay, gửi tươi thẳng từ đồi chè.',
    'Not a game: a landing page with a first-order discount form.':
      'Không phải trò chơi: trang đích có biểu mẫu giảm giá cho đơn hàng đầu tiên.',
    'Dragon Realm Online': 'Vương Quốc Rồng Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Trò chơi nhập vai giả tưởng với các trận chiến bang hội và thuần hóa rồng.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Thuần hóa rồng, gia nhập bang hội và chiến đấu trong các cuộc chiến vương quốc hằng tuần. Chiến dịch cài đặt tặng người chơi mới một con rồng khởi đầu.',
    'Cozy Home Furniture': 'Nội thất Cozy Home',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Sofa và bàn hiện đại, giao và lắp đặt trong vòng một tuần.',
    'Not a game: a catalogue landing page with a booking form.':
      'Không phải trò chơi: trang đích danh mục sản phẩm có biểu mẫu đặt lịch.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18-35 tuổi, game thủ di động, Hoa Kỳ, Canada, Vương quốc Anh',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25-45 tuổi, người mua thời trang và đồ thể thao, châu Âu',
    'Ages 20-50, fitness enthusiasts, worldwide': '20-50 tuổi, người yêu thể hình, toàn cầu',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30-60 tuổi, độc giả về sức khỏe và chăm sóc bản thân, châu Á - Thái Bình Dương',
    'The amount is taken from your available balance when you put the plan.':
      'Ngân sách được trừ vào số dư khả dụng của bạn khi bạn phân phối kế hoạch.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'Việc ghép chỉ mất vài giây, sau đó bắt đầu phân phối và tiến độ tăng dần đến 100%.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'Sau khi phân phối, kế hoạch chờ quyết toán; khi quyết toán, bạn nhận lại ngân sách cùng lợi nhuận.',
    'A plan that fails is refunded in full.': 'Kế hoạch thất bại được hoàn tiền toàn bộ.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} Chiến dịch được phân phối trên các bảng tin của mạng lưới chúng tôi, tiếp cận hơn 3 tỷ người dùng và được tối ưu bằng phân phối do AI điều khiển.',
    'Put between {lowest} and {highest}.': 'Ngân sách từ {lowest} đến {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Phiếu số tiền cố định 10',
    'Value-added coupon 20': 'Phiếu giá trị gia tăng 20',
    '5% deduction coupon': 'Phiếu chiết khấu 5%',
    'Team coupon 15': 'Phiếu nhóm 15',
    'Custom coupon 8': 'Phiếu tùy chỉnh 8',
    'New-user support gift': 'Quà hỗ trợ người dùng mới',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Chào mừng bạn đến với Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>Chào mừng bạn! Tài khoản quảng cáo của bạn đã sẵn sàng. <b>Mở một kế hoạch</b> để bắt đầu phân phối quảng cáo.</p>',
    'Payment channel upgrade': 'Nâng cấp kênh thanh toán',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>Chuyển khoản ngân hàng đã được nâng cấp. Hôm nay việc rút tiền có thể lâu hơn <i>tối đa 2 giờ</i>.</p>',
    'Summer activity has ended': 'Hoạt động mùa hè đã kết thúc',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Cảm ơn bạn đã tham gia hoạt động mùa hè. Phần thưởng đã được gửi.</p>',
    'Reach over 3 billion users': 'Tiếp cận hơn 3 tỷ người dùng',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Mạng lưới của chúng tôi hiện tiếp cận <b>hơn 3 tỷ người dùng</b> trên toàn thế giới.</p><p>Tham khảo chung: dự kiến 30-50 lượt chuyển đổi trong 7 ngày.</p>',
    'Weekend coupon bonanza': 'Cuối tuần săn phiếu giảm giá',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Nhận <b>phiếu giá trị gia tăng</b> vào cuối tuần này. Mỗi ngày một phiếu cùng tên.</p>',
    'Security notice': 'Thông báo bảo mật',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Tuyệt đối không chia sẻ mật khẩu giao dịch của bạn.</p><img src="x" onerror="alert(\'xss\')"><p>Bộ phận chăm sóc khách hàng sẽ không bao giờ hỏi mật khẩu này.</p>',
    'Maintenance complete': 'Bảo trì hoàn tất',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>Đợt bảo trì theo lịch đã hoàn tất. Mọi dịch vụ đã hoạt động bình thường trở lại.</p>',
    'Invite friends, share profit': 'Mời bạn bè, chia sẻ lợi nhuận',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Mời những người bán khác và nhận <b>chia lợi nhuận</b> từ các kế hoạch đầu tiên của họ.</p>',
    'Team coupon event': 'Sự kiện phiếu nhóm',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Nhóm ba người nhận được <b>phiếu nhóm</b>. <a href="#/ad-center/coupons">Xem phiếu giảm giá của tôi</a>.</p>',
    'Scheduled maintenance on Sunday': 'Bảo trì theo lịch vào Chủ nhật',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Kế hoạch vẫn chạy trong thời gian bảo trì vào Chủ nhật, 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Rút tiền tạm dừng <b>hai giờ</b>.</p>',
    'New ad format: landing pages': 'Định dạng quảng cáo mới: trang đích',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Giờ đây kế hoạch có thể quảng bá <b>trang đích</b> bên cạnh video.<br>Hãy thử ngay hôm nay.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p><b>Quà hỗ trợ người dùng mới</b> của bạn đang chờ: nhận quà tại trang “Hỗ trợ người mới”.</p>',
    'Platform update': 'Cập nhật nền tảng',
    'Service notice': 'Thông báo dịch vụ',
    'Activity reminder': 'Nhắc nhở hoạt động',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} số <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'Đã phân phối kế hoạch: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>Đã trừ {amount} từ số dư khả dụng cho kế hoạch <b>{no}</b>. Số tiền này được hoàn lại khi quyết toán.</p>',
    'Plan settled: {no}': 'Đã quyết toán kế hoạch: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>Kế hoạch <b>{no}</b> đã được quyết toán: {amount} đã được cộng vào số dư khả dụng.</p>',
    'Plan refunded: {no}': 'Hoàn tiền kế hoạch: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>Phân phối kế hoạch <b>{no}</b> thất bại: {amount} đã được hoàn vào số dư khả dụng.</p>',
    'Withdrawal submitted': 'Đã gửi yêu cầu rút tiền',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Yêu cầu rút {amount} về {destination} đang được xử lý. Mã tham chiếu: {ref}.</p>',
    'Withdrawal completed': 'Rút tiền thành công',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Khoản rút {amount} đã được chuyển. Mã tham chiếu: {ref}.</p>',
    'Withdrawal refused': 'Yêu cầu rút tiền bị từ chối',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Yêu cầu rút {amount} bị từ chối và đã được trả lại số dư khả dụng. Mã tham chiếu: {ref}.</p>',
    'Payout details changed': 'Đã thay đổi thông tin nhận tiền',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Tiền rút giờ sẽ được chuyển đến {destination}. Nếu bạn không thực hiện thay đổi này, hãy liên hệ bộ phận chăm sóc khách hàng ngay.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Nạp tiền qua chăm sóc khách hàng',
    'VIP membership, 12 months': 'Hội viên VIP, 12 tháng',
    'Team profit sharing': 'Chia lợi nhuận nhóm',
    'Chargeback: disputed click traffic': 'Bồi hoàn: lưu lượng nhấp bị khiếu nại',
    'Virtual recharge reversed': 'Hủy nạp tiền ảo',
    'Service fee adjustment': 'Điều chỉnh phí dịch vụ',
    'Refused withdrawal returned': 'Hoàn lại khoản rút tiền bị từ chối',
    'Deposit via customer service (test)': 'Nạp tiền qua chăm sóc khách hàng (thử nghiệm)',
    'System deduction (test)': 'Khấu trừ hệ thống (thử nghiệm)',
    'Ad delivery: plan {no}': 'Phân phối quảng cáo: kế hoạch {no}',
    'Ad settlement: plan {no}': 'Quyết toán quảng cáo: kế hoạch {no}',
    'Refund: plan {no} failed': 'Hoàn tiền: kế hoạch {no} thất bại',
    'Withdrawal to bank card {account}': 'Rút tiền về thẻ ngân hàng {account}',
    'Withdrawal to {network} wallet {address}': 'Rút tiền về ví {network} {address}',
    // ---------- customer service ----------
    'Online service': 'Hỗ trợ trực tuyến',
    'Service ticket': 'Yêu cầu hỗ trợ',
    'Recharge service': 'Hỗ trợ nạp tiền',
  },
  faq: [
    [
      'Tôi có thể làm gì ở đây?',
      'Mở tài khoản quảng cáo và phân phối các kế hoạch quảng cáo trên mạng lưới tiếp cận hơn 3 tỷ người dùng. Sản phẩm vận hành tự động (“proxy”) và phân phối do AI điều khiển sẽ đặt quảng cáo thay bạn.',
    ],
    [
      'Làm thế nào để mở tài khoản quảng cáo?',
      'Mở tài khoản miễn phí. Nhập mã ủy quyền (license key) bạn đã nhận được và nhấn “Mở ngay”.',
    ],
    [
      'Tôi có thể kỳ vọng bao nhiêu lượt chuyển đổi?',
      'Tham khảo chung, một kế hoạch đạt 30-50 lượt chuyển đổi trong 7 ngày. Những ngày đầu là giai đoạn học, khi việc phân phối được điều chỉnh theo đối tượng của bạn.',
    ],
    [
      'Làm thế nào để nạp tiền vào ví?',
      'Chỉ nạp tiền thủ công qua bộ phận chăm sóc khách hàng. Mở chăm sóc khách hàng từ trang ví và nhân viên sẽ hướng dẫn bạn.',
    ],
    [
      'Mật khẩu giao dịch là gì?',
      'Mật khẩu 6 chữ số, tách biệt với mật khẩu đăng nhập, dùng để xác nhận rút tiền và các thao tác khác trên ví. Đặt mật khẩu trong mục Ví. Nếu quên, hãy liên hệ chăm sóc khách hàng.',
    ],
  ],
  rules: [
    '1. Mở tài khoản quảng cáo miễn phí và cần có mã ủy quyền hợp lệ.',
    '2. Mỗi kế hoạch có ngân sách tối thiểu và tối đa; ngân sách được trừ vào số dư khả dụng.',
    '3. Kế hoạch đã phân phối lần lượt qua các trạng thái đang ghép, đang phân phối, phân phối hoàn tất và chờ quyết toán; khi quyết toán, bạn nhận lại ngân sách cùng lợi nhuận.',
    '4. Kế hoạch thất bại được hoàn tiền toàn bộ.',
    '5. Mỗi ngày chỉ nhận được một phiếu giảm giá cùng tên; quà hỗ trợ người dùng mới mỗi người một lần.',
    '6. Chỉ nạp tiền thủ công qua chăm sóc khách hàng. Rút tiền cần mật khẩu giao dịch 6 chữ số.',
  ],
};
