/**
 * The storefront's routes under /{idfornecedor}/ (contract, pt-BR). The pages of later issues
 * are named here and render the 'Em breve' screen until they are built.
 */
export const ROUTE_PATHS = {
  fornecedor: '/:idfornecedor',
  home: '',
  categoria: 'categoria/:slug',
  busca: 'busca',
  produto: 'produto/:slug',
  tooManyRequests: 'erro/too-many-request',
  /** Where a login-token handover that does not log in lands (server/web/handover.ts). */
  erroLoginToken: 'erro/login-token',
  login: 'login',
  /** Choose client (representative) and choose linked client. */
  trocarCliente: 'minha-conta/trocar-cliente',
  /**
   * The account page, also under the header menu's two entries, and the client's users
   * ('Usuários', its principal user only), rendered by the same lazily loaded chunk.
   */
  minhaConta: [
    'minha-conta',
    'minha-conta/alterar-dados',
    'minha-conta/alterar-email-senha',
    'minha-conta/usuarios',
    // The client's orders and quotes (spec section 2 'Orders and quotes list'), one order and the
    // success page after a submit (spec section 2): the account chunk's route chooses them.
    'pedidos',
    'pedidos/:numpedido',
    'submissao/:orderNumber',
    // The supplier/store selection (spec section 2; the spec names no route), in the same chunk.
    'lojas',
    // The back-office (its own chunks, loaded by the account chunk's route; 'painel/*' also
    // matches 'painel'): the order desk (issue 13: the list, 'pedidos/{n}' and
    // 'clientes/{id}/carrinho', the desk's page chooses) and the layout studio (issue 14,
    // 'painel/loja' and its preview 'painel/loja/previa').
    'painel/*',
  ],
  /** The link of the password-recovery e-mail (spec section 2 names no route for it). */
  redefinirSenha: 'redefinir-senha/:codigo',
  carrinho: 'carrinho',
  /** The client's coupons (spec section 2 'Coupons'; the header menu's 'cupons' leads here). */
  cupons: 'minha-conta/cupons',
  /** The client's addresses, 'Meus endereços' (spec section 2 'Address list and new address'; the spec names no route). */
  enderecos: 'minha-conta/enderecos',
  /** Quick order (issue 10): pasted 'código quantidade' lines to the cart. */
  pedidoRapido: 'pedido-rapido',
  /** A supplier's static page (spec section 7 `pagina-estatica`): the footer's privacy policy, 'quem somos'… */
  pagina: 'pagina/:slug',
} as const;

/** Later-issue pages: path pattern → pt-BR title of the 'Em breve' screen. */
export const LATER_PAGES = [
  { path: 'minha-conta/*', titulo: 'Minha conta' },
  { path: 'listas', titulo: 'Listas de compras' },
  { path: 'combos', titulo: 'Combos promocionais' },
] as const;

