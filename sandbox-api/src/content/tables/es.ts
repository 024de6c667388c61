/**
 * The sandbox's own content in Español (es), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/es.md: lanzar, presupuesto, publicación, cupón, retiro, recarga,
 * liquidación, reembolso.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const es: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Starlight: aventura de puzles',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Una relajante aventura de puzles de tipo match-3 con 2000 niveles hechos a mano.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Junta tres estrellas para despejar el tablero; los combos desbloquean nuevas constelaciones. Los anuncios de video con recompensa dan movimientos extra.',
    'Urban Sneakers Summer Sale': 'Rebajas de verano de Urban Sneakers',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Hasta un 40 % de descuento en la colección de verano, envío gratis a partir de 50 $.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'No es un juego: una página de destino que recoge compras durante las rebajas de verano.',
    'FitPulse Smart Watch': 'Reloj inteligente FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Registro de frecuencia cardíaca, sueño y entrenamientos, con 14 días de batería.',
    'Not a game: a 15-second product video followed by a store link.':
      'No es un juego: un video de producto de 15 segundos seguido de un enlace a la tienda.',
    'Green Leaf Organic Tea': 'Té orgánico Green Leaf',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Té verde orgánico recogido a mano y enviado fresco desde la plantación.',
    'Not a game: a landing page with a first-order discount form.':
      'No es un juego: una página de destino con un formulario de descuento para el primer pedido.',
    'Dragon Realm Online': 'Reino Dragón Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Un juego de rol de fantasía con batallas de gremios y doma de dragones.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Doma dragones, únete a un gremio y lucha cada semana en las guerras de reinos. Las campañas de instalación regalan a los nuevos jugadores un dragón inicial.',
    'Cozy Home Furniture': 'Muebles Cozy Home',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Sofás y mesas modernos, enviados y montados en una semana.',
    'Not a game: a catalogue landing page with a booking form.':
      'No es un juego: una página de destino de catálogo con un formulario de reserva.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18-35 años, jugadores de móvil, Estados Unidos, Canadá, Reino Unido',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25-45 años, compradores de moda y ropa deportiva, Europa',
    'Ages 20-50, fitness enthusiasts, worldwide':
      '20-50 años, aficionados al fitness, todo el mundo',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30-60 años, lectores de salud y bienestar, Asia-Pacífico',
    'The amount is taken from your available balance when you put the plan.':
      'El presupuesto se descuenta de tu saldo disponible cuando lanzas el plan.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'El emparejamiento tarda unos segundos; después empieza la publicación y el progreso sube hasta el 100 %.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'Tras la publicación, el plan queda pendiente de liquidación; la liquidación devuelve el presupuesto más el beneficio.',
    'A plan that fails is refunded in full.': 'Un plan que falla se reembolsa por completo.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} La campaña se publica en los feeds de nuestra red, llega a más de 3000 millones de usuarios y se optimiza con publicación impulsada por IA.',
    'Put between {lowest} and {highest}.': 'Presupuesto entre {lowest} y {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Cupón de importe fijo 10',
    'Value-added coupon 20': 'Cupón de valor añadido 20',
    '5% deduction coupon': 'Cupón de descuento del 5 %',
    'Team coupon 15': 'Cupón de equipo 15',
    'Custom coupon 8': 'Cupón personalizado 8',
    'New-user support gift': 'Regalo de bienvenida',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Te damos la bienvenida a Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>¡Te damos la bienvenida! Tu cuenta publicitaria está lista. <b>Abre un plan</b> para empezar a publicar anuncios.</p>',
    'Payment channel upgrade': 'Mejora del canal de pago',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>Las transferencias bancarias se han mejorado. Hoy los retiros pueden tardar <i>hasta 2 horas</i> más.</p>',
    'Summer activity has ended': 'La actividad de verano ha terminado',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Gracias por participar en la actividad de verano. Las recompensas ya se han enviado.</p>',
    'Reach over 3 billion users': 'Llega a más de 3000 millones de usuarios',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Nuestra red ya llega a <b>más de 3000 millones de usuarios</b> en todo el mundo.</p><p>Como referencia general, espera entre 30 y 50 conversiones en 7 días.</p>',
    'Weekend coupon bonanza': 'Fin de semana de cupones',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Reclama un <b>cupón de valor añadido</b> este fin de semana. Un cupón del mismo nombre por día.</p>',
    'Security notice': 'Aviso de seguridad',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Nunca compartas tu clave de transacción.</p><img src="x" onerror="alert(\'xss\')"><p>Atención al cliente nunca te la pedirá.</p>',
    'Maintenance complete': 'Mantenimiento completado',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>El mantenimiento programado ha terminado. Todos los servicios funcionan con normalidad.</p>',
    'Invite friends, share profit': 'Invita a amigos y comparte beneficios',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Invita a otros comerciantes y recibe un <b>reparto de beneficios</b> de sus primeros planes.</p>',
    'Team coupon event': 'Evento de cupones de equipo',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Los equipos de tres reciben un <b>cupón de equipo</b>. <a href="#/ad-center/coupons">Ver mis cupones</a>.</p>',
    'Scheduled maintenance on Sunday': 'Mantenimiento programado el domingo',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Los planes siguen activos durante el mantenimiento del domingo, de 02:00 a 04:00 UTC.</p><script>alert("xss")</script><p>Los retiros se pausan durante <b>dos horas</b>.</p>',
    'New ad format: landing pages': 'Nuevo formato de anuncio: páginas de destino',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Ahora los planes pueden promocionar <b>páginas de destino</b> además de videos.<br>Pruébalo hoy mismo.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>Tu <b>regalo de bienvenida</b> te espera: reclámalo en la página «Apoyo a nuevos».</p>',
    'Platform update': 'Actualización de la plataforma',
    'Service notice': 'Aviso de servicio',
    'Activity reminder': 'Recordatorio de actividad',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} n.º <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'Plan lanzado: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>Se descontaron {amount} de tu saldo disponible para el plan <b>{no}</b>. Vuelven con la liquidación.</p>',
    'Plan settled: {no}': 'Plan liquidado: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>El plan <b>{no}</b> se liquidó: se añadieron {amount} a tu saldo disponible.</p>',
    'Plan refunded: {no}': 'Plan reembolsado: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>La publicación del plan <b>{no}</b> falló: se reembolsaron {amount} a tu saldo disponible.</p>',
    'Withdrawal submitted': 'Retiro solicitado',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Tu retiro de {amount} a {destination} se está procesando. Referencia: {ref}.</p>',
    'Withdrawal completed': 'Retiro completado',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Tu retiro de {amount} se envió. Referencia: {ref}.</p>',
    'Withdrawal refused': 'Retiro rechazado',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Tu retiro de {amount} fue rechazado y el importe volvió a tu saldo disponible. Referencia: {ref}.</p>',
    'Payout details changed': 'Datos de cobro cambiados',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Los retiros ahora van a {destination}. Si no hiciste este cambio, contacta con atención al cliente de inmediato.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Recarga a través de atención al cliente',
    'VIP membership, 12 months': 'Membresía VIP, 12 meses',
    'Team profit sharing': 'Reparto de beneficios del equipo',
    'Chargeback: disputed click traffic': 'Contracargo: tráfico de clics en disputa',
    'Virtual recharge reversed': 'Recarga virtual revertida',
    'Service fee adjustment': 'Ajuste de la tarifa de servicio',
    'Refused withdrawal returned': 'Retiro rechazado devuelto',
    'Deposit via customer service (test)': 'Recarga a través de atención al cliente (prueba)',
    'System deduction (test)': 'Deducción del sistema (prueba)',
    'Ad delivery: plan {no}': 'Publicación de anuncios: plan {no}',
    'Ad settlement: plan {no}': 'Liquidación de anuncios: plan {no}',
    'Refund: plan {no} failed': 'Reembolso: el plan {no} falló',
    'Withdrawal to bank card {account}': 'Retiro a la tarjeta bancaria {account}',
    'Withdrawal to {network} wallet {address}': 'Retiro a la billetera {network} {address}',
    // ---------- customer service ----------
    'Online service': 'Atención en línea',
    'Service ticket': 'Ticket de atención',
    'Recharge service': 'Atención de recargas',
  },
  faq: [
    [
      '¿Qué puedo hacer aquí?',
      'Abre una cuenta publicitaria y lanza planes de publicación de anuncios en una red que llega a más de 3000 millones de usuarios. Los productos de gestión delegada («proxy») y la publicación impulsada por IA se encargan de la colocación por ti.',
    ],
    [
      '¿Cómo abro una cuenta publicitaria?',
      'La apertura de la cuenta es gratuita. Introduce el código de autorización (clave de licencia) que recibiste y toca «Abrir ahora».',
    ],
    [
      '¿Cuántas conversiones puedo esperar?',
      'Como referencia general, un plan alcanza entre 30 y 50 conversiones en 7 días. Esos primeros días son la fase de aprendizaje, mientras la publicación se ajusta a tu audiencia.',
    ],
    [
      '¿Cómo recargo mi billetera?',
      'Las recargas son solo manuales y se hacen a través de atención al cliente. Abre atención al cliente desde la página de la billetera y un agente te guiará.',
    ],
    [
      '¿Qué es la clave de transacción?',
      'Una clave de 6 dígitos, distinta de tu contraseña de inicio de sesión, que confirma los retiros y otras operaciones de la billetera. Configúrala en Billetera. Si la olvidas, contacta con atención al cliente.',
    ],
  ],
  rules: [
    '1. Abrir una cuenta publicitaria es gratis y requiere un código de autorización válido.',
    '2. Cada plan tiene un presupuesto mínimo y uno máximo; el presupuesto se descuenta del saldo disponible.',
    '3. Un plan lanzado pasa por emparejamiento, publicación, publicación terminada y pendiente de liquidación; la liquidación devuelve el presupuesto más el beneficio.',
    '4. Un plan que falla se reembolsa por completo.',
    '5. Solo se puede recibir un cupón del mismo nombre por día; el regalo de bienvenida, una vez por usuario.',
    '6. Las recargas son solo manuales, a través de atención al cliente. Los retiros requieren la clave de transacción de 6 dígitos.',
  ],
};
