/**
 * The sandbox's own content in Français (fr), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/fr.md: lancer, budget, diffusion, coupon, retrait, recharge,
 * règlement, remboursement.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const fr: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Starlight, l’aventure puzzle',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Une aventure puzzle relaxante de type match-3, avec 2 000 niveaux faits main.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Alignez trois étoiles pour vider le plateau ; les combos débloquent de nouvelles constellations. Les vidéos avec récompense offrent des coups supplémentaires.',
    'Urban Sneakers Summer Sale': 'Soldes d’été Urban Sneakers',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Jusqu’à 40 % de réduction sur la collection d’été, livraison gratuite dès 50 $.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'Pas un jeu : une page de destination qui enregistre les achats pendant les soldes d’été.',
    'FitPulse Smart Watch': 'Montre connectée FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Suivi de la fréquence cardiaque, du sommeil et des entraînements, avec 14 jours d’autonomie.',
    'Not a game: a 15-second product video followed by a store link.':
      'Pas un jeu : une vidéo produit de 15 secondes, suivie d’un lien vers la boutique.',
    'Green Leaf Organic Tea': 'Thé bio Green Leaf',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Thé vert bio cueilli à la main, expédié frais depuis le jardin.',
    'Not a game: a landing page with a first-order discount form.':
      'Pas un jeu : une page de destination avec un formulaire de réduction sur la première commande.',
    'Dragon Realm Online': 'Royaume des Dragons Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Un jeu de rôle fantastique avec des batailles de guildes et le dressage de dragons.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Apprivoisez des dragons, rejoignez une guilde et combattez chaque semaine dans la guerre des royaumes. Les campagnes d’installation offrent un dragon de départ aux nouveaux joueurs.',
    'Cozy Home Furniture': 'Meubles Cozy Home',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Canapés et tables modernes, livrés et montés en une semaine.',
    'Not a game: a catalogue landing page with a booking form.':
      'Pas un jeu : une page de destination catalogue avec un formulaire de réservation.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18-35 ans, joueurs sur mobile, États-Unis, Canada, Royaume-Uni',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25-45 ans, acheteurs de mode et de vêtements de sport, Europe',
    'Ages 20-50, fitness enthusiasts, worldwide': '20-50 ans, passionnés de fitness, monde entier',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30-60 ans, lecteurs santé et bien-être, Asie-Pacifique',
    'The amount is taken from your available balance when you put the plan.':
      'Le budget est prélevé sur votre solde disponible lorsque vous lancez le plan.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'La mise en correspondance prend quelques secondes, puis la diffusion commence et la progression monte jusqu’à 100 %.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'Après la diffusion, le plan attend le règlement ; le règlement restitue le budget et le bénéfice.',
    'A plan that fails is refunded in full.': 'Un plan qui échoue est intégralement remboursé.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name} : {description} La campagne est diffusée dans les fils de notre réseau, touche plus de 3 milliards d’utilisateurs et est optimisée par une diffusion pilotée par l’IA.',
    'Put between {lowest} and {highest}.': 'Budget entre {lowest} et {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Coupon montant fixe 10',
    'Value-added coupon 20': 'Coupon valeur ajoutée 20',
    '5% deduction coupon': 'Coupon de remise 5 %',
    'Team coupon 15': 'Coupon d’équipe 15',
    'Custom coupon 8': 'Coupon personnalisé 8',
    'New-user support gift': 'Cadeau de bienvenue',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Bienvenue dans le Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>Bienvenue ! Votre compte publicitaire est prêt. <b>Ouvrez un plan</b> pour commencer à diffuser vos annonces.</p>',
    'Payment channel upgrade': 'Mise à niveau du canal de paiement',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>Les virements bancaires ont été mis à niveau. Les retraits peuvent prendre <i>jusqu’à 2 heures</i> de plus aujourd’hui.</p>',
    'Summer activity has ended': 'L’opération d’été est terminée',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Merci d’avoir participé à l’opération d’été. Les récompenses ont été envoyées.</p>',
    'Reach over 3 billion users': 'Touchez plus de 3 milliards d’utilisateurs',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Notre réseau touche désormais <b>plus de 3 milliards d’utilisateurs</b> dans le monde.</p><p>À titre indicatif, comptez 30 à 50 conversions en 7 jours.</p>',
    'Weekend coupon bonanza': 'Week-end des coupons',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Récupérez un <b>coupon valeur ajoutée</b> ce week-end. Un coupon du même nom par jour.</p>',
    'Security notice': 'Avis de sécurité',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Ne communiquez jamais votre code de transaction.</p><img src="x" onerror="alert(\'xss\')"><p>Le service client ne vous le demandera jamais.</p>',
    'Maintenance complete': 'Maintenance terminée',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>La maintenance programmée est terminée. Tous les services fonctionnent à nouveau normalement.</p>',
    'Invite friends, share profit': 'Invitez des amis, partagez les bénéfices',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Invitez d’autres marchands et recevez un <b>partage des bénéfices</b> sur leurs premiers plans.</p>',
    'Team coupon event': 'Opération coupon d’équipe',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Les équipes de trois reçoivent un <b>coupon d’équipe</b>. <a href="#/ad-center/coupons">Voir mes coupons</a>.</p>',
    'Scheduled maintenance on Sunday': 'Maintenance programmée dimanche',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Les plans continuent de tourner pendant la maintenance du dimanche, de 02:00 à 04:00 UTC.</p><script>alert("xss")</script><p>Les retraits sont suspendus pendant <b>deux heures</b>.</p>',
    'New ad format: landing pages': 'Nouveau format publicitaire : pages de destination',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Les plans peuvent désormais promouvoir des <b>pages de destination</b> en plus des vidéos.<br>Essayez dès aujourd’hui.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>Votre <b>cadeau de bienvenue</b> vous attend : récupérez-le sur la page « Aide aux nouveaux ».</p>',
    'Platform update': 'Mise à jour de la plateforme',
    'Service notice': 'Avis de service',
    'Activity reminder': 'Rappel d’opération',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} n° <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'Plan lancé : {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>{amount} ont été débités de votre solde disponible pour le plan <b>{no}</b>. Ils reviennent avec le règlement.</p>',
    'Plan settled: {no}': 'Plan réglé : {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>Le plan <b>{no}</b> a été réglé : {amount} ont été ajoutés à votre solde disponible.</p>',
    'Plan refunded: {no}': 'Plan remboursé : {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>La diffusion du plan <b>{no}</b> a échoué : {amount} ont été remboursés sur votre solde disponible.</p>',
    'Withdrawal submitted': 'Demande de retrait envoyée',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Votre retrait de {amount} vers {destination} est en cours de traitement. Référence : {ref}.</p>',
    'Withdrawal completed': 'Retrait effectué',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Votre retrait de {amount} a été versé. Référence : {ref}.</p>',
    'Withdrawal refused': 'Retrait refusé',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Votre retrait de {amount} a été refusé et recrédité sur votre solde disponible. Référence : {ref}.</p>',
    'Payout details changed': 'Coordonnées de versement modifiées',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Les retraits vont désormais vers {destination}. Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement le service client.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Recharge via le service client',
    'VIP membership, 12 months': 'Abonnement VIP, 12 mois',
    'Team profit sharing': 'Partage des bénéfices d’équipe',
    'Chargeback: disputed click traffic': 'Rétrofacturation : trafic de clics contesté',
    'Virtual recharge reversed': 'Recharge virtuelle annulée',
    'Service fee adjustment': 'Ajustement des frais de service',
    'Refused withdrawal returned': 'Retrait refusé, montant restitué',
    'Deposit via customer service (test)': 'Recharge via le service client (test)',
    'System deduction (test)': 'Prélèvement système (test)',
    'Ad delivery: plan {no}': 'Diffusion publicitaire : plan {no}',
    'Ad settlement: plan {no}': 'Règlement publicitaire : plan {no}',
    'Refund: plan {no} failed': 'Remboursement : échec du plan {no}',
    'Withdrawal to bank card {account}': 'Retrait vers la carte bancaire {account}',
    'Withdrawal to {network} wallet {address}': 'Retrait vers le portefeuille {network} {address}',
    // ---------- customer service ----------
    'Online service': 'Service en ligne',
    'Service ticket': 'Ticket de service',
    'Recharge service': 'Service de recharge',
  },
  faq: [
    [
      'Que puis-je faire ici ?',
      'Ouvrez un compte publicitaire et lancez des plans de diffusion sur un réseau qui touche plus de 3 milliards d’utilisateurs. Les produits en gestion déléguée (« proxy ») et la diffusion pilotée par l’IA s’occupent du placement pour vous.',
    ],
    [
      'Comment ouvrir un compte publicitaire ?',
      'L’ouverture du compte est gratuite. Saisissez le code d’autorisation (clé de licence) que vous avez reçu et touchez « Ouvrir maintenant ».',
    ],
    [
      'Combien de conversions puis-je attendre ?',
      'À titre indicatif, un plan atteint 30 à 50 conversions en 7 jours. Ces premiers jours sont la phase d’apprentissage, pendant laquelle la diffusion s’ajuste à votre audience.',
    ],
    [
      'Comment recharger mon portefeuille ?',
      'Les recharges sont uniquement manuelles et passent par le service client. Ouvrez le service client depuis la page du portefeuille : un conseiller vous guidera.',
    ],
    [
      'Qu’est-ce que le code de transaction ?',
      'Un code à 6 chiffres, distinct de votre mot de passe de connexion, qui confirme les retraits et les autres opérations du portefeuille. Définissez-le dans Portefeuille. En cas d’oubli, contactez le service client.',
    ],
  ],
  rules: [
    '1. L’ouverture d’un compte publicitaire est gratuite et nécessite un code d’autorisation valide.',
    '2. Chaque plan a un budget minimal et un budget maximal ; le budget est prélevé sur le solde disponible.',
    '3. Un plan lancé passe par la mise en correspondance, la diffusion, la fin de diffusion et l’attente de règlement ; le règlement restitue le budget et le bénéfice.',
    '4. Un plan qui échoue est intégralement remboursé.',
    '5. Un seul coupon du même nom peut être reçu par jour ; le cadeau de bienvenue, une seule fois par utilisateur.',
    '6. Les recharges sont uniquement manuelles, via le service client. Les retraits nécessitent le code de transaction à 6 chiffres.',
  ],
};
