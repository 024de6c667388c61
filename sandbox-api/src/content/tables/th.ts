/**
 * The sandbox's own content in ไทย (th), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/th.md: ลงโฆษณา, งบโฆษณา, แสดงโฆษณา, คูปอง, ถอนเงิน, เติมเงิน,
 * ชำระบัญชี, คืนเงิน.
 */
import type { ContentTable } from './types';

export const th: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'สตาร์ไลท์ พัซเซิลเควสต์',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'การผจญภัยแนวพัซเซิลจับคู่ 3 สุดผ่อนคลาย พร้อมด่านที่ออกแบบเองกว่า 2,000 ด่าน',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'จับคู่ดาวสามดวงเพื่อเคลียร์กระดาน คอมโบจะปลดล็อกกลุ่มดาวใหม่ ดูโฆษณาวิดีโอแบบมีรางวัลเพื่อรับจำนวนการเดินเพิ่ม',
    'Urban Sneakers Summer Sale': 'เออร์เบิน สนีกเกอร์ส ลดราคาหน้าร้อน',
    'Up to 40% off the summer collection, free shipping over $50.':
      'ลดสูงสุด 40% สำหรับคอลเลกชันฤดูร้อน ส่งฟรีเมื่อซื้อครบ 50 ดอลลาร์',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'ไม่ใช่เกม: แลนดิ้งเพจที่รับคำสั่งซื้อในช่วงลดราคาหน้าร้อน',
    'FitPulse Smart Watch': 'สมาร์ทวอทช์ FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'บันทึกอัตราการเต้นของหัวใจ การนอน และการออกกำลังกาย แบตเตอรี่อยู่ได้ 14 วัน',
    'Not a game: a 15-second product video followed by a store link.':
      'ไม่ใช่เกม: วิดีโอสินค้าความยาว 15 วินาที ตามด้วยลิงก์ไปยังร้านค้า',
    'Green Leaf Organic Tea': 'ชาออร์แกนิก กรีนลีฟ',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'ชาเขียวออร์แกนิกเก็บด้วยมือ ส่งตรงจากไร่ชาแบบสดใหม่',
    'Not a game: a landing page with a first-order discount form.':
      'ไม่ใช่เกม: แลนดิ้งเพจพร้อมแบบฟอร์มรับส่วนลดคำสั่งซื้อแรก',
    'Dragon Realm Online': 'ดราก้อนเรล์มออนไลน์',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'เกมเล่นตามบทบาทแนวแฟนตาซี มีศึกกิลด์และการฝึกมังกร',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'ฝึกมังกร เข้าร่วมกิลด์ และร่วมศึกอาณาจักรทุกสัปดาห์ แคมเปญยอดติดตั้งจะมอบมังกรเริ่มต้นให้ผู้เล่นใหม่',
    'Cozy Home Furniture': 'เฟอร์นิเจอร์ โคซี่โฮม',
    'Modern sofas and tables, assembled and delivered within a week.':
      'โซฟาและโต๊ะสไตล์โมเดิร์น จัดส่งและประกอบให้ภายในหนึ่งสัปดาห์',
    'Not a game: a catalogue landing page with a booking form.':
      'ไม่ใช่เกม: แลนดิ้งเพจแคตตาล็อกพร้อมแบบฟอร์มจอง',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      'อายุ 18-35 ปี ผู้เล่นเกมมือถือ สหรัฐอเมริกา แคนาดา สหราชอาณาจักร',
    'Ages 25-45, fashion and sportswear shoppers, Europe': 'อายุ 25-45 ปี ผู้ซื้อสินค้าแฟชั่นและชุดกีฬา ยุโรป',
    'Ages 20-50, fitness enthusiasts, worldwide': 'อายุ 20-50 ปี ผู้ชื่นชอบฟิตเนส ทั่วโลก',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      'อายุ 30-60 ปี ผู้อ่านเนื้อหาสุขภาพและเวลเนส เอเชียแปซิฟิก',
    'The amount is taken from your available balance when you put the plan.':
      'เมื่อลงโฆษณาแผน ระบบจะหักงบโฆษณาจากยอดเงินที่ใช้ได้ของคุณ',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'การจับคู่ใช้เวลาไม่กี่วินาที จากนั้นจะเริ่มแสดงโฆษณาและความคืบหน้าจะเพิ่มขึ้นจนถึง 100%',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'เมื่อแสดงโฆษณาเสร็จ แผนจะรอชำระบัญชี และเมื่อชำระบัญชีจะได้รับงบโฆษณาคืนพร้อมกำไร',
    'A plan that fails is refunded in full.': 'แผนที่ล้มเหลวจะได้รับคืนเงินเต็มจำนวน',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} แคมเปญนี้แสดงโฆษณาบนฟีดของเครือข่ายเรา เข้าถึงผู้ใช้กว่า 3 พันล้านคน และปรับให้เหมาะสมด้วยการแสดงโฆษณาที่ขับเคลื่อนด้วย AI',
    'Put between {lowest} and {highest}.': 'งบโฆษณาระหว่าง {lowest} ถึง {highest}',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'คูปองจำนวนคงที่ 10',
    'Value-added coupon 20': 'คูปองมูลค่าเพิ่ม 20',
    '5% deduction coupon': 'คูปองส่วนลด 5%',
    'Team coupon 15': 'คูปองทีม 15',
    'Custom coupon 8': 'คูปองกำหนดเอง 8',
    'New-user support gift': 'ของขวัญต้อนรับผู้ใช้ใหม่',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'ยินดีต้อนรับสู่ Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>ยินดีต้อนรับ! บัญชีโฆษณาของคุณพร้อมแล้ว <b>เปิดแผน</b>เพื่อเริ่มแสดงโฆษณา</p>',
    'Payment channel upgrade': 'อัปเกรดช่องทางการชำระเงิน',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>การโอนเงินผ่านธนาคารได้รับการอัปเกรดแล้ว วันนี้การถอนเงินอาจใช้เวลานานขึ้น<i>สูงสุด 2 ชั่วโมง</i></p>',
    'Summer activity has ended': 'กิจกรรมฤดูร้อนสิ้นสุดแล้ว',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>ขอบคุณที่เข้าร่วมกิจกรรมฤดูร้อน เราได้ส่งรางวัลให้แล้ว</p>',
    'Reach over 3 billion users': 'เข้าถึงผู้ใช้กว่า 3 พันล้านคน',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>ตอนนี้เครือข่ายของเราเข้าถึง<b>ผู้ใช้กว่า 3 พันล้านคน</b>ทั่วโลก</p><p>โดยทั่วไปคาดว่าจะได้ 30-50 คอนเวอร์ชันภายใน 7 วัน</p>',
    'Weekend coupon bonanza': 'สุดสัปดาห์แจกคูปอง',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>รับ<b>คูปองมูลค่าเพิ่ม</b>ได้ในสุดสัปดาห์นี้ คูปองชื่อเดียวกันรับได้วันละหนึ่งใบ</p>',
    'Security notice': 'ประกาศด้านความปลอดภัย',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>ห้ามบอกรหัสผ่านธุรกรรมของคุณแก่ผู้อื่นเด็ดขาด</p><img src="x" onerror="alert(\'xss\')"><p>ฝ่ายบริการลูกค้าจะไม่ขอรหัสผ่านนี้จากคุณ</p>',
    'Maintenance complete': 'การบำรุงรักษาเสร็จสิ้น',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>การบำรุงรักษาตามกำหนดเสร็จสิ้นแล้ว ทุกบริการกลับมาใช้งานได้ตามปกติ</p>',
    'Invite friends, share profit': 'ชวนเพื่อน แบ่งกำไร',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>ชวนร้านค้าอื่นมาร่วม แล้วรับ<b>ส่วนแบ่งกำไร</b>จากแผนแรกของพวกเขา</p>',
    'Team coupon event': 'กิจกรรมคูปองทีม',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>ทีมละสามคนจะได้รับ<b>คูปองทีม</b> <a href="#/ad-center/coupons">ดูคูปองของฉัน</a></p>',
    'Scheduled maintenance on Sunday': 'บำรุงรักษาตามกำหนดวันอาทิตย์',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>ระหว่างการบำรุงรักษาวันอาทิตย์ เวลา 02:00-04:00 UTC แผนยังคงทำงานตามปกติ</p><script>alert("xss")</script><p>การถอนเงินจะหยุดชั่วคราว<b>สองชั่วโมง</b></p>',
    'New ad format: landing pages': 'รูปแบบโฆษณาใหม่: แลนดิ้งเพจ',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>ตอนนี้แผนสามารถโปรโมต<b>แลนดิ้งเพจ</b>ได้นอกเหนือจากวิดีโอ<br>ลองใช้วันนี้เลย</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p><b>ของขวัญต้อนรับผู้ใช้ใหม่</b>ของคุณรออยู่ รับได้ที่หน้า “สนับสนุนผู้ใช้ใหม่”</p>',
    'Platform update': 'อัปเดตแพลตฟอร์ม',
    'Service notice': 'ประกาศด้านบริการ',
    'Activity reminder': 'ข้อความเตือนกิจกรรม',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} ฉบับที่ <b>{n}</b></p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'ลงโฆษณาแผนแล้ว: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>หัก {amount} จากยอดเงินที่ใช้ได้สำหรับแผน <b>{no}</b> แล้ว จะได้คืนพร้อมการชำระบัญชี</p>',
    'Plan settled: {no}': 'ชำระบัญชีแผนแล้ว: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>แผน <b>{no}</b> ชำระบัญชีแล้ว: เพิ่ม {amount} เข้ายอดเงินที่ใช้ได้</p>',
    'Plan refunded: {no}': 'คืนเงินแผน: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>การแสดงโฆษณาของแผน <b>{no}</b> ล้มเหลว: คืนเงิน {amount} เข้ายอดเงินที่ใช้ได้แล้ว</p>',
    'Withdrawal submitted': 'ส่งคำขอถอนเงินแล้ว',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>กำลังดำเนินการถอนเงิน {amount} ไปยัง {destination} หมายเลขอ้างอิง: {ref}</p>',
    'Withdrawal completed': 'ถอนเงินสำเร็จ',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>โอนเงินที่ถอน {amount} แล้ว หมายเลขอ้างอิง: {ref}</p>',
    'Withdrawal refused': 'คำขอถอนเงินถูกปฏิเสธ',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>คำขอถอนเงิน {amount} ถูกปฏิเสธ และคืนเข้ายอดเงินที่ใช้ได้แล้ว หมายเลขอ้างอิง: {ref}</p>',
    'Payout details changed': 'เปลี่ยนข้อมูลรับเงินแล้ว',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>การถอนเงินจะไปที่ {destination} หากคุณไม่ได้เปลี่ยนเอง โปรดติดต่อฝ่ายบริการลูกค้าทันที</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'เติมเงินผ่านฝ่ายบริการลูกค้า',
    'VIP membership, 12 months': 'สมาชิก VIP 12 เดือน',
    'Team profit sharing': 'ส่วนแบ่งกำไรของทีม',
    'Chargeback: disputed click traffic': 'ชาร์จแบ็ก: ทราฟฟิกคลิกที่ถูกโต้แย้ง',
    'Virtual recharge reversed': 'ยกเลิกการเติมเงินเสมือน',
    'Service fee adjustment': 'ปรับค่าธรรมเนียมบริการ',
    'Refused withdrawal returned': 'คืนเงินจากการถอนที่ถูกปฏิเสธ',
    'Deposit via customer service (test)': 'เติมเงินผ่านฝ่ายบริการลูกค้า (ทดสอบ)',
    'System deduction (test)': 'หักเงินโดยระบบ (ทดสอบ)',
    'Ad delivery: plan {no}': 'แสดงโฆษณา: แผน {no}',
    'Ad settlement: plan {no}': 'ชำระบัญชีโฆษณา: แผน {no}',
    'Refund: plan {no} failed': 'คืนเงิน: แผน {no} ล้มเหลว',
    'Withdrawal to bank card {account}': 'ถอนเงินไปยังบัตรธนาคาร {account}',
    'Withdrawal to {network} wallet {address}': 'ถอนเงินไปยังกระเป๋าเงิน {network} {address}',
    // ---------- customer service ----------
    'Online service': 'บริการออนไลน์',
    'Service ticket': 'ทิกเก็ตบริการ',
    'Recharge service': 'บริการเติมเงิน',
  },
  faq: [
    [
      'ฉันทำอะไรได้บ้างที่นี่?',
      'เปิดบัญชีโฆษณาและลงโฆษณาแผนบนเครือข่ายที่เข้าถึงผู้ใช้กว่า 3 พันล้านคน ผลิตภัณฑ์ที่ดูแลให้อัตโนมัติ (“พร็อกซี”) และการแสดงโฆษณาที่ขับเคลื่อนด้วย AI จะจัดวางโฆษณาให้คุณ',
    ],
    ['เปิดบัญชีโฆษณาอย่างไร?', 'เปิดบัญชีได้ฟรี กรอกรหัสอนุญาต (license key) ที่คุณได้รับ แล้วแตะ “เปิดเลย”'],
    [
      'คาดว่าจะได้คอนเวอร์ชันเท่าไร?',
      'โดยทั่วไป แผนจะได้ 30-50 คอนเวอร์ชันภายใน 7 วัน ช่วงไม่กี่วันแรกเป็นช่วงเรียนรู้ ระหว่างนี้ระบบจะปรับการแสดงโฆษณาให้เหมาะกับกลุ่มเป้าหมายของคุณ',
    ],
    [
      'เติมเงินเข้ากระเป๋าเงินอย่างไร?',
      'การเติมเงินทำได้โดยเจ้าหน้าที่ผ่านฝ่ายบริการลูกค้าเท่านั้น เปิดฝ่ายบริการลูกค้าจากหน้ากระเป๋าเงิน แล้วเจ้าหน้าที่จะแนะนำขั้นตอนให้',
    ],
    [
      'รหัสผ่านธุรกรรมคืออะไร?',
      'รหัสผ่าน 6 หลักที่แยกจากรหัสผ่านเข้าสู่ระบบ ใช้ยืนยันการถอนเงินและการทำรายการอื่นในกระเป๋าเงิน ตั้งได้ที่หน้ากระเป๋าเงิน หากลืม โปรดติดต่อฝ่ายบริการลูกค้า',
    ],
  ],
  rules: [
    '1. เปิดบัญชีโฆษณาได้ฟรี และต้องใช้รหัสอนุญาตที่ถูกต้อง',
    '2. แต่ละแผนมีงบโฆษณาขั้นต่ำและสูงสุด ระบบจะหักงบโฆษณาจากยอดเงินที่ใช้ได้',
    '3. แผนที่ลงโฆษณาแล้วจะผ่านขั้นตอนกำลังจับคู่ กำลังลงโฆษณา ลงโฆษณาเสร็จสิ้น และรอชำระบัญชี เมื่อชำระบัญชีจะได้รับงบโฆษณาคืนพร้อมกำไร',
    '4. แผนที่ล้มเหลวจะได้รับคืนเงินเต็มจำนวน',
    '5. คูปองชื่อเดียวกันรับได้วันละหนึ่งใบ ของขวัญต้อนรับผู้ใช้ใหม่รับได้คนละหนึ่งครั้ง',
    '6. การเติมเงินทำได้โดยเจ้าหน้าที่ผ่านฝ่ายบริการลูกค้าเท่านั้น การถอนเงินต้องใช้รหัสผ่านธุรกรรม 6 หลัก',
  ],
};
