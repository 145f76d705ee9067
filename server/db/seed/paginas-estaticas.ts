/**
 * Demo static pages (migration 0021): the pages each supplier's footer links to, with a privacy
 * policy written for the LGPD (Lei 13.709/2018), plus one Aurora page tagged for the app only
 * (not WEB), which the storefront refuses to show (spec section 9: static pages are limited to
 * tag WEB). The HTML is the supplier's content; the storefront renders it through DOMPurify.
 */
import type { Insertable } from 'kysely';
import type { PaginasEstaticasTable } from '../../modules/paginas-estaticas/tables';
import { AURORA_ID, CONSTRUFORTE_ID, SEED_DATA } from './fornecedores';

interface Controladora {
  nome: string;
  razaoSocial: string;
  cnpj: string;
  email: string;
  endereco: string;
}

/** The privacy policy of a shop: who controls the data, what is collected and why, the holder's rights. */
function politicaDePrivacidade(c: Controladora): string {
  return [
    `<p>Esta política explica como a <strong>${c.razaoSocial}</strong> (CNPJ ${c.cnpj}), que opera a loja on-line ${c.nome}, trata os seus dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).</p>`,
    '<h2>Quais dados coletamos</h2>',
    '<ul>',
    '<li><strong>Cadastro:</strong> nome, CPF ou CNPJ, e-mail, telefone e senha (guardada apenas como hash).</li>',
    '<li><strong>Compras:</strong> endereços de entrega e de cobrança, itens do carrinho, pedidos, forma de pagamento escolhida e cupons usados.</li>',
    '<li><strong>Navegação:</strong> cookies necessários ao funcionamento da loja e, somente se você permitir, cookies de sessão, desempenho e personalização.</li>',
    '</ul>',
    '<h2>Para que usamos</h2>',
    '<ul>',
    '<li>Executar o contrato de compra: processar pedidos, entregas, trocas e cobranças (art. 7º, V).</li>',
    '<li>Cumprir obrigações legais e fiscais, como a emissão de notas fiscais (art. 7º, II).</li>',
    '<li>Prevenir fraudes e proteger a sua conta, por exemplo limitando tentativas de login (art. 7º, IX).</li>',
    '<li>Medir e melhorar a loja e personalizar ofertas, apenas com o seu consentimento (art. 7º, I), que você pode retirar a qualquer momento em “Preferências de cookies”.</li>',
    '</ul>',
    '<h2>Com quem compartilhamos</h2>',
    '<p>Com transportadoras, meios de pagamento e prestadores de tecnologia que nos ajudam a operar a loja, somente no necessário para cada finalidade e sob contrato. Não vendemos os seus dados.</p>',
    '<h2>Por quanto tempo guardamos</h2>',
    '<p>Enquanto a sua conta estiver ativa e, depois, pelo prazo que a lei exigir (por exemplo, cinco anos para documentos fiscais). Cookies opcionais duram no máximo o prazo informado nas preferências.</p>',
    '<h2>Os seus direitos</h2>',
    '<p>Você pode pedir a confirmação do tratamento, o acesso, a correção, a anonimização, a portabilidade ou a eliminação dos seus dados, saber com quem os compartilhamos e revogar um consentimento (art. 18 da LGPD). Também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</p>',
    '<h2>Fale com o encarregado</h2>',
    `<p>Escreva para <a href="mailto:${c.email}">${c.email}</a> ou para ${c.endereco}. Respondemos em até 15 dias.</p>`,
    '<p>Esta política pode mudar; a versão em vigor está sempre nesta página.</p>',
  ].join('\n');
}

const AURORA: Controladora = {
  nome: 'Distribuidora Aurora',
  razaoSocial: 'Distribuidora Aurora de Alimentos Ltda.',
  cnpj: '34.567.812/0001-35',
  email: 'privacidade@aurora.com.br',
  endereco: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP',
};

const CONSTRUFORTE: Controladora = {
  nome: 'ConstruForte Materiais',
  razaoSocial: 'ConstruForte Comércio de Materiais de Construção Ltda.',
  cnpj: '45.678.923/0001-35',
  email: 'privacidade@construforte.com.br',
  endereco: 'Rodovia BR-116, km 98, 4200 - Curitiba - PR',
};

const WEB = JSON.stringify(['WEB']);

type Pagina = Omit<Insertable<PaginasEstaticasTable>, 'tags'> & { tags: string };

export const PAGINAS_ESTATICAS_DEMO: readonly Pagina[] = [
  {
    idfornecedor: AURORA_ID,
    slug: 'politica-de-privacidade',
    titulo: 'Política de privacidade',
    conteudo: politicaDePrivacidade(AURORA),
    tags: WEB,
    ordem: 1,
  },
  {
    idfornecedor: AURORA_ID,
    slug: 'quem-somos',
    titulo: 'Quem somos',
    conteudo: [
      '<p>A Distribuidora Aurora abastece mercados, restaurantes e famílias de Campinas e região desde 1998, com atacado e varejo de alimentos e bebidas.</p>',
      '<h2>O que nos move</h2>',
      '<ul><li>Preço justo no atacado, também para quem compra pouco.</li><li>Entrega rápida a partir do nosso centro de distribuição em Campinas.</li><li>Atendimento por gente de verdade, por telefone e WhatsApp.</li></ul>',
    ].join('\n'),
    tags: WEB,
    ordem: 2,
  },
  {
    idfornecedor: AURORA_ID,
    slug: 'trabalhe-conosco',
    titulo: 'Trabalhe conosco',
    conteudo:
      '<p>Buscamos pessoas para logística, vendas e atendimento. Envie o seu currículo para <a href="mailto:rh@aurora.com.br">rh@aurora.com.br</a>, dizendo a área de interesse.</p>',
    tags: WEB,
    ordem: 3,
  },
  {
    idfornecedor: AURORA_ID,
    slug: 'trocas-e-devolucoes',
    titulo: 'Trocas e devoluções',
    conteudo: [
      '<p>Você pode desistir de uma compra feita on-line em até 7 dias do recebimento (art. 49 do Código de Defesa do Consumidor).</p>',
      '<h2>Como pedir</h2>',
      '<ol><li>Fale com o atendimento pelo e-mail atendimento@aurora.com.br informando o número do pedido.</li><li>Combinamos a coleta ou a devolução em uma de nossas lojas.</li><li>O reembolso sai na mesma forma de pagamento em até 10 dias úteis.</li></ol>',
      '<p>Produtos perecíveis com defeito ou fora da validade são trocados na hora da entrega.</p>',
    ].join('\n'),
    tags: WEB,
    ordem: 4,
  },
  {
    // For the sales team's app only: the storefront refuses it (not tagged WEB).
    idfornecedor: AURORA_ID,
    slug: 'tabela-vendedores',
    titulo: 'Tabela interna de comissões',
    conteudo: '<p>Uso interno da equipe de vendas.</p>',
    tags: JSON.stringify(['APP']),
    ordem: 9,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    slug: 'politica-de-privacidade',
    titulo: 'Política de privacidade',
    conteudo: politicaDePrivacidade(CONSTRUFORTE),
    tags: WEB,
    ordem: 1,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    slug: 'nossa-historia',
    titulo: 'Nossa história',
    conteudo:
      '<p>A ConstruForte nasceu em 2004 como um depósito de cimento em Curitiba. Hoje atende construtoras, empreiteiros e quem está reformando a casa, com entrega na obra em todo o Paraná e em Santa Catarina.</p>',
    tags: WEB,
    ordem: 2,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    slug: 'lojas',
    titulo: 'Lojas e depósitos',
    conteudo:
      '<ul><li><strong>Curitiba (matriz e depósito):</strong> Rodovia BR-116, km 98, 4200. Segunda a sábado, das 7h às 18h.</li><li><strong>Joinville:</strong> Rua Dona Francisca, 8300. Segunda a sexta, das 7h às 17h.</li></ul>',
    tags: WEB,
    ordem: 3,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    slug: 'como-comprar',
    titulo: 'Como comprar',
    conteudo:
      '<ol><li>Entre com o seu CPF ou CNPJ para ver os preços.</li><li>Monte o carrinho ou use o pedido rápido com os códigos da sua lista.</li><li>Escolha a entrega na obra ou a retirada em um depósito.</li></ol>',
    tags: WEB,
    ordem: 4,
  },
  {
    idfornecedor: CONSTRUFORTE_ID,
    slug: 'entrega',
    titulo: 'Entrega na obra',
    conteudo:
      '<p>Entregamos com caminhão próprio, com descarga no térreo. Pedidos acima de R$ 5.000 no Paraná e em Santa Catarina têm frete grátis. Agende a data no fechamento do pedido.</p>',
    tags: WEB,
    ordem: 5,
  },
].map((p) => ({ ...p, atualizado_em: SEED_DATA }));
