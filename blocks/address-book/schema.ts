import * as z from 'zod/mini';

export const addressBookProps = z.strictObject({
  /** The link to the store selection's entry by city or neighbourhood ('Usar apenas cidade ou bairro'). */
  mostrarSoCidade: z._default(z.boolean(), true),
  /** The list's title; the number of addresses follows it in parentheses. */
  tituloLista: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Endereços cadastrados'),
  /** What the list says when the client has no address yet. */
  textoVazio: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Você ainda não cadastrou nenhum endereço.',
  ),
  /** Under the form's CEP field; empty: none. */
  ajudaCep: z._default(z.string().check(z.maxLength(200)), 'Digite o CEP: preenchemos rua, bairro, cidade e estado.'),
  /** The form's 'Ponto de referência (opcional)' field, and the reference under each address. */
  mostrarReferencia: z._default(z.boolean(), true),
  /** The form's map pin (and its latitude and longitude fields). */
  mostrarMapa: z._default(z.boolean(), true),
});

export const addressBookSchema = {
  props: addressBookProps,
  acceptsChildren: false,
  pages: ['enderecos'] as const,
};

export type AddressBookProps = z.output<typeof addressBookProps>;
