import * as z from 'zod/mini';

export const storeChoiceProps = z.strictObject({
  /** Above the shops that serve the chosen address (shown when an address was chosen). */
  tituloDisponiveis: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Lojas que atendem o seu endereço'),
  /** The shops of the supplier's company. */
  mostrarEmpresa: z._default(z.boolean(), true),
  tituloEmpresa: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Lojas da mesma empresa'),
  /** Where to shop from: a saved address, or only the city or neighbourhood. */
  tituloOnde: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'Onde você quer comprar?'),
  /** Under that title; empty: none. */
  textoOnde: z._default(
    z.string().check(z.maxLength(300)),
    'Escolha um endereço ou use apenas a cidade ou o bairro para ver as lojas que atendem a sua região.',
  ),
  /** A logged-in client's saved addresses, each with 'Usar este endereço'. */
  mostrarEnderecos: z._default(z.boolean(), true),
});

export const storeChoiceSchema = {
  props: storeChoiceProps,
  acceptsChildren: false,
  pages: ['lojas'] as const,
};

export type StoreChoiceProps = z.output<typeof storeChoiceProps>;
