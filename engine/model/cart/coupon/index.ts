/**
 * The cart's coupon box (spec sections 4 "Cart", 5 "Coupon", 7 "Coupons", 8 "Coupons"): its own
 * face, `#engine/model/cart/coupon`, loaded with the cart page and the coupons screen (never with
 * the cart's first action, nor at first view):
 * - the automatic coupon comes with the cart's answer (the server applies it: `$cupomCarrinho`);
 * - `couponSubmitted(code)`: skipped when empty or equal to the automatic coupon; otherwise
 *   validated (GET .../cupom-desconto/validar-desconto/...). An invalid coupon shows the returned
 *   error, or 'Não foi possível verificar seu cupom'. A valid one replaces the automatic coupon only
 *   when it is not worse over this cart (engine/rules/coupon over the pricing core), else the
 *   spec's message; accepted, it sets the discount and flags, clears the error and the popup, locks
 *   the box and is saved with the cart (the server recomputes the total with it);
 * - `couponRemoved`: the manual coupon goes, the box unlocks, the automatic one is back;
 * - `$cuponsCliente` / `$cupomIndicacao`: the coupons screen's list and referral coupon.
 * Nothing here is persisted (spec section 4: cart coupon data is blanked when saved).
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v2';
import { requestData } from '#engine/api';
import {
  chooseCoupon,
  CUPOM_AUTOMATICO_SUPERIOR,
  CUPOM_NAO_VERIFICADO,
  discountFromCoupon,
  normalizeCouponCode,
  shouldSkipCoupon,
} from '#engine/rules/coupon';
import { createApiEffect } from '../../lib/api-effect';
import { $cliente } from '../../lib/session-roles';
import { loggedOut, sessionExpired } from '../../session';
import { $fornecedor } from '../../supplier';
import { $cartLines } from '../lines';
import { $codigoCupom, cartAnswered, cartCleared, saveCartFx } from '../sync';
import type { CupomCarrinho } from '../texts';
import { $contextoPreco, $cupomAutomatico, $cupomCarrinho, $linhasPreco, discountOfCupom } from '../totals';

type ValidacaoCupom = components['schemas']['ValidacaoCupom'];
export type CupomDoCliente = components['schemas']['CupomDoCliente'];
type CupomIndicacao = components['schemas']['CupomIndicacao'];

export { CUPOM_AUTOMATICO_SUPERIOR, CUPOM_NAO_VERIFICADO };

/** The box's submit (the typed code). */
export const couponSubmitted = createEvent<string>();
/** 'Remover cupom': the manual coupon goes (removal unlocks). */
export const couponRemoved = createEvent();
export const couponErrorClosed = createEvent();
export const couponsPageShown = createEvent();

/** The coupon error (spec: "A coupon error sets the message and popup"). */
export const $cupomErro = createStore<string | null>(null);
export const $cupomPopup = createStore(false);
/** `disabledButtonCupom`: a manual coupon is applied; removal unlocks. */
export const $cupomTravado = $codigoCupom.map((codigo) => codigo !== null);
export const $cuponsCliente = createStore<CupomDoCliente[] | null>(null);
export const $cupomIndicacao = createStore<CupomIndicacao | null>(null);
export const $erroCupons = createStore<string | null>(null);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Pedido {
  codigo: string;
  automatico: string | null;
}

export const validateCouponFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: CUPOM_NAO_VERIFICADO,
  request: ({ api, cliente, fornecedor }, pedido: Pedido) =>
    api.v2.GET(
      '/v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigocupom}',
      {
        params: {
          path: { idfornecedor: fornecedor.idfornecedor, idcliente: cliente.idcliente, codigocupom: pedido.codigo },
          query: { canalVenda: 'WEB', ...(pedido.automatico ? { codigocupomautomatico: pedido.automatico } : {}) },
        },
        headers: bearer(cliente.token),
      },
    ),
});

const $codigoAutomatico = $cupomAutomatico.map((c) => c?.codigoCupom ?? null);

sample({
  clock: couponSubmitted,
  source: { automatico: $codigoAutomatico, cliente: $cliente },
  filter: ({ automatico, cliente }, codigo) => cliente !== null && !shouldSkipCoupon(codigo, automatico),
  fn: ({ automatico }, codigo): Pedido => ({ codigo: normalizeCouponCode(codigo), automatico }),
  target: validateCouponFx,
});

/** The validation answer as the cart's coupon. */
function cupomDaValidacao(v: ValidacaoCupom, automatico: CupomCarrinho | null): CupomCarrinho | null {
  if (!v.valido || v.cupom === null) return null;
  return {
    codigoCupom: v.cupom.codigocupom,
    cupomAutomatico: false,
    codigoCupomAutomatico: automatico?.codigoCupom ?? null,
    tipoDesconto: v.cupom.tipodesconto,
    valorDescontoPercentual: v.cupom.tipodesconto === '%' ? v.percentualDesconto : 0,
    valorDescontoAbsoluto: v.cupom.tipodesconto === '$' ? v.percentualDesconto : 0,
    produtosComDesconto: v.cupom.produtosComDesconto,
    habilitarVisualizacaoDesconto: v.cupom.habilitar_visualizacao_desconto,
    nao_usar_com_politica: v.cupom.nao_usar_com_politica,
    erro: null,
  };
}

const validated = sample({
  clock: validateCouponFx.doneData,
  source: { automatico: $cupomAutomatico, linhas: $linhasPreco, contexto: $contextoPreco },
  fn: ({ automatico, linhas, contexto }, v) => {
    const cupom = cupomDaValidacao(v, automatico);
    if (cupom === null) return { cupom: null, erro: v.error ?? CUPOM_NAO_VERIFICADO };
    // Not worse than the automatic coupon over this cart (the same rule as the server's).
    const manual = discountFromCoupon({
      tipodesconto: cupom.tipoDesconto,
      valor: v.percentualDesconto,
      produtosComDesconto: cupom.produtosComDesconto,
      nao_usar_com_politica: cupom.nao_usar_com_politica,
    });
    if (chooseCoupon(linhas ?? [], contexto, discountOfCupom(automatico), manual) === 'automatico')
      return { cupom: null, erro: CUPOM_AUTOMATICO_SUPERIOR };
    return { cupom, erro: null };
  },
});
const accepted = sample({
  clock: validated,
  filter: (r): r is { cupom: CupomCarrinho; erro: null } => r.cupom !== null,
  fn: (r) => r.cupom as CupomCarrinho,
});
sample({ clock: accepted, target: $cupomCarrinho });
sample({ clock: accepted, fn: (c) => c.codigoCupom, target: $codigoCupom });
sample({ clock: validated, fn: (r) => r.erro, target: $cupomErro });
sample({ clock: validated, fn: (r) => r.erro !== null, target: $cupomPopup });
$cupomErro.on(validateCouponFx.fail, () => CUPOM_NAO_VERIFICADO);
$cupomPopup.on(validateCouponFx.fail, () => true);

// Removal: the automatic coupon (if any) is back at once; the save confirms it.
sample({ clock: couponRemoved, fn: () => null, target: $codigoCupom });
sample({ clock: couponRemoved, source: $cupomAutomatico, target: $cupomCarrinho });
$cupomErro.reset(couponRemoved, couponErrorClosed);
$cupomPopup.reset(couponRemoved, couponErrorClosed);

// The server recomputes the total with the coupon (or without it).
sample({
  clock: [accepted, couponRemoved],
  source: { lines: $cartLines, cliente: $cliente },
  filter: ({ cliente }) => cliente !== null,
  fn: ({ lines }) => lines,
  target: saveCartFx,
});

// The server refused the manual coupon on a later save (the cart changed): its reason is shown.
sample({
  clock: cartAnswered,
  filter: (c) => Boolean(c.cupom?.erro),
  fn: (c) => c.cupom?.erro ?? null,
  target: $cupomErro,
});

/** The discount line: the coupon applied, when it gives something. */
export const $cupomAplicado = combine($cupomCarrinho, (c) => (c && c.codigoCupom !== null ? c : null));

// ---- the coupons screen ----

const listarFx = createApiEffect({
  source: { cliente: $cliente },
  needs: ['cliente'],
  missing: 'sem cliente',
  run: async ({ api, cliente }) => {
    const [lista, indicacao] = await Promise.all([
      requestData(
        api.v2.GET('/v2/app/cupom-desconto/cliente/{idcliente}', {
          params: { path: { idcliente: cliente.idcliente }, query: { onlyLast: false, available: true } },
          headers: bearer(cliente.token),
        }),
      ),
      requestData(
        api.v2.GET('/v2/app/cupom-desconto/indicacao/{idcliente}', {
          params: { path: { idcliente: cliente.idcliente } },
          headers: bearer(cliente.token),
        }),
      ),
    ]);
    return { cupons: lista.cupons, indicacao };
  },
});
sample({ clock: couponsPageShown, source: $cliente, filter: (c) => c !== null, target: listarFx });
$cuponsCliente.on(listarFx.doneData, (_, r) => r.cupons);
$cupomIndicacao.on(listarFx.doneData, (_, r) => r.indicacao);
$erroCupons
  .on(listarFx.failData, () => 'Não foi possível carregar os seus cupons. Tente novamente.')
  .reset(listarFx.done);

for (const store of [$cupomErro, $cupomPopup, $cuponsCliente, $cupomIndicacao, $erroCupons]) {
  store.reset([loggedOut, sessionExpired, cartCleared]);
}
