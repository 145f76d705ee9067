import type { PageTypeName } from './page-types';

/**
 * The rest of each page type's declaration, what only the layout's validation and the studio read
 * (a module of its own, beside the table, so the first view, which routes with PAGE_TYPES, does not
 * carry it: a bundler keeps a module whole in one chunk):
 * its pt-BR name and the blocks it cannot lose.
 */
export const PAGE_TYPE_LAYOUT: Record<PageTypeName, { titulo: string; required: readonly string[] }> = {
  home: { titulo: 'Página inicial', required: [] },
  categoria: { titulo: 'Categoria', required: ['catalogue-grid'] },
  busca: { titulo: 'Busca', required: ['catalogue-grid'] },
  produto: { titulo: 'Produto', required: ['product-buy-box'] },
  carrinho: { titulo: 'Carrinho', required: ['order-submit'] },
  pedidos: { titulo: 'Pedidos', required: ['order-list'] },
  pedido: { titulo: 'Pedido', required: ['order-detail'] },
  submissao: { titulo: 'Pedido enviado', required: ['submission-success'] },
  'minha-conta': { titulo: 'Minha conta', required: ['account-summary'] },
  'alterar-dados': { titulo: 'Alterar dados', required: ['account-data-form'] },
  'alterar-email-senha': { titulo: 'Alterar e-mail e senha', required: ['account-credentials-form'] },
  usuarios: { titulo: 'Usuários', required: ['linked-users'] },
  enderecos: { titulo: 'Meus endereços', required: ['address-book'] },
  cupons: { titulo: 'Cupons', required: ['coupon-list'] },
  assinaturas: { titulo: 'Minhas assinaturas', required: ['subscription-list'] },
  faturas: { titulo: 'Faturas', required: ['invoice-list'] },
  'trocar-cliente': { titulo: 'Trocar cliente', required: ['client-switcher'] },
  lojas: { titulo: 'Escolher loja', required: ['store-choice'] },
  'pedido-rapido': { titulo: 'Pedido rápido', required: ['quick-order'] },
  listas: { titulo: 'Listas de compras', required: ['shopping-lists'] },
  lista: { titulo: 'Lista de compras', required: ['shopping-list'] },
  combos: { titulo: 'Combos promocionais', required: ['combo-list'] },
  combo: { titulo: 'Combo', required: ['combo-detail'] },
  pagina: { titulo: 'Página', required: ['static-page-content'] },
  login: { titulo: 'Entrar', required: ['login-form'] },
  'redefinir-senha': { titulo: 'Redefinir senha', required: ['password-reset-form'] },
};
