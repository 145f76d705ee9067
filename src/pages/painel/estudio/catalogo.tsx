/**
 * The block catalogue of the studio: a pt-BR name, an icon and a one-line description for each
 * block type (here, not in the block's schema: the first view carries its blocks' schemas, and
 * only the studio reads these words). Every block of the registry has its entry here
 * (./catalogo.test.ts checks it); a block this build does not know reads 'Bloco desconhecido'.
 * Which blocks a page offers is the model's (engine/model/estudio/pages.ts: a block's `pages`).
 */
import { blockSchemas, type BlockType } from '#blocks/schemas';
import * as styles from './estudio.css';

type Icone =
  | 'faixa'
  | 'cabecalho'
  | 'lista'
  | 'slides'
  | 'grade'
  | 'rodape'
  | 'caixa'
  | 'texto'
  | 'botao'
  | 'carrinho'
  | 'formulario'
  | 'pedido'
  | 'imagem'
  | 'entrega'
  | 'pessoa';

/** The name, icon and description of each block type, first view's and every page group's. */
export const CATALOGO: Readonly<Record<string, { rotulo: string; icone: Icone; descricao: string }>> = {
  // The first view's (any page or region).
  'free-shipping-banner': {
    rotulo: 'Faixa de frete grátis',
    icone: 'faixa',
    descricao:
      'Faixa rolante anunciando o frete grátis que o fornecedor oferece (valor mínimo e estados); oculta quando ele não oferece.',
  },
  'offers-button': {
    rotulo: 'Botão de ofertas',
    icone: 'botao',
    descricao: 'Botão flutuante "OFERTAS" que leva à categoria de ofertas do fornecedor.',
  },
  header: {
    rotulo: 'Cabeçalho',
    icone: 'cabecalho',
    descricao: 'Cabeçalho: logo, nome do fornecedor, busca, menu e botão do carrinho.',
  },
  'category-nav': {
    rotulo: 'Navegação de categorias',
    icone: 'lista',
    descricao: 'Navegação horizontal pelas categorias do fornecedor, com subcategorias.',
  },
  carousel: {
    rotulo: 'Carrossel',
    icone: 'slides',
    descricao: 'Carrossel do fornecedor: banners (slides) ou vitrine de produtos.',
  },
  'catalogue-grid': {
    rotulo: 'Grade de produtos',
    icone: 'grade',
    descricao: 'Grade de produtos da página (início, categoria ou busca) com ordenação e "Carregar mais".',
  },
  footer: {
    rotulo: 'Rodapé',
    icone: 'rodape',
    descricao: 'Rodapé: colunas de links, contato, redes sociais, razão social e CNPJ.',
  },
  section: { rotulo: 'Seção', icone: 'caixa', descricao: 'Seção com título que agrupa outros blocos.' },
  'static-text': { rotulo: 'Texto', icone: 'texto', descricao: 'Um texto estático do fornecedor, pela chave.' },
  'combo-strip': { rotulo: 'Faixa de combos', icone: 'faixa', descricao: 'Faixa de combos.' },
  recommendations: {
    rotulo: 'Recomendações',
    icone: 'faixa',
    descricao:
      'Produtos recomendados ao cliente (quem comprou também comprou), com a tag enable-recommendation-system.',
  },
  // The cart.
  'cart-notices': {
    rotulo: 'Avisos do carrinho',
    icone: 'faixa',
    descricao:
      'Os avisos do carrinho: o erro ao salvar, os avisos do servidor sobre os itens e o bloqueio por um atendente, com "Desbloquear carrinho".',
  },
  'cart-lines': {
    rotulo: 'Itens do carrinho',
    icone: 'carrinho',
    descricao:
      'Os itens do carrinho, por nome: imagem, nome, preço unitário, quantidade, "Remover", total do item e o desconto do cupom.',
  },
  'cart-summary': {
    rotulo: 'Resumo do carrinho',
    icone: 'carrinho',
    descricao:
      'O resumo do carrinho: desconto do cupom, embalagens para presente, o TOTAL e quanto falta para o frete grátis (quando o fornecedor oferece a partir de um valor mínimo).',
  },
  'coupon-box': {
    rotulo: 'Cupom de desconto',
    icone: 'formulario',
    descricao:
      'O cupom de desconto do carrinho: o cupom aplicado (o automático ou um digitado), o campo para aplicar outro e "Remover cupom".',
  },
  'gift-options': {
    rotulo: 'Embalagem para presente',
    icone: 'caixa',
    descricao:
      '"Embalar para presente" para cada item do carrinho que permite embalagem, com o preço dela; oculto quando nenhum permite.',
  },
  'order-notes': {
    rotulo: 'Observações do pedido',
    icone: 'formulario',
    descricao: 'As observações do pedido e o número do pedido do cliente, salvos com o carrinho.',
  },
  'subscription-choice': {
    rotulo: 'Assinatura',
    icone: 'formulario',
    descricao:
      'Receber o pedido como assinatura (repetido a cada intervalo), onde o fornecedor oferece assinaturas; oculto onde não oferece.',
  },
  // The checkout.
  'order-submit': {
    rotulo: 'Finalizar pedido',
    icone: 'pedido',
    descricao:
      'A finalização do pedido: o título, as instruções do fornecedor, os blocos de dentro (entrega, pagamento…), o total com a entrega e o botão Enviar pedido; ao visitante, o pedido para entrar.',
  },
  'delivery-method': {
    rotulo: 'Forma de entrega',
    icone: 'entrega',
    descricao:
      'Entrega ou retirada, as formas de entrega com taxa e data; os blocos de dentro (o endereço, a loja) ficam entre as duas partes.',
  },
  'address-choice': {
    rotulo: 'Endereço de entrega',
    icone: 'entrega',
    descricao: 'Os endereços do cliente, para escolher onde entregar (na entrega; na retirada não aparece).',
  },
  'pickup-store': {
    rotulo: 'Loja para retirada',
    icone: 'entrega',
    descricao: 'As lojas para retirar o pedido, com endereço, horário e mapa (na retirada; na entrega não aparece).',
  },
  'payment-method': {
    rotulo: 'Forma de pagamento',
    icone: 'formulario',
    descricao: 'As formas de pagamento do cliente, as parcelas e os dados do cartão.',
  },
  'order-characteristics': {
    rotulo: 'Informações para o pedido',
    icone: 'formulario',
    descricao:
      'As perguntas do fornecedor sobre o cliente e o pedido (as características); sem perguntas, não aparece.',
  },
  // The product.
  'product-gallery': {
    rotulo: 'Foto do produto',
    icone: 'imagem',
    descricao: 'A foto do produto, num quadrado à esquerda das informações (em telas a partir de 768 px).',
  },
  'product-buy-box': {
    rotulo: 'Caixa de compra',
    icone: 'carrinho',
    descricao:
      'O nome do produto (o título da página), o preço, a quantidade com «Adicionar ao carrinho» e as faixas de preço; pode conter o aviso de disponibilidade e o cálculo de frete.',
  },
  'product-description': {
    rotulo: 'Descrição do produto',
    icone: 'texto',
    descricao: 'A descrição do produto (o texto cadastrado nele).',
  },
  'product-services': {
    rotulo: 'Serviços adicionais',
    icone: 'lista',
    descricao:
      'Os serviços adicionais do produto (cadastrados como adicionais dele), cada um com o preço e «Adicionar ao carrinho»; nada quando o produto não tem.',
  },
  'availability-alert': {
    rotulo: 'Aviso de disponibilidade',
    icone: 'faixa',
    descricao:
      'Só num produto esgotado: diz que está indisponível, no lugar da quantidade, e oferece «Avise-me quando chegar» (um e-mail quando voltar ao estoque).',
  },
  'shipping-quote': {
    rotulo: 'Calcular frete',
    icone: 'entrega',
    descricao:
      'Calcular frete pelo CEP: cada forma de entrega com a taxa e a primeira data (só nos fornecedores que entregam).',
  },
  'similar-products': {
    rotulo: 'Produtos similares',
    icone: 'slides',
    descricao: 'Produtos parecidos com o da página, numa linha de cartões com «Adicionar ao carrinho».',
  },
  // The orders.
  'order-list': {
    rotulo: 'Lista de pedidos',
    icone: 'lista',
    descricao: 'A lista de pedidos e orçamentos do cliente, com a ordenação e "Carregar mais".',
  },
  'order-detail': {
    rotulo: 'Detalhes do pedido',
    icone: 'pedido',
    descricao:
      'Um pedido: situação, acompanhamento, entrega, pagamento, itens e totais; os blocos dentro dele aparecem abaixo do pagamento.',
  },
  'order-payment': {
    rotulo: 'Pagamento do pedido',
    icone: 'formulario',
    descricao: 'O pagamento do pedido: o Pix ou o boleto para pagar e "Alterar forma de pagamento".',
  },
  'order-documents': {
    rotulo: 'Documentos do pedido',
    icone: 'pedido',
    descricao: 'Os documentos do pedido para baixar: o comprovante e a nota fiscal (DANFE).',
  },
  'order-chat': {
    rotulo: 'Chat do pedido',
    icone: 'pedido',
    descricao: "Abre o chat da loja na conversa do pedido ('Chat pedido {n}'), com as mensagens não lidas.",
  },
  'submission-success': {
    rotulo: 'Pedido enviado',
    icone: 'pedido',
    descricao: 'O aviso de pedido enviado: o número, o pagamento (Pix ou boleto) e os botões "Ver pedido" e "Voltar".',
  },
  // The account.
  'account-summary': {
    rotulo: 'Resumo da conta',
    icone: 'pessoa',
    descricao: 'Minha conta: atalhos e o formulário de dados, e-mail e senha.',
  },
  'account-data-form': {
    rotulo: 'Alterar dados',
    icone: 'formulario',
    descricao: 'Alterar dados: o nome da pessoa (e o CPF/CNPJ e o perfil, sem edição).',
  },
  'account-credentials-form': {
    rotulo: 'Alterar e-mail e senha',
    icone: 'formulario',
    descricao: 'Alterar e-mail e senha: a troca do e-mail e da senha, com a senha atual.',
  },
  'linked-users': {
    rotulo: 'Usuários da conta',
    icone: 'pessoa',
    descricao: 'Usuários do cliente: convite por e-mail, permissão de submeter pedidos e remoção.',
  },
  'address-book': {
    rotulo: 'Endereços',
    icone: 'entrega',
    descricao: 'Meus endereços: a lista, o novo endereço pelo CEP e o pino no mapa.',
  },
  'coupon-list': {
    rotulo: 'Cupons',
    icone: 'lista',
    descricao: 'Cupons: os cupons que o cliente pode usar agora e o seu cupom de indicação.',
  },
  'credit-limit': {
    rotulo: 'Limite de crédito',
    icone: 'pedido',
    descricao: 'Faturas: o limite de crédito total e o disponível do cliente.',
  },
  'invoice-list': {
    rotulo: 'Títulos (faturas)',
    icone: 'lista',
    descricao:
      'Faturas: os títulos em aberto (vencimento, valor, vencido ou a vencer, boleto e segunda via) ou os pagos.',
  },
  'subscription-list': {
    rotulo: 'Assinaturas',
    icone: 'lista',
    descricao:
      'Minhas assinaturas: cada assinatura com o tipo, a próxima data, os itens, os pedidos feitos e o cancelamento.',
  },
  'client-switcher': {
    rotulo: 'Trocar cliente',
    icone: 'pessoa',
    descricao: 'Trocar cliente: os clientes do representante ou do usuário vinculado, com busca.',
  },
  'store-choice': {
    rotulo: 'Escolha da loja',
    icone: 'entrega',
    descricao: 'Escolha da loja: as lojas que atendem o endereço, as da mesma empresa e a busca por cidade.',
  },
  // Quick order, static pages, access.
  'quick-order': {
    rotulo: 'Pedido rápido',
    icone: 'formulario',
    descricao:
      'Pedido rápido: linhas de código e quantidade (coladas ou de uma planilha) conferidas e levadas ao carrinho.',
  },
  // Shopping lists.
  'shopping-lists': {
    rotulo: 'Listas de compras',
    icone: 'lista',
    descricao:
      "Listas de compras: 'Minhas listas' e 'Listas sugeridas' pela loja, cada uma com 'Enviar para o carrinho'.",
  },
  'shopping-list': {
    rotulo: 'Lista de compras',
    icone: 'lista',
    descricao:
      "Uma lista de compras: os produtos com as quantidades, os preços de hoje, o que está indisponível; renomear, remover, copiar um produto e 'Enviar para o carrinho'.",
  },
  'suggested-lists': {
    rotulo: 'Faixa de listas sugeridas',
    icone: 'lista',
    descricao: 'Listas sugeridas ao cliente logado.',
  },
  // Promotional combos.
  'combo-list': {
    rotulo: 'Combos promocionais',
    icone: 'lista',
    descricao:
      'Combos promocionais: os combos válidos para este cliente, cada um com seus produtos, preço, economia e Adicionar combo.',
  },
  'combo-detail': {
    rotulo: 'Combo',
    icone: 'carrinho',
    descricao: 'Um combo: seus produtos e quantidades, o preço do combo, o preço normal, a economia e Adicionar combo.',
  },
  'static-page-content': {
    rotulo: 'Conteúdo da página',
    icone: 'texto',
    descricao: 'O conteúdo da página estática aberta (o texto que o fornecedor escreveu para ela).',
  },
  'login-form': {
    rotulo: 'Formulário de login',
    icone: 'pessoa',
    descricao: 'Formulário de login e cadastro (CPF, CNPJ ou e-mail; senha; criar conta).',
  },
  'password-reset-form': {
    rotulo: 'Formulário de nova senha',
    icone: 'pessoa',
    descricao: 'Formulário da nova senha, na página do link de redefinição enviado por e-mail.',
  },
};

/** Whether this build has the block type. */
export function ehBloco(tipo: string): tipo is BlockType {
  return Object.hasOwn(blockSchemas, tipo);
}

export function rotuloBloco(tipo: string): string {
  return Object.hasOwn(CATALOGO, tipo) ? CATALOGO[tipo]!.rotulo : `Bloco desconhecido "${tipo}"`;
}

/** What a block type does, in one pt-BR line (the studio's catalogue). */
export function descricaoBloco(tipo: string): string {
  return Object.hasOwn(CATALOGO, tipo) ? CATALOGO[tipo]!.descricao : '';
}

const DESENHOS: Record<Icone, string> = {
  faixa: 'M2 9h20v6H2z M5 12h6',
  cabecalho: 'M2 4h20v6H2z M2 13h20 M2 17h12',
  lista: 'M2 6h5 M9 6h5 M16 6h6 M2 12h20 M2 18h20',
  slides: 'M6 5h12v14H6z M2 8v8 M22 8v8',
  grade: 'M3 3h8v8H3z M13 3h8v8h-8z M3 13h8v8H3z M13 13h8v8h-8z',
  rodape: 'M2 4h20 M2 8h12 M2 14h20v6H2z',
  caixa: 'M3 3h18v18H3z M6 7h12 M6 11h8 M6 15h10',
  texto: 'M4 5h16 M12 5v14 M8 19h8',
  botao: 'M3 8h18v8H3z M7 12h10',
  carrinho: 'M2 4h3l3 11h11l3-8H7 M9 20h1 M17 20h1',
  formulario: 'M3 4h18v16H3z M6 9h12 M6 14h7',
  pedido: 'M6 2h9l4 4v16H6z M9 9h7 M9 13h7 M9 17h4',
  imagem: 'M3 4h18v16H3z M3 16l5-5 4 4 3-3 6 6',
  entrega: 'M1 6h13v10H1z M14 10h5l3 3v3h-8 M5 19h1 M17 19h1',
  pessoa: 'M12 3a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M4 21c1-5 15-5 16 0',
};

/** The block's icon (decorative: its name is always written beside it). */
export function IconeBloco({ tipo }: { tipo: string }) {
  const d = Object.hasOwn(CATALOGO, tipo) ? DESENHOS[CATALOGO[tipo]!.icone] : 'M12 3l10 18H2z M12 10v5 M12 17v1';
  return (
    <svg
      className={styles.icone}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
