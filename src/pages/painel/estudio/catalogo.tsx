/**
 * The block catalogue of the studio: a pt-BR name and an icon for each block type (the description
 * is the block's own, blocks/<name>/schema.ts). Every block of the registry has its entry here
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

/** The name and icon of each block type, first view's and every page group's. */
export const CATALOGO: Readonly<Record<string, { rotulo: string; icone: Icone }>> = {
  // The first view's (any page or region).
  'free-shipping-banner': { rotulo: 'Faixa de frete grátis', icone: 'faixa' },
  'offers-button': { rotulo: 'Botão de ofertas', icone: 'botao' },
  header: { rotulo: 'Cabeçalho', icone: 'cabecalho' },
  'category-nav': { rotulo: 'Navegação de categorias', icone: 'lista' },
  carousel: { rotulo: 'Carrossel', icone: 'slides' },
  'catalogue-grid': { rotulo: 'Grade de produtos', icone: 'grade' },
  footer: { rotulo: 'Rodapé', icone: 'rodape' },
  section: { rotulo: 'Seção', icone: 'caixa' },
  'static-text': { rotulo: 'Texto', icone: 'texto' },
  'combo-strip': { rotulo: 'Faixa de combos', icone: 'faixa' },
  // The cart.
  'cart-notices': { rotulo: 'Avisos do carrinho', icone: 'faixa' },
  'cart-lines': { rotulo: 'Itens do carrinho', icone: 'carrinho' },
  'cart-summary': { rotulo: 'Resumo do carrinho', icone: 'carrinho' },
  'coupon-box': { rotulo: 'Cupom de desconto', icone: 'formulario' },
  'gift-options': { rotulo: 'Embalagem para presente', icone: 'caixa' },
  'order-notes': { rotulo: 'Observações do pedido', icone: 'formulario' },
  'subscription-choice': { rotulo: 'Assinatura', icone: 'formulario' },
  // The checkout.
  'order-submit': { rotulo: 'Finalizar pedido', icone: 'pedido' },
  'delivery-method': { rotulo: 'Forma de entrega', icone: 'entrega' },
  'address-choice': { rotulo: 'Endereço de entrega', icone: 'entrega' },
  'pickup-store': { rotulo: 'Loja para retirada', icone: 'entrega' },
  'payment-method': { rotulo: 'Forma de pagamento', icone: 'formulario' },
  'order-characteristics': { rotulo: 'Informações para o pedido', icone: 'formulario' },
  // The product.
  'product-gallery': { rotulo: 'Foto do produto', icone: 'imagem' },
  'product-buy-box': { rotulo: 'Caixa de compra', icone: 'carrinho' },
  'product-description': { rotulo: 'Descrição do produto', icone: 'texto' },
  'product-services': { rotulo: 'Serviços adicionais', icone: 'lista' },
  'availability-alert': { rotulo: 'Aviso de disponibilidade', icone: 'faixa' },
  'shipping-quote': { rotulo: 'Calcular frete', icone: 'entrega' },
  'similar-products': { rotulo: 'Produtos similares', icone: 'slides' },
  // The orders.
  'order-list': { rotulo: 'Lista de pedidos', icone: 'lista' },
  'order-detail': { rotulo: 'Detalhes do pedido', icone: 'pedido' },
  'order-payment': { rotulo: 'Pagamento do pedido', icone: 'formulario' },
  'order-documents': { rotulo: 'Documentos do pedido', icone: 'pedido' },
  'submission-success': { rotulo: 'Pedido enviado', icone: 'pedido' },
  // The account.
  'account-summary': { rotulo: 'Resumo da conta', icone: 'pessoa' },
  'account-data-form': { rotulo: 'Alterar dados', icone: 'formulario' },
  'account-credentials-form': { rotulo: 'Alterar e-mail e senha', icone: 'formulario' },
  'linked-users': { rotulo: 'Usuários da conta', icone: 'pessoa' },
  'address-book': { rotulo: 'Endereços', icone: 'entrega' },
  'coupon-list': { rotulo: 'Cupons', icone: 'lista' },
  'credit-limit': { rotulo: 'Limite de crédito', icone: 'pedido' },
  'invoice-list': { rotulo: 'Títulos (faturas)', icone: 'lista' },
  'subscription-list': { rotulo: 'Assinaturas', icone: 'lista' },
  'client-switcher': { rotulo: 'Trocar cliente', icone: 'pessoa' },
  'store-choice': { rotulo: 'Escolha da loja', icone: 'entrega' },
  // Quick order, static pages, access.
  'quick-order': { rotulo: 'Pedido rápido', icone: 'formulario' },
  // Shopping lists.
  'shopping-lists': { rotulo: 'Listas de compras', icone: 'lista' },
  'shopping-list': { rotulo: 'Lista de compras', icone: 'lista' },
  'suggested-lists': { rotulo: 'Faixa de listas sugeridas', icone: 'lista' },
  // Promotional combos.
  'combo-list': { rotulo: 'Combos promocionais', icone: 'lista' },
  'combo-detail': { rotulo: 'Combo', icone: 'carrinho' },
  'static-page-content': { rotulo: 'Conteúdo da página', icone: 'texto' },
  'login-form': { rotulo: 'Formulário de login', icone: 'pessoa' },
  'password-reset-form': { rotulo: 'Formulário de nova senha', icone: 'pessoa' },
};

/** Whether this build has the block type. */
export function ehBloco(tipo: string): tipo is BlockType {
  return Object.hasOwn(blockSchemas, tipo);
}

export function rotuloBloco(tipo: string): string {
  return Object.hasOwn(CATALOGO, tipo) ? CATALOGO[tipo]!.rotulo : `Bloco desconhecido "${tipo}"`;
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
