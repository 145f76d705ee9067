/**
 * Route data off the first view. A page whose content the server renders, but whose model is not
 * in the first-view bundle (only the catalogue's is), is prepared here after `appStarted` and
 * before React renders: on the server (src/entry-server.tsx, so the HTML has the content and the
 * API answers are recorded for the page) and in the browser before hydrating (src/main.tsx, which
 * replays those answers: no request, the same state, the same HTML). The model's chunk loads only
 * for an entry on such a page; later navigations load the page's data from the page itself.
 *
 * To add one: its `preload` in the route table (schemas/page-types.ts), and a branch for it below,
 * loading its model and settling its 'opened' event; the page's frame (blocks/groups/<group>/page.tsx)
 * or block fires the same event when it mounts (reopening it asks nothing).
 */
import { allSettled, type Scope } from 'effector';
import { $rota } from '#engine/model/navigation';

export async function prepararRota(scope: Scope): Promise<void> {
  const rota = scope.getState($rota);
  // The product, then its additional services (they are asked by the product's id).
  if (rota.pagina === 'produto') {
    const produto = await import('#engine/model/product');
    await allSettled(produto.productPageOpened, { scope });
    const servicos = await import('#engine/model/product-services');
    await allSettled(servicos.productServicesOpened, { scope });
  }
  if (rota.pagina === 'pagina') {
    const modelo = await import('#engine/model/static-page');
    await allSettled(modelo.staticPageOpened, { scope });
  }
  // The customer's orders (asked only for a logged-in customer: the model checks the session).
  if (rota.pagina === 'pedidos') {
    const modelo = await import('#engine/model/orders');
    await allSettled(modelo.pedidosPageShown, { scope });
  }
  // A client's cart as the server has it, then (when it has lines) the checkout's options: the
  // page is laid out from them at once, with no loading line (a visitor's cart lives in the browser).
  if (rota.pagina === 'carrinho') {
    const [carrinho, pronto] = await Promise.all([import('#engine/model/cart'), import('#engine/model/cart/pronto')]);
    await allSettled(carrinho.cartPreparationRequested, { scope });
    if (scope.getState(pronto.$linesFromServer) && scope.getState(carrinho.$cartLines).length > 0) {
      const checkout = await import('#engine/model/checkout');
      await allSettled(checkout.checkoutPrepared, { scope });
    }
  }
  // A customer's lists of the account (each asked only for a logged-in user: the model checks).
  if (rota.pagina === 'enderecos') {
    const modelo = await import('#engine/model/addresses');
    await allSettled(modelo.addressesPageShown, { scope });
  }
  if (rota.pagina === 'cupons') {
    const modelo = await import('#engine/model/cart/coupon');
    await allSettled(modelo.couponsPageShown, { scope });
  }
  // The client's phone and company data beside the user's (asked only for a user acting for a client).
  if (rota.pagina === 'minha-conta' || rota.pagina === 'alterar-dados') {
    const modelo = await import('#engine/model/account');
    await allSettled(modelo.companyDataShown, { scope });
  }
  if (rota.pagina === 'usuarios') {
    const modelo = await import('#engine/model/linked-users');
    await allSettled(modelo.usersPageShown, { scope });
  }
  // The customer's subscriptions (asked only for a logged-in customer: the model checks the session).
  if (rota.pagina === 'assinaturas') {
    const modelo = await import('#engine/model/subscriptions');
    await allSettled(modelo.subscriptionsPageShown, { scope });
  }
  // The client's credit limit and titles (asked only for a logged-in client: the model checks the session).
  if (rota.pagina === 'faturas') {
    const modelo = await import('#engine/model/invoices');
    await allSettled(modelo.invoicesPageShown, { scope });
  }
  // The client's shopping lists, and on a list's page its lines (asked only for a logged-in client:
  // the model checks the session).
  if (rota.pagina === 'listas' || rota.pagina === 'lista') {
    const modelo = await import('#engine/model/lists');
    await allSettled(modelo.listsPageShown, { scope });
    const idlista = rota.pagina === 'lista' ? Number(rota.slug) : NaN;
    if (Number.isSafeInteger(idlista) && idlista > 0)
      await allSettled(modelo.listPageShown, { scope, params: idlista });
  }
  // The combos valid for this visitor (a client's, or those open to every client).
  if (rota.pagina === 'combos' || rota.pagina === 'combo') {
    const modelo = await import('#engine/model/combos');
    await allSettled(modelo.combosShown, { scope });
  }
  // One order, on its page and on the page that follows its submission.
  if (rota.pagina === 'pedido' || rota.pagina === 'submissao') {
    const modelo = await import('#engine/model/orders');
    await allSettled(modelo.pedidoOpened, { scope, params: Number(rota.slug) });
  }
  // The clients a representative or a linked user may act for (the model checks the session).
  if (rota.pagina === 'trocar-cliente') {
    const modelo = await import('#engine/model/trocar-cliente');
    await allSettled(modelo.switchClientePageShown, { scope });
  }
  // The shops of the supplier's company and, for a logged-in client, the addresses to shop from.
  if (rota.pagina === 'lojas') {
    const [lojas, enderecos] = await Promise.all([import('#engine/model/lojas'), import('#engine/model/addresses')]);
    await Promise.all([
      allSettled(lojas.storesPrepared, { scope }),
      allSettled(enderecos.addressesPageShown, { scope }),
    ]);
  }
}
