/**
 * The sandbox's own content in Deutsch (de), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/de.md: schalten, Budget, Auslieferung, Gutschein, Auszahlung,
 * Aufladung, Abrechnung, Rückerstattung.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const de: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Sternenlicht-Puzzleabenteuer',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Ein entspannendes Match-3-Puzzleabenteuer mit 2.000 handgemachten Levels.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Verbinden Sie drei Sterne, um das Spielfeld zu leeren; Kombos schalten neue Sternbilder frei. Belohnungsvideos bringen zusätzliche Züge.',
    'Urban Sneakers Summer Sale': 'Urban Sneakers Sommer-Sale',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Bis zu 40 % Rabatt auf die Sommerkollektion, kostenloser Versand ab 50 $.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'Kein Spiel: eine Landingpage, die während des Sommer-Sales Bestellungen entgegennimmt.',
    'FitPulse Smart Watch': 'FitPulse Smartwatch',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Erfasst Herzfrequenz, Schlaf und Training, mit 14 Tagen Akkulaufzeit.',
    'Not a game: a 15-second product video followed by a store link.':
      'Kein Spiel: ein 15-sekündiges Produktvideo mit anschließendem Link zum Store.',
    'Green Leaf Organic Tea': 'Green Leaf Bio-Tee',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Handgepflückter Bio-Grüntee, frisch aus dem Teegarten verschickt.',
    'Not a game: a landing page with a first-order discount form.':
      'Kein Spiel: eine Landingpage mit Formular für einen Erstbestellungsrabatt.',
    'Dragon Realm Online': 'Drachenreich Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Ein Fantasy-Rollenspiel mit Gildenkämpfen und Drachenzähmung.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Zähmen Sie Drachen, treten Sie einer Gilde bei und kämpfen Sie in wöchentlichen Reichskriegen. Installationskampagnen belohnen neue Spieler mit einem Startdrachen.',
    'Cozy Home Furniture': 'Cozy Home Möbel',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Moderne Sofas und Tische, innerhalb einer Woche geliefert und aufgebaut.',
    'Not a game: a catalogue landing page with a booking form.':
      'Kein Spiel: eine Katalog-Landingpage mit Buchungsformular.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18–35 Jahre, Mobile-Gamer, USA, Kanada, Vereinigtes Königreich',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25–45 Jahre, Käufer von Mode und Sportbekleidung, Europa',
    'Ages 20-50, fitness enthusiasts, worldwide': '20–50 Jahre, Fitnessbegeisterte, weltweit',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30–60 Jahre, Leser von Gesundheits- und Wellness-Themen, Asien-Pazifik',
    'The amount is taken from your available balance when you put the plan.':
      'Das Budget wird beim Schalten des Plans von Ihrem verfügbaren Guthaben abgebucht.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'Die Zuordnung dauert wenige Sekunden, dann beginnt die Auslieferung und der Fortschritt steigt auf 100 %.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'Nach der Auslieferung wartet der Plan auf die Abrechnung; mit der Abrechnung werden das Budget und der Gewinn gutgeschrieben.',
    'A plan that fails is refunded in full.':
      'Für einen fehlgeschlagenen Plan gibt es eine vollständige Rückerstattung.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} Die Kampagne läuft in den Feeds unseres Netzwerks, erreicht über 3 Milliarden Nutzer und wird durch KI-gestützte Auslieferung optimiert.',
    'Put between {lowest} and {highest}.': 'Budget zwischen {lowest} und {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Festbetrag-Gutschein 10',
    'Value-added coupon 20': 'Mehrwert-Gutschein 20',
    '5% deduction coupon': '5-%-Rabattgutschein',
    'Team coupon 15': 'Team-Gutschein 15',
    'Custom coupon 8': 'Individueller Gutschein 8',
    'New-user support gift': 'Willkommensgeschenk für Neukunden',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Willkommen im Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>Willkommen! Ihr Werbekonto ist bereit. <b>Öffnen Sie einen Plan</b>, um mit der Auslieferung Ihrer Anzeigen zu beginnen.</p>',
    'Payment channel upgrade': 'Upgrade des Zahlungskanals',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>Banküberweisungen wurden umgestellt. Auszahlungen können heute <i>bis zu 2 Stunden</i> länger dauern.</p>',
    'Summer activity has ended': 'Die Sommeraktion ist beendet',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Danke für Ihre Teilnahme an der Sommeraktion. Die Prämien wurden verschickt.</p>',
    'Reach over 3 billion users': 'Über 3 Milliarden Nutzer erreichen',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Unser Netzwerk erreicht jetzt <b>über 3 Milliarden Nutzer</b> weltweit.</p><p>Als Richtwert: 30–50 Conversions innerhalb von 7 Tagen.</p>',
    'Weekend coupon bonanza': 'Gutschein-Wochenende',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Holen Sie sich an diesem Wochenende einen <b>Mehrwert-Gutschein</b>. Pro Tag ein Gutschein mit gleichem Namen.</p>',
    'Security notice': 'Sicherheitshinweis',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Geben Sie Ihr Transaktionspasswort niemals weiter.</p><img src="x" onerror="alert(\'xss\')"><p>Der Kundenservice wird Sie nie danach fragen.</p>',
    'Maintenance complete': 'Wartung abgeschlossen',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>Die geplante Wartung ist abgeschlossen. Alle Dienste laufen wieder normal.</p>',
    'Invite friends, share profit': 'Freunde einladen, Gewinn teilen',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Laden Sie andere Händler ein und erhalten Sie eine <b>Gewinnbeteiligung</b> an ihren ersten Plänen.</p>',
    'Team coupon event': 'Team-Gutschein-Aktion',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Teams aus drei Personen erhalten einen <b>Team-Gutschein</b>. <a href="#/ad-center/coupons">Meine Gutscheine ansehen</a>.</p>',
    'Scheduled maintenance on Sunday': 'Geplante Wartung am Sonntag',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Pläne laufen während der Wartung am Sonntag von 02:00 bis 04:00 UTC weiter.</p><script>alert("xss")</script><p>Auszahlungen pausieren <b>zwei Stunden</b> lang.</p>',
    'New ad format: landing pages': 'Neues Anzeigenformat: Landingpages',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Pläne können jetzt neben Videos auch <b>Landingpages</b> bewerben.<br>Probieren Sie es gleich aus.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>Ihr <b>Willkommensgeschenk für Neukunden</b> wartet: Holen Sie es auf der Seite „Neukunden-Förderung“ ab.</p>',
    'Platform update': 'Plattform-Update',
    'Service notice': 'Servicehinweis',
    'Activity reminder': 'Aktionserinnerung',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} Nr. <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'Plan geschaltet: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>{amount} wurden für den Plan <b>{no}</b> von Ihrem verfügbaren Guthaben abgebucht. Der Betrag kommt mit der Abrechnung zurück.</p>',
    'Plan settled: {no}': 'Plan abgerechnet: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>Der Plan <b>{no}</b> wurde abgerechnet: {amount} wurden Ihrem verfügbaren Guthaben gutgeschrieben.</p>',
    'Plan refunded: {no}': 'Plan erstattet: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>Die Auslieferung des Plans <b>{no}</b> ist fehlgeschlagen: {amount} wurden als Rückerstattung Ihrem verfügbaren Guthaben gutgeschrieben.</p>',
    'Withdrawal submitted': 'Auszahlung beantragt',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Ihre Auszahlung von {amount} an {destination} wird bearbeitet. Referenz: {ref}.</p>',
    'Withdrawal completed': 'Auszahlung ausgeführt',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Ihre Auszahlung von {amount} wurde überwiesen. Referenz: {ref}.</p>',
    'Withdrawal refused': 'Auszahlung abgelehnt',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Ihre Auszahlung von {amount} wurde abgelehnt und Ihrem verfügbaren Guthaben wieder gutgeschrieben. Referenz: {ref}.</p>',
    'Payout details changed': 'Auszahlungsdaten geändert',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Auszahlungen gehen jetzt an {destination}. Wenn Sie das nicht geändert haben, wenden Sie sich sofort an den Kundenservice.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Aufladung über den Kundenservice',
    'VIP membership, 12 months': 'VIP-Mitgliedschaft, 12 Monate',
    'Team profit sharing': 'Team-Gewinnbeteiligung',
    'Chargeback: disputed click traffic': 'Rückbuchung: strittiger Klick-Traffic',
    'Virtual recharge reversed': 'Virtuelle Aufladung storniert',
    'Service fee adjustment': 'Anpassung der Servicegebühr',
    'Refused withdrawal returned': 'Abgelehnte Auszahlung zurückgebucht',
    'Deposit via customer service (test)': 'Aufladung über den Kundenservice (Test)',
    'System deduction (test)': 'Systemabzug (Test)',
    'Ad delivery: plan {no}': 'Anzeigenauslieferung: Plan {no}',
    'Ad settlement: plan {no}': 'Werbeabrechnung: Plan {no}',
    'Refund: plan {no} failed': 'Rückerstattung: Plan {no} fehlgeschlagen',
    'Withdrawal to bank card {account}': 'Auszahlung auf Bankkarte {account}',
    'Withdrawal to {network} wallet {address}': 'Auszahlung an {network}-Wallet {address}',
    // ---------- customer service ----------
    'Online service': 'Online-Kundenservice',
    'Service ticket': 'Service-Ticket',
    'Recharge service': 'Aufladeservice',
  },
  faq: [
    [
      'Was kann ich hier tun?',
      'Eröffnen Sie ein Werbekonto und schalten Sie Werbepläne in einem Netzwerk, das über 3 Milliarden Nutzer erreicht. Automatisch betreute („Proxy“-)Produkte und KI-gestützte Auslieferung übernehmen die Platzierung für Sie.',
    ],
    [
      'Wie eröffne ich ein Werbekonto?',
      'Die Kontoeröffnung ist kostenlos. Geben Sie den erhaltenen Autorisierungscode (Lizenzschlüssel) ein und tippen Sie auf „Jetzt eröffnen“.',
    ],
    [
      'Mit wie vielen Conversions kann ich rechnen?',
      'Als Richtwert erreicht ein Plan innerhalb von 7 Tagen 30–50 Conversions. Die ersten Tage sind die Lernphase, in der die Auslieferung auf Ihre Zielgruppe abgestimmt wird.',
    ],
    [
      'Wie lade ich meine Wallet auf?',
      'Aufladungen erfolgen nur manuell über den Kundenservice. Öffnen Sie den Kundenservice auf der Wallet-Seite, ein Mitarbeiter hilft Ihnen weiter.',
    ],
    [
      'Was ist das Transaktionspasswort?',
      'Ein 6-stelliges Passwort, getrennt von Ihrem Login-Passwort, mit dem Sie Auszahlungen und andere Wallet-Aktionen bestätigen. Sie legen es unter Wallet fest. Wenn Sie es vergessen haben, wenden Sie sich an den Kundenservice.',
    ],
  ],
  rules: [
    '1. Die Eröffnung eines Werbekontos ist kostenlos und erfordert einen gültigen Autorisierungscode.',
    '2. Jeder Plan hat ein Mindest- und ein Höchstbudget; das Budget wird vom verfügbaren Guthaben abgebucht.',
    '3. Ein geschalteter Plan durchläuft Zuordnung, Schaltung, Abschluss und Warten auf Abrechnung; mit der Abrechnung werden das Budget und der Gewinn gutgeschrieben.',
    '4. Für einen fehlgeschlagenen Plan gibt es eine vollständige Rückerstattung.',
    '5. Pro Tag kann nur ein Gutschein mit gleichem Namen erhalten werden, das Willkommensgeschenk für Neukunden einmal pro Nutzer.',
    '6. Aufladungen erfolgen nur manuell über den Kundenservice. Auszahlungen erfordern das 6-stellige Transaktionspasswort.',
  ],
};
