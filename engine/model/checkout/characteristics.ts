/**
 * The supplier's order instructions (custom content ORDER_INSTRUCTIONS) and its client and order
 * characteristics (spec section 3: instrucoesPedido, caracteristicasCliente, caracteristicasPedido),
 * loaded with the checkout. A required one unanswered, or a value off its options, blocks the
 * submit with the field's pt-BR message (engine/rules/characteristics, the rule the server runs
 * too), shown once 'Enviar pedido' was pressed; the answers go in the body's `caracteristicas`.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { validarCaracteristicas, type ErroCaracteristica } from '../../rules/characteristics';
import { createApiEffect } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { checkoutStarted } from './opened';
import type { CaracteristicaCheckout } from './texts';

export const characteristicAnswered = createEvent<{ idcaracteristica: number; valor: string }>();

/** The supplier's order instructions (HTML to sanitise; null: none). */
export const $instrucoesPedido = createStore<string | null>(null);
/** The supplier's client and order characteristics, asked in the checkout. */
export const $caracteristicas = createStore<CaracteristicaCheckout[]>([]);
/** The answers typed or chosen, by idcaracteristica. */
export const $respostasCaracteristicas = createStore<Record<number, string>>({});
/** 'Enviar pedido' was pressed once: the fields show their errors from then on (./submit.ts sets it). */
export const $tentouEnviar = createStore(false);

const carregarConteudoCheckoutFx = createApiEffect({
  source: { fornecedor: $fornecedor },
  needs: ['fornecedor'],
  missing: 'sem fornecedor',
  run: async ({
    api,
    fornecedor,
  }): Promise<{ instrucoes: string | null; caracteristicas: CaracteristicaCheckout[] }> => {
    const v4 = api.v4;
    const path = { idfornecedor: fornecedor.idfornecedor };
    // Each part on its own: a failure of one leaves the others (and the checkout) working.
    const [instrucoes, doCliente, doPedido] = await Promise.all([
      requestData(
        v4.GET('/v4/app/token/custom-content/{idfornecedor}', {
          params: { path, query: { contentType: 'ORDER_INSTRUCTIONS' } },
        }),
      ).then(
        (c) => c.html,
        () => null,
      ),
      requestData(v4.GET('/v4/caracteristica-cliente/todas/{idfornecedor}', { params: { path } })).catch(
        () => [] as CaracteristicaCheckout[],
      ),
      requestData(v4.GET('/v4/caracteristica-pedido/todas/{idfornecedor}', { params: { path } })).catch(
        () => [] as CaracteristicaCheckout[],
      ),
    ]);
    return { instrucoes, caracteristicas: [...doPedido, ...doCliente] };
  },
});
sample({
  clock: checkoutStarted,
  source: { cliente: $cliente, fornecedor: $fornecedor },
  filter: ({ cliente, fornecedor }) => cliente !== null && fornecedor !== null,
  fn: () => undefined,
  target: carregarConteudoCheckoutFx,
});
$instrucoesPedido.on(carregarConteudoCheckoutFx.doneData, (_, r) =>
  r.instrucoes && r.instrucoes.trim() ? r.instrucoes : null,
);
$caracteristicas.on(carregarConteudoCheckoutFx.doneData, (_, r) => r.caracteristicas);
/** The instructions and characteristics have answered (or failed) once. */
export const $conteudoCarregado = createStore(false).on(carregarConteudoCheckoutFx.finally, () => true);

$respostasCaracteristicas.on(characteristicAnswered, (atual, { idcaracteristica, valor }) => ({
  ...atual,
  [idcaracteristica]: valor,
}));
export const $validacaoCaracteristicas = combine($caracteristicas, $respostasCaracteristicas, (defs, respostas) =>
  validarCaracteristicas(
    defs,
    Object.entries(respostas)
      .filter(([id]) => defs.some((d) => d.idcaracteristica === Number(id)))
      .map(([id, valor]) => ({ idcaracteristica: Number(id), valor })),
  ),
);
/** Each field's error (by idcaracteristica), shown once 'Enviar pedido' was pressed. */
export const $errosCaracteristicas = combine(
  $validacaoCaracteristicas,
  $tentouEnviar,
  (v, tentou): Record<number, string> =>
    !tentou || v.ok ? {} : Object.fromEntries(v.erros.map((e: ErroCaracteristica) => [e.idcaracteristica, e.mensagem])),
);

for (const store of [$respostasCaracteristicas, $tentouEnviar, $conteudoCarregado]) {
  store.reset([loggedOut, sessionExpired]);
}
