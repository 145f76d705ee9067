/**
 * The card sandbox (issue 13, item 4): a typed card is validated by the payment provider's
 * tokenizer (POST /v4/payment-sdk/generate-token); only its brand, last four digits and the
 * provider's environment are kept, and only until another payment method is chosen.
 */
import { createEvent, createStore, sample } from 'effector';
import { PRECISA_LOGIN } from '../cart';
import { createApiEffect } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $fornecedor } from '../supplier';
import { paymentMethodChosen } from './payment';
import { mensagem } from './texts';

/** A card as typed: it lives in the form and in this event only, never in a store (nor persisted). */
export interface CartaoDigitado {
  numero: string;
  nome: string;
  mes: number;
  ano: number;
  cvv: string;
}
/** What is kept of a validated card: its brand, last four digits and the provider's environment. */
export interface CartaoValidado {
  bandeira: string;
  ultimos4: string;
  ambiente: 'testes' | 'producao';
}
export const cardSubmitted = createEvent<CartaoDigitado>();
export const $cartaoValidado = createStore<CartaoValidado | null>(null);
export const $erroCartao = createStore<string | null>(null);
const tokenizarCartaoFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['cliente', 'fornecedor'],
  missing: PRECISA_LOGIN,
  request: ({ api, cliente, fornecedor }, cartao: CartaoDigitado) =>
    api.v4.POST('/v4/payment-sdk/generate-token', {
      body: { idfornecedor: fornecedor.idfornecedor, ...cartao },
      headers: { authorization: `Bearer ${cliente.token}` },
    }),
});
export const $validandoCartao = tokenizarCartaoFx.pending;
sample({ clock: cardSubmitted, target: tokenizarCartaoFx });
$cartaoValidado
  .on(tokenizarCartaoFx.doneData, (_, r) => ({ bandeira: r.bandeira, ultimos4: r.ultimos4, ambiente: r.ambiente }))
  .reset(tokenizarCartaoFx, paymentMethodChosen);
$erroCartao
  .on(tokenizarCartaoFx.failData, (_, e) => mensagem(e, 'Não foi possível validar o cartão. Tente novamente.'))
  .reset(tokenizarCartaoFx, paymentMethodChosen);
