/**
 * The demo suppliers' terms of use (version 1, published with the seed) and the demo customers'
 * acceptances: every demo registration accepted version 1 when it was made (as a registration
 * through the storefront does), so a supplier publishing version 2 asks each of them again.
 */
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID, SEED_DATA } from './fornecedores';

export interface TermosSeed {
  idfornecedor: string;
  versao: number;
  titulo: string;
  html: string;
  publicado_em: string;
}

function termos(p: {
  loja: string;
  razao: string;
  cnpj: string;
  email: string;
  cidade: string;
  extra: string;
}): string {
  return [
    `<p>Estes Termos de Uso regem o uso da loja virtual <strong>${p.loja}</strong>, mantida por ${p.razao}, inscrita no CNPJ ${p.cnpj}. Ao se cadastrar ou comprar, você declara que leu e aceita estas condições.</p>`,
    '<h2>1. Cadastro</h2>',
    '<p>O cadastro é pessoal e intransferível. Você se compromete a informar dados verdadeiros, completos e atualizados (nome, CPF ou CNPJ, e-mail) e a manter sua senha em sigilo. Avise-nos imediatamente em caso de uso não autorizado da sua conta.</p>',
    '<p>A loja pode condicionar a compra à aprovação do cadastro e recusar ou suspender cadastros com dados inconsistentes.</p>',
    '<h2>2. Preços, estoque e pedidos</h2>',
    '<p>Preços, condições de pagamento e disponibilidade podem variar conforme a região de entrega, a forma de pagamento e a quantidade comprada, e valem no momento da confirmação do pedido. Um pedido só é considerado aceito após a confirmação da loja; havendo divergência de estoque ou de preço, entraremos em contato antes de faturar.</p>',
    '<h2>3. Entrega e retirada</h2>',
    '<p>Os prazos de entrega são informados no fechamento do pedido e contam a partir da confirmação do pagamento. Na entrega, confira a mercadoria e registre qualquer avaria no comprovante.</p>',
    '<h2>4. Trocas, devoluções e arrependimento</h2>',
    '<p>Nas compras à distância feitas por consumidor pessoa física, você pode desistir em até 7 (sete) dias do recebimento, conforme o art. 49 do Código de Defesa do Consumidor. Produtos com defeito seguem os prazos de garantia legal. Fale conosco pelo e-mail ' +
      `<a href="mailto:${p.email}">${p.email}</a>.</p>`,
    `<p>${p.extra}</p>`,
    '<h2>5. Privacidade</h2>',
    '<p>Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para processar pedidos, entregas, cobranças e atendimento, e para cumprir obrigações legais. Cookies não essenciais só são usados com o seu consentimento, que pode ser alterado a qualquer momento em "Preferências de cookies".</p>',
    '<h2>6. Alterações destes termos</h2>',
    '<p>Estes termos podem ser atualizados. Cada versão é numerada; quando uma nova versão for publicada, pediremos o seu aceite no próximo acesso à sua conta.</p>',
    '<h2>7. Foro</h2>',
    `<p>Fica eleito o foro da comarca de ${p.cidade}, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.</p>`,
  ].join('\n');
}

export const TERMOS_DEMO: readonly TermosSeed[] = [
  {
    idfornecedor: AURORA_ID,
    versao: 1,
    titulo: 'Termos de Uso da Distribuidora Aurora',
    publicado_em: SEED_DATA,
    html: termos({
      loja: 'Distribuidora Aurora',
      razao: 'Distribuidora Aurora de Alimentos Ltda.',
      cnpj: '34.567.812/0001-35',
      email: 'atendimento@aurora.com.br',
      cidade: 'São Paulo - SP',
      extra: 'Produtos perecíveis e refrigerados só podem ser devolvidos por defeito ou avaria constatados na entrega.',
    }),
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    versao: 1,
    titulo: 'Termos de Uso da ConstruForte Materiais',
    publicado_em: SEED_DATA,
    html: termos({
      loja: 'ConstruForte Materiais',
      razao: 'ConstruForte Comércio de Materiais de Construção Ltda.',
      cnpj: '45.678.923/0001-35',
      email: 'vendas@construforte.com.br',
      cidade: 'Curitiba - PR',
      extra:
        'Produtos vendidos sob medida (cortes de madeira, tubos e fios) e tintas preparadas na cor escolhida não são trocados, salvo defeito. A venda de produtos inflamáveis, solventes e ferramentas de corte é restrita a maiores de 18 anos.',
    }),
  },
  {
    idfornecedor: AURORA_ATACADO_ID,
    versao: 1,
    titulo: 'Termos de Uso da Aurora Atacado',
    publicado_em: SEED_DATA,
    html: termos({
      loja: 'Aurora Atacado — Retira',
      razao: 'Distribuidora Aurora de Alimentos Ltda.',
      cnpj: '34.567.812/0002-16',
      email: 'atacado@aurora.com.br',
      cidade: 'Campinas - SP',
      extra: 'Os pedidos desta loja são orçamentos: os preços são confirmados pela nossa equipe antes da retirada.',
    }),
  },
];
