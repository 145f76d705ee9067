import * as z from 'zod/mini';

export const clientSwitcherProps = z.strictObject({
  /** What a representative who has not chosen a client yet reads. */
  textoRepresentante: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Escolha o cliente que você vai atender.',
  ),
  /** What a linked user who has not chosen a client yet reads. */
  textoVinculado: z._default(
    z.string().check(z.minLength(1), z.maxLength(200)),
    'Escolha o cliente para o qual você vai comprar.',
  ),
  /** The search by name, e-mail, CPF or CNPJ. */
  mostrarBusca: z._default(z.boolean(), true),
  /** Under the search field; empty: none. */
  ajudaBusca: z._default(z.string().check(z.maxLength(200)), 'Nome, e-mail, CPF ou CNPJ.'),
  /** Each client's document and e-mail under the name. */
  mostrarDetalhes: z._default(z.boolean(), true),
});

export const clientSwitcherSchema = {
  props: clientSwitcherProps,
  acceptsChildren: false,
  pages: ['trocar-cliente'] as const,
};

export type ClientSwitcherProps = z.output<typeof clientSwitcherProps>;
