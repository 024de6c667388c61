/**
 * The sandbox's own content in Português (pt), keyed by the English source text (./en.ts).
 * Reviewed against docs/glossary/pt.md: veicular, orçamento, veiculação, cupom, saque, recarga,
 * liquidação, reembolso.
 * A number and the word or sign after it are joined by a no-break space (U+00A0), so a line
 * never breaks between them.
 */
import type { ContentTable } from './types';

export const pt: ContentTable = {
  messages: {
    // ---------- products: name, description, game description ----------
    'Starlight Puzzle Quest': 'Starlight: aventura de quebra-cabeças',
    'A relaxing match-3 puzzle adventure with 2,000 hand-made levels.':
      'Uma aventura relaxante de quebra-cabeças do tipo combine 3, com 2.000 fases feitas à mão.',
    'Match three stars to clear the board; combos unlock new constellations. Rewarded video ads grant extra moves.':
      'Combine três estrelas para limpar o tabuleiro; combos desbloqueiam novas constelações. Anúncios em vídeo premiados dão jogadas extras.',
    'Urban Sneakers Summer Sale': 'Promoção de verão Urban Sneakers',
    'Up to 40% off the summer collection, free shipping over $50.':
      'Até 40% de desconto na coleção de verão, frete grátis acima de US$ 50.',
    'Not a game: a landing page that collects purchases during the summer sale.':
      'Não é um jogo: uma página de destino que recebe compras durante a promoção de verão.',
    'FitPulse Smart Watch': 'Relógio inteligente FitPulse',
    'Heart-rate, sleep and workout tracking with a 14-day battery.':
      'Monitoramento de frequência cardíaca, sono e treinos, com bateria para 14 dias.',
    'Not a game: a 15-second product video followed by a store link.':
      'Não é um jogo: um vídeo de produto de 15 segundos seguido de um link para a loja.',
    'Green Leaf Organic Tea': 'Chá orgânico Green Leaf',
    'Hand-picked organic green tea, shipped fresh from the garden.':
      'Chá verde orgânico colhido à mão, enviado fresquinho da plantação.',
    'Not a game: a landing page with a first-order discount form.':
      'Não é um jogo: uma página de destino com um formulário de desconto na primeira compra.',
    'Dragon Realm Online': 'Reino dos Dragões Online',
    'A fantasy role-playing game with guild battles and dragon taming.':
      'Um RPG de fantasia com batalhas de guildas e doma de dragões.',
    'Tame dragons, join a guild and fight weekly realm wars. Install campaigns reward new players with a starter dragon.':
      'Dome dragões, entre em uma guilda e lute nas guerras de reinos semanais. Campanhas de instalação dão aos novos jogadores um dragão inicial.',
    'Cozy Home Furniture': 'Móveis Cozy Home',
    'Modern sofas and tables, assembled and delivered within a week.':
      'Sofás e mesas modernos, entregues e montados em até uma semana.',
    'Not a game: a catalogue landing page with a booking form.':
      'Não é um jogo: uma página de destino de catálogo com formulário de agendamento.',
    // ---------- plans: targeting, rules (one line each), content and the put range ----------
    'Ages 18-35, mobile gamers, United States, Canada, United Kingdom':
      '18 a 35 anos, jogadores de celular, Estados Unidos, Canadá, Reino Unido',
    'Ages 25-45, fashion and sportswear shoppers, Europe':
      '25 a 45 anos, compradores de moda e roupas esportivas, Europa',
    'Ages 20-50, fitness enthusiasts, worldwide':
      '20 a 50 anos, entusiastas de fitness, mundo todo',
    'Ages 30-60, health and wellness readers, Asia-Pacific':
      '30 a 60 anos, leitores de saúde e bem-estar, Ásia-Pacífico',
    'The amount is taken from your available balance when you put the plan.':
      'O orçamento sai do seu saldo disponível quando você veicula o plano.',
    'Matching takes a few seconds, then delivery starts and progress grows to 100 %.':
      'A correspondência leva alguns segundos; depois a veiculação começa e o progresso sobe até 100%.',
    'After delivery the plan waits for settlement; settlement returns the put amount plus the profit.':
      'Após a veiculação, o plano aguarda a liquidação; a liquidação devolve o orçamento mais o lucro.',
    'A plan that fails is refunded in full.': 'Um plano que falha é reembolsado integralmente.',
    "{name}: {description} The campaign runs on our network's feeds, reaching over 3 billion users, and is optimised by AI-driven delivery.":
      '{name}: {description} A campanha é veiculada nos feeds da nossa rede, alcança mais de 3 bilhões de usuários e é otimizada por veiculação com IA.',
    'Put between {lowest} and {highest}.': 'Orçamento entre {lowest} e {highest}.',
    // ---------- coupons ----------
    'Fixed-amount coupon 10': 'Cupom de valor fixo 10',
    'Value-added coupon 20': 'Cupom de valor agregado 20',
    '5% deduction coupon': 'Cupom de desconto de 5%',
    'Team coupon 15': 'Cupom de equipe 15',
    'Custom coupon 8': 'Cupom personalizado 8',
    'New-user support gift': 'Presente de boas-vindas',
    // ---------- notifications: titles and bodies (the markup is kept tag for tag) ----------
    'Welcome to the Merchant Center': 'Boas-vindas ao Merchant Center',
    '<p>Welcome! Your ad account is ready. <b>Open a plan</b> to start delivering ads.</p>':
      '<p>Boas-vindas! Sua conta de anúncios está pronta. <b>Abra um plano</b> para começar a veicular anúncios.</p>',
    'Payment channel upgrade': 'Atualização do canal de pagamento',
    '<p>Bank transfers were upgraded. Withdrawals may take <i>up to 2 hours</i> longer today.</p>':
      '<p>As transferências bancárias foram atualizadas. Hoje os saques podem levar <i>até 2 horas</i> a mais.</p>',
    'Summer activity has ended': 'A atividade de verão terminou',
    '<p>Thank you for joining the summer activity. Rewards have been sent.</p>':
      '<p>Obrigado por participar da atividade de verão. As recompensas já foram enviadas.</p>',
    'Reach over 3 billion users': 'Alcance mais de 3 bilhões de usuários',
    '<p>Our network now reaches <b>over 3 billion users</b> worldwide.</p><p>As a general guide, expect 30-50 conversions within 7 days.</p>':
      '<p>Nossa rede agora alcança <b>mais de 3 bilhões de usuários</b> no mundo todo.</p><p>Como referência geral, espere de 30 a 50 conversões em 7 dias.</p>',
    'Weekend coupon bonanza': 'Fim de semana de cupons',
    '<p>Claim a <b>value-added coupon</b> this weekend. One coupon of the same name per day.</p>':
      '<p>Resgate um <b>cupom de valor agregado</b> neste fim de semana. Um cupom de mesmo nome por dia.</p>',
    'Security notice': 'Aviso de segurança',
    '<p>Never share your transaction password.</p><img src="x" onerror="alert(\'xss\')"><p>Customer service will never ask for it.</p>':
      '<p>Nunca compartilhe sua senha de transação.</p><img src="x" onerror="alert(\'xss\')"><p>O atendimento ao cliente nunca vai pedi-la.</p>',
    'Maintenance complete': 'Manutenção concluída',
    '<p>The scheduled maintenance is complete. All services are back to normal.</p>':
      '<p>A manutenção programada foi concluída. Todos os serviços voltaram ao normal.</p>',
    'Invite friends, share profit': 'Convide amigos, compartilhe lucros',
    '<p>Invite other merchants and receive <b>profit sharing</b> on their first plans.</p>':
      '<p>Convide outros comerciantes e receba <b>participação nos lucros</b> dos primeiros planos deles.</p>',
    'Team coupon event': 'Evento de cupom de equipe',
    '<p>Teams of three receive a <b>team coupon</b>. <a href="#/ad-center/coupons">See my coupons</a>.</p>':
      '<p>Equipes de três pessoas recebem um <b>cupom de equipe</b>. <a href="#/ad-center/coupons">Ver meus cupons</a>.</p>',
    'Scheduled maintenance on Sunday': 'Manutenção programada no domingo',
    '<p>Plans keep running during maintenance on Sunday 02:00-04:00 UTC.</p><script>alert("xss")</script><p>Withdrawals pause for <b>two hours</b>.</p>':
      '<p>Os planos continuam rodando durante a manutenção de domingo, das 02:00 às 04:00 UTC.</p><script>alert("xss")</script><p>Os saques ficam pausados por <b>duas horas</b>.</p>',
    'New ad format: landing pages': 'Novo formato de anúncio: páginas de destino',
    '<p>Plans can now promote <b>landing pages</b> as well as videos.<br>Try one today.</p>':
      '<p>Agora os planos podem promover <b>páginas de destino</b> além de vídeos.<br>Experimente hoje mesmo.</p>',
    '<p>Your <b>new-user support gift</b> is waiting: claim it on the activity page.</p>':
      '<p>Seu <b>presente de boas-vindas</b> está esperando: resgate-o na página “Apoio a novos usuários”.</p>',
    'Platform update': 'Atualização da plataforma',
    'Service notice': 'Aviso de serviço',
    'Activity reminder': 'Lembrete de atividade',
    '{title} #{n}': '{title} #{n}',
    '<p>{title} number <b>{n}</b>.</p>': '<p>{title} nº <b>{n}</b>.</p>',
    // ---------- notifications of money movements (money-notices.ts) ----------
    'Plan put: {no}': 'Plano veiculado: {no}',
    '<p>{amount} left your available balance for plan <b>{no}</b>. It comes back with the settlement.</p>':
      '<p>{amount} saíram do seu saldo disponível para o plano <b>{no}</b>. O valor volta com a liquidação.</p>',
    'Plan settled: {no}': 'Plano liquidado: {no}',
    '<p>Plan <b>{no}</b> was settled: {amount} was added to your available balance.</p>':
      '<p>O plano <b>{no}</b> foi liquidado: {amount} foram adicionados ao seu saldo disponível.</p>',
    'Plan refunded: {no}': 'Plano reembolsado: {no}',
    '<p>The delivery of plan <b>{no}</b> failed: {amount} was refunded to your available balance.</p>':
      '<p>A veiculação do plano <b>{no}</b> falhou: {amount} foram reembolsados ao seu saldo disponível.</p>',
    'Withdrawal submitted': 'Saque solicitado',
    '<p>Your withdrawal of {amount} to {destination} is being processed. Reference: {ref}.</p>':
      '<p>Seu saque de {amount} para {destination} está sendo processado. Referência: {ref}.</p>',
    'Withdrawal completed': 'Saque concluído',
    '<p>Your withdrawal of {amount} was sent. Reference: {ref}.</p>':
      '<p>Seu saque de {amount} foi enviado. Referência: {ref}.</p>',
    'Withdrawal refused': 'Saque recusado',
    '<p>Your withdrawal of {amount} was refused and returned to your available balance. Reference: {ref}.</p>':
      '<p>Seu saque de {amount} foi recusado e voltou ao seu saldo disponível. Referência: {ref}.</p>',
    'Payout details changed': 'Dados de recebimento alterados',
    '<p>Withdrawals now go to {destination}. If you did not make this change, contact customer service at once.</p>':
      '<p>Os saques agora vão para {destination}. Se você não fez essa alteração, fale com o atendimento ao cliente imediatamente.</p>',
    // ---------- ledger remarks ----------
    'Deposit via customer service': 'Recarga pelo atendimento ao cliente',
    'VIP membership, 12 months': 'Assinatura VIP, 12 meses',
    'Team profit sharing': 'Participação nos lucros da equipe',
    'Chargeback: disputed click traffic': 'Estorno: tráfego de cliques contestado',
    'Virtual recharge reversed': 'Recarga virtual estornada',
    'Service fee adjustment': 'Ajuste da taxa de serviço',
    'Refused withdrawal returned': 'Saque recusado devolvido',
    'Deposit via customer service (test)': 'Recarga pelo atendimento ao cliente (teste)',
    'System deduction (test)': 'Dedução do sistema (teste)',
    'Ad delivery: plan {no}': 'Veiculação de anúncios: plano {no}',
    'Ad settlement: plan {no}': 'Liquidação de anúncios: plano {no}',
    'Refund: plan {no} failed': 'Reembolso: falha do plano {no}',
    'Withdrawal to bank card {account}': 'Saque para o cartão bancário {account}',
    'Withdrawal to {network} wallet {address}': 'Saque para a carteira {network} {address}',
    // ---------- customer service ----------
    'Online service': 'Atendimento online',
    'Service ticket': 'Chamado de atendimento',
    'Recharge service': 'Atendimento de recarga',
  },
  faq: [
    [
      'O que posso fazer aqui?',
      'Abra uma conta de anúncios e veicule planos de anúncios em uma rede que alcança mais de 3 bilhões de usuários. Produtos com operação delegada (“proxy”) e a veiculação com IA fazem o posicionamento por você.',
    ],
    [
      'Como abro uma conta de anúncios?',
      'A abertura da conta é gratuita. Digite o código de autorização (chave de licença) que você recebeu e toque em “Abrir agora”.',
    ],
    [
      'Quantas conversões posso esperar?',
      'Como referência geral, um plano chega a 30 a 50 conversões em 7 dias. Esses primeiros dias são a fase de aprendizado, enquanto a veiculação é ajustada ao seu público.',
    ],
    [
      'Como recarrego minha carteira?',
      'As recargas são apenas manuais e feitas pelo atendimento ao cliente. Abra o atendimento na página da carteira e um atendente vai orientar você.',
    ],
    [
      'O que é a senha de transação?',
      'Uma senha de 6 dígitos, diferente da sua senha de login, que confirma saques e outras ações da carteira. Defina-a em Carteira. Se esquecer, fale com o atendimento ao cliente.',
    ],
  ],
  rules: [
    '1. Abrir uma conta de anúncios é gratuito e exige um código de autorização válido.',
    '2. Cada plano tem um orçamento mínimo e um máximo; o orçamento sai do saldo disponível.',
    '3. Um plano veiculado passa por correspondência, veiculação, veiculação concluída e aguardando liquidação; a liquidação devolve o orçamento mais o lucro.',
    '4. Um plano que falha é reembolsado integralmente.',
    '5. Só é possível receber um cupom de mesmo nome por dia; o presente de boas-vindas, uma vez por usuário.',
    '6. As recargas são apenas manuais, pelo atendimento ao cliente. Saques exigem a senha de transação de 6 dígitos.',
  ],
};
