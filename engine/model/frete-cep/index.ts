/**
 * The shipping quote by CEP of the product page (spec section 7 `POST
 * /v4/app/formas-entrega/{idfornecedor}/{cep}`, cotarFreteCep; section 9 'CEP shipping 500 ms'):
 * loaded with its box only on a product page, after hydration (never at first view; not in
 * MODEL_SLICES).
 * - `cepTyped`: the CEP as typed, masked ('13015-002'); 500 ms after the last keystroke a
 *   complete CEP is quoted for this product (the cart's quantity of it, else its minimum, else 1);
 *   an incomplete one says 'Informe um CEP com 8 dígitos.';
 * - the answer: each option with its fee ('Grátis' when free) and first date; or the server's
 *   message (an unknown CEP, the CEP provider down or slow, 'Infelizmente ainda não atendemos
 *   este endereço' outside the supplier's service areas). Only the latest question's answer counts.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { ApiError, requestData } from '../../api';
import { cepParaConsulta, maskCep, MENSAGENS_ENDERECO } from '../../rules/address';
import { $api, requireApi } from '../app';
import { $cartLines } from '../cart/lines';
import { debounce } from '../lib/debounce';
import { $produto } from '../product';
import { $fornecedor } from '../supplier';

export type OpcaoFreteCep = components['schemas']['FormaEntregaCep'];
export type EstadoFreteCep = 'ocioso' | 'carregando' | 'pronto' | 'erro';

export const FRETE_CEP_DEBOUNCE_MS = 500;
export const ERRO_FRETE_CEP = 'Não foi possível calcular o frete agora. Tente novamente.';

export const cepTyped = createEvent<string>();

export const $cepFrete = createStore('').on(cepTyped, (_, typed) => maskCep(typed));
export const $estadoFrete = createStore<EstadoFreteCep>('ocioso');
export const $opcoesFrete = createStore<OpcaoFreteCep[]>([]);
export const $erroFrete = createStore<string | null>(null);
/** Spec section 8: 'A CEP delivery error returns Mensagem and opens a modal': the message the dialog shows (null: closed). */
export const $shippingErrorDialog = createStore<string | null>(null);
export const shippingErrorDialogClosed = createEvent();

interface Pergunta {
  idfornecedor: string;
  cep: string;
  id: number;
  quantidade: number;
}

const cotarFx = attach({
  source: $api,
  effect: async (api, p: Pergunta): Promise<OpcaoFreteCep[]> => {
    const r = await requestData(
      requireApi(api).v4.POST('/v4/app/formas-entrega/{idfornecedor}/{cep}', {
        params: { path: { idfornecedor: p.idfornecedor, cep: p.cep }, query: { tipoEntrega: 'DELIVERY' } },
        body: { produtos: [{ id: p.id, quantidade: p.quantidade }] },
      }),
    );
    return r.formasEntregaCep;
  },
});

const digitadoCalmo = debounce(cepTyped, FRETE_CEP_DEBOUNCE_MS);
const pergunta = sample({
  clock: digitadoCalmo,
  source: { cep: $cepFrete, produto: $produto, fornecedor: $fornecedor, linhas: $cartLines },
  filter: ({ cep, produto, fornecedor }) => cepParaConsulta(cep) !== null && produto !== null && fornecedor !== null,
  fn: ({ cep, produto, fornecedor, linhas }): Pergunta => {
    const p = produto!;
    const noCarrinho = linhas.find((l) => l.produto.id === p.id);
    const quantidade = noCarrinho
      ? noCarrinho.quantidadeMilesimos / 1000
      : p.min_por_pedido && p.min_por_pedido > 0
        ? p.min_por_pedido
        : 1;
    return { idfornecedor: fornecedor!.idfornecedor, cep: cepParaConsulta(cep)!, id: p.id, quantidade };
  },
});
sample({ clock: pergunta, target: cotarFx });

// An incomplete CEP, once the typing calmed down: say what is missing (an empty field says nothing).
const incompleto = sample({
  clock: digitadoCalmo,
  source: $cepFrete,
  filter: (cep) => cep !== '' && cepParaConsulta(cep) === null,
});
const vazio = sample({ clock: digitadoCalmo, source: $cepFrete, filter: (cep) => cep === '' });

const $ultima = createStore<Pergunta | null>(null, { serialize: 'ignore' })
  .on(cotarFx, (_, p) => p)
  .reset(incompleto, vazio);
const resposta = sample({
  clock: cotarFx.done,
  source: $ultima,
  filter: (u, { params }) => u === params,
  fn: (_, { result }) => result,
});
const falha = sample({
  clock: cotarFx.fail,
  source: $ultima,
  filter: (u, { params }) => u === params,
  fn: (_, { error }) => error,
});

$estadoFrete
  .on(cotarFx, () => 'carregando')
  .on(resposta, () => 'pronto')
  .on(falha, () => 'erro')
  .on(incompleto, () => 'erro')
  .reset(vazio);
$opcoesFrete.on(resposta, (_, o) => o).reset(cotarFx, falha, incompleto, vazio);
$erroFrete
  .on(falha, (_, e) => (e instanceof ApiError && e.status !== 0 && e.mensagem ? e.mensagem : ERRO_FRETE_CEP))
  .on(incompleto, () => MENSAGENS_ENDERECO.cep)
  .reset(cotarFx, resposta, vazio);
$shippingErrorDialog
  .on(falha, (_, e) => (e instanceof ApiError && e.status !== 0 && e.mensagem ? e.mensagem : ERRO_FRETE_CEP))
  .reset(shippingErrorDialogClosed, cotarFx, incompleto, vazio, $produto.updates);
// Another product: the quote was for the previous one.
for (const store of [$estadoFrete, $opcoesFrete, $erroFrete]) store.reset($produto.updates);
