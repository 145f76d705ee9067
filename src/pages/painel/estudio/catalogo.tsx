/**
 * The block catalogue of the studio: a pt-BR name and an icon for each block type of the registry
 * (typed over `BlockType`: a new block without its entry fails to compile); the description is
 * the block's own (blocks/<name>/schema.ts).
 */
import type { BlockType } from '#blocks/schemas';
import { blockSchemas } from '#blocks/schemas';
import * as styles from './estudio.css';

type Icone = 'faixa' | 'cabecalho' | 'lista' | 'slides' | 'grade' | 'rodape' | 'caixa' | 'texto' | 'botao';

export const CATALOGO: { readonly [Type in BlockType]: { rotulo: string; icone: Icone } } = {
  'free-shipping-banner': { rotulo: 'Faixa de frete grátis', icone: 'faixa' },
  'offers-button': { rotulo: 'Botão de ofertas', icone: 'botao' },
  header: { rotulo: 'Cabeçalho', icone: 'cabecalho' },
  'category-nav': { rotulo: 'Navegação de categorias', icone: 'lista' },
  carousel: { rotulo: 'Carrossel', icone: 'slides' },
  'catalogue-grid': { rotulo: 'Grade de produtos', icone: 'grade' },
  footer: { rotulo: 'Rodapé', icone: 'rodape' },
  section: { rotulo: 'Seção', icone: 'caixa' },
  'static-text': { rotulo: 'Texto', icone: 'texto' },
  'order-list': { rotulo: 'Lista de pedidos', icone: 'lista' },
  'order-detail': { rotulo: 'Detalhes do pedido', icone: 'caixa' },
  'order-payment': { rotulo: 'Pagamento do pedido', icone: 'botao' },
  'order-documents': { rotulo: 'Documentos do pedido', icone: 'texto' },
  'submission-success': { rotulo: 'Pedido enviado', icone: 'faixa' },
  'quick-order': { rotulo: 'Pedido rápido', icone: 'lista' },
  'static-page-content': { rotulo: 'Conteúdo da página', icone: 'texto' },
  'login-form': { rotulo: 'Formulário de login', icone: 'caixa' },
  'password-reset-form': { rotulo: 'Formulário de nova senha', icone: 'caixa' },
  'product-gallery': { rotulo: 'Foto do produto', icone: 'slides' },
  'product-buy-box': { rotulo: 'Caixa de compra', icone: 'caixa' },
  'product-description': { rotulo: 'Descrição do produto', icone: 'texto' },
  'product-services': { rotulo: 'Serviços adicionais', icone: 'lista' },
  'availability-alert': { rotulo: 'Aviso de disponibilidade', icone: 'faixa' },
  'shipping-quote': { rotulo: 'Calcular frete', icone: 'botao' },
  'similar-products': { rotulo: 'Produtos similares', icone: 'grade' },
  'order-submit': { rotulo: 'Finalizar pedido', icone: 'botao' },
  'delivery-method': { rotulo: 'Forma de entrega', icone: 'caixa' },
  'address-choice': { rotulo: 'Endereço de entrega', icone: 'lista' },
  'pickup-store': { rotulo: 'Loja para retirada', icone: 'lista' },
  'payment-method': { rotulo: 'Forma de pagamento', icone: 'lista' },
  'order-characteristics': { rotulo: 'Informações para o pedido', icone: 'texto' },
  'cart-notices': { rotulo: 'Avisos do carrinho', icone: 'faixa' },
  'cart-lines': { rotulo: 'Itens do carrinho', icone: 'lista' },
  'gift-options': { rotulo: 'Embalagem para presente', icone: 'caixa' },
  'coupon-box': { rotulo: 'Cupom de desconto', icone: 'botao' },
  'cart-summary': { rotulo: 'Resumo do carrinho', icone: 'caixa' },
  'order-notes': { rotulo: 'Observações do pedido', icone: 'texto' },
  'subscription-choice': { rotulo: 'Assinatura', icone: 'botao' },
  // The account.
  'account-summary': { rotulo: 'Resumo da conta', icone: 'caixa' },
  'account-data-form': { rotulo: 'Alterar dados', icone: 'texto' },
  'account-credentials-form': { rotulo: 'Alterar e-mail e senha', icone: 'texto' },
  'linked-users': { rotulo: 'Usuários da conta', icone: 'lista' },
  'address-book': { rotulo: 'Endereços', icone: 'lista' },
  'coupon-list': { rotulo: 'Cupons', icone: 'lista' },
  'client-switcher': { rotulo: 'Trocar cliente', icone: 'lista' },
  'store-choice': { rotulo: 'Escolha da loja', icone: 'grade' },
};

export const TIPOS_CATALOGO = Object.keys(CATALOGO) as BlockType[];

export function ehBloco(tipo: string): tipo is BlockType {
  return Object.hasOwn(blockSchemas, tipo);
}

export function rotuloBloco(tipo: string): string {
  return ehBloco(tipo) ? CATALOGO[tipo].rotulo : `Bloco desconhecido "${tipo}"`;
}

/** The block types that hold children (sections). */
export const BLOCOS_COM_FILHOS = TIPOS_CATALOGO.filter((t) => blockSchemas[t].acceptsChildren);

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
};

/** The block's icon (decorative: its name is always written beside it). */
export function IconeBloco({ tipo }: { tipo: string }) {
  const d = ehBloco(tipo) ? DESENHOS[CATALOGO[tipo].icone] : 'M12 3l10 18H2z M12 10v5 M12 17v1';
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
