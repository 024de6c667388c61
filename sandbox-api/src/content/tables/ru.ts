/**
 * The sandbox's own content in Русский (ru), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/ru.md: запустить, бюджет, размещение, купон, вывод, пополнение,
 * расчёт, возврат.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const ru: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Starlight: звёздные головоломки',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Расслабляющее приключение-головоломка «три в ряд» с 2000 уровнями ручной работы.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Соберите три звезды в ряд, чтобы очистить поле; комбо открывают новые созвездия. Видеореклама с наградой даёт дополнительные ходы.',
    'Urban Sneakers Summer Sale': 'Летняя распродажа Urban Sneakers',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Скидки до 40 % на летнюю коллекцию, бесплатная доставка от 50 $.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'Не игра: лендинг, принимающий заказы во время летней распродажи.',
    'FitPulse Smart Watch': 'Умные часы FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Отслеживание пульса, сна и тренировок, батарея на 14 дней.',
    'Not a game: a 15-second product video followed by a store link.':
      'Не игра: 15-секундное видео о товаре, после которого идёт ссылка на магазин.',
    'Green Leaf Organic Tea': 'Органический чай Green Leaf',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Органический зелёный чай ручного сбора, отправляем свежим прямо с плантации.',
    'Not a game: a landing page with a first-order discount form.':
      'Не игра: лендинг с формой скидки на первый заказ.',
    'Dragon Realm Online': 'Царство драконов Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Фэнтезийная ролевая игра с битвами гильдий и приручением драконов.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Приручайте драконов, вступайте в гильдию и сражайтесь в еженедельных войнах королевств. Кампании установки дарят новым игрокам стартового дракона.',
    'Cozy Home Furniture': 'Мебель Cozy Home',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Современные диваны и столы с доставкой и сборкой в течение недели.',
    'Not a game: a catalogue landing page with a booking form.':
      'Не игра: лендинг-каталог с формой бронирования.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18–35 лет, мобильные геймеры, США, Канада, Великобритания',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25–45 лет, покупатели модной и спортивной одежды, Европа',
    'Ages 20-50, fitness enthusiasts, worldwide': '20–50 лет, любители фитнеса, весь мир',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30–60 лет, читатели материалов о здоровье и велнесе, Азиатско-Тихоокеанский регион',
    'The amount is taken from your available balance when you put the plan.':
      'Бюджет списывается с вашего доступного баланса при запуске плана.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'Подбор занимает несколько секунд, затем начинается размещение, и прогресс растёт до 100 %.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'После размещения план ожидает расчёта; при расчёте возвращаются бюджет и прибыль.',
    'A plan that fails is refunded in full.': 'При сбое плана бюджет возвращается полностью.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} Кампания размещается в лентах нашей сети, охватывает более 3 млрд пользователей и оптимизируется размещением на основе ИИ.',
    'Put between {lowest} and {highest}.': 'Бюджет от {lowest} до {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Купон на фиксированную сумму 10',
    'Value-added coupon 20': 'Бонусный купон 20',
    '5% deduction coupon': 'Купон со скидкой 5 %',
    'Team coupon 15': 'Командный купон 15',
    'Custom coupon 8': 'Особый купон 8',
    'New-user support gift': 'Подарок для новых пользователей',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Добро пожаловать в Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>Добро пожаловать! Ваш рекламный аккаунт готов. <b>Откройте план</b>, чтобы начать размещение рекламы.</p>',
    'Payment channel upgrade': 'Обновление платёжного канала',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>Банковские переводы обновлены. Сегодня вывод может занять <i>до 2 часов</i> дольше.</p>',
    'Summer activity has ended': 'Летняя акция завершена',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Спасибо за участие в летней акции. Награды отправлены.</p>',
    'Reach over 3 billion users': 'Охват более 3 млрд пользователей',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Наша сеть теперь охватывает <b>более 3 млрд пользователей</b> по всему миру.</p><p>Ориентир: 30–50 конверсий за 7 дней.</p>',
    'Weekend coupon bonanza': 'Выходные купонов',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Получите <b>бонусный купон</b> в эти выходные. Не больше одного купона с одинаковым названием в день.</p>',
    'Security notice': 'Уведомление о безопасности',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Никому не сообщайте свой платёжный пароль.</p><img src="x" onerror="alert(\'xss\')"><p>Служба поддержки никогда его не запрашивает.</p>',
    'Maintenance complete': 'Обслуживание завершено',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>Плановое обслуживание завершено. Все сервисы работают в обычном режиме.</p>',
    'Invite friends, share profit': 'Приглашайте друзей и делите прибыль',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Приглашайте других продавцов и получайте <b>долю прибыли</b> с их первых планов.</p>',
    'Team coupon event': 'Акция командных купонов',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Команды из трёх человек получают <b>командный купон</b>. <a href="#/ad-center/coupons">Мои купоны</a>.</p>',
    'Scheduled maintenance on Sunday': 'Плановое обслуживание в воскресенье',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Во время обслуживания в воскресенье с 02:00 до 04:00 UTC планы продолжают работать.</p><script>alert("xss")</script><p>Вывод средств приостанавливается на <b>два часа</b>.</p>',
    'New ad format: landing pages': 'Новый формат рекламы: лендинги',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Теперь планы могут продвигать не только видео, но и <b>лендинги</b>.<br>Попробуйте уже сегодня.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>Ваш <b>подарок для новых пользователей</b> ждёт: заберите его на странице «Поддержка новичков».</p>',
    'Platform update': 'Обновление платформы',
    'Service notice': 'Сервисное уведомление',
    'Activity reminder': 'Напоминание об акции',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title}, № <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'План запущен: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>С доступного баланса списано {amount} на план <b>{no}</b>. Сумма вернётся при расчёте.</p>',
    'Plan settled: {no}': 'План рассчитан: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>По плану <b>{no}</b> проведён расчёт: на доступный баланс зачислено {amount}.</p>',
    'Plan refunded: {no}': 'Возврат по плану: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>Размещение плана <b>{no}</b> не удалось: {amount} возвращено на доступный баланс.</p>',
    'Withdrawal submitted': 'Заявка на вывод отправлена',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Вывод {amount} на {destination} обрабатывается. Номер операции: {ref}.</p>',
    'Withdrawal completed': 'Вывод выполнен',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Вывод {amount} отправлен. Номер операции: {ref}.</p>',
    'Withdrawal refused': 'Вывод отклонён',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Вывод {amount} отклонён, сумма возвращена на доступный баланс. Номер операции: {ref}.</p>',
    'Payout details changed': 'Реквизиты для вывода изменены',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Теперь вывод идёт на {destination}. Если вы не меняли реквизиты, сразу обратитесь в службу поддержки.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Пополнение через службу поддержки',
    'VIP membership, 12 months': 'VIP-подписка на 12 месяцев',
    'Team profit sharing': 'Распределение командной прибыли',
    'Chargeback: disputed click traffic': 'Чарджбэк: оспоренный трафик кликов',
    'Virtual recharge reversed': 'Отмена виртуального пополнения',
    'Service fee adjustment': 'Корректировка сервисного сбора',
    'Refused withdrawal returned': 'Возврат отклонённого вывода',
    'Deposit via customer service (test)': 'Пополнение через службу поддержки (тест)',
    'System deduction (test)': 'Системное списание (тест)',
    'Ad delivery: plan {no}': 'Размещение рекламы: план {no}',
    'Ad settlement: plan {no}': 'Расчёт за рекламу: план {no}',
    'Refund: plan {no} failed': 'Возврат: сбой плана {no}',
    'Withdrawal to bank card {account}': 'Вывод на банковскую карту {account}',
    'Withdrawal to {network} wallet {address}': 'Вывод на кошелёк {network} {address}',
    // ---------- customer service ----------
    'Online service': 'Онлайн-поддержка',
    'Service ticket': 'Обращение в поддержку',
    'Recharge service': 'Поддержка по пополнению',
  },
  faq: [
    [
      'Что я могу здесь делать?',
      'Откройте рекламный аккаунт и запускайте планы размещения рекламы в сети, которая охватывает более 3 млрд пользователей. Продукты с автоматическим управлением («прокси») и размещение на основе ИИ берут подбор площадок на себя.',
    ],
    [
      'Как открыть рекламный аккаунт?',
      'Открытие аккаунта бесплатно. Введите полученный код авторизации (лицензионный ключ) и нажмите «Открыть сейчас».',
    ],
    [
      'Сколько конверсий можно ожидать?',
      'Ориентир: план набирает 30–50 конверсий за 7 дней. Первые дни — это период обучения, пока размещение настраивается под вашу аудиторию.',
    ],
    [
      'Как пополнить кошелёк?',
      'Пополнение возможно только вручную, через службу поддержки. Откройте службу поддержки на странице кошелька, и сотрудник вам поможет.',
    ],
    [
      'Что такое платёжный пароль?',
      '6-значный пароль, отдельный от пароля для входа, которым подтверждаются вывод средств и другие операции с кошельком. Задайте его в разделе «Кошелёк». Если вы его забыли, обратитесь в службу поддержки.',
    ],
  ],
  rules: [
    '1. Открытие рекламного аккаунта бесплатно и требует действующего кода авторизации.',
    '2. У каждого плана есть минимальный и максимальный бюджет; бюджет списывается с доступного баланса.',
    '3. Запущенный план проходит этапы подбора, размещения, завершения и ожидания расчёта; при расчёте возвращаются бюджет и прибыль.',
    '4. При сбое плана бюджет возвращается полностью.',
    '5. Купон с одним и тем же названием можно получить только один раз в день; подарок для новых пользователей — один раз на пользователя.',
    '6. Пополнение только вручную, через службу поддержки. Для вывода нужен 6-значный платёжный пароль.',
  ],
};
