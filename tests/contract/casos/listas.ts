/**
 * The contract cases of openapi/v4/paths/listas.yaml: Maria's seeded lists at Aurora ('Compra
 * semanal', 1; 'Padaria', 2) and the list Aurora suggests to the tag clube-aurora (3); another
 * client's session, no session, another supplier; and the desk's suggested lists, for the staff only.
 */
import { comBearerAdmin, comBearerAtendente, type Casos, UUID_DESCONHECIDO } from '../support/casos';

const MARIA = 1;
const COMPRA_SEMANAL = 1;
const PADARIA = 2;
const SUGERIDA = 3;
/** Arroz Agulhinha Tipo 1 Tio Aurélio 1 kg, in 'Compra semanal'. */
const ARROZ = 10098;
const comCookieMaria = (_t: unknown, c: { pedidos: { maria: string } }) => ({ cookie: `sf_token=${c.pedidos.maria}` });
const comOutroCliente = (_t: unknown, c: { sessaoAurora: { token: string } }) => ({
  authorization: `Bearer ${c.sessaoAurora.token}`,
});
const base = (t: { aurora: string }) => `/api/v4/shopping-list/${t.aurora}`;

export const casos: Casos = {
  listarListasCompra: {
    version: 'v4',
    casos: [
      {
        nome: 'as listas de Maria',
        url: (t) => `${base(t)}?idclient=${MARIA}&type=FROM_CLIENT`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'as sugeridas a Maria',
        url: (t) => `${base(t)}?idclient=${MARIA}&type=TO_CLIENT`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'outro cliente em idclient',
        url: (t) => `${base(t)}?idclient=${MARIA}&type=FROM_CLIENT`,
        cabecalhos: comOutroCliente,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `${base(t)}?idclient=${MARIA}&type=FROM_CLIENT`, status: 401 },
      {
        nome: 'tipo inválido',
        url: (t) => `${base(t)}?idclient=${MARIA}&type=OUTRO`,
        cabecalhos: comCookieMaria,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/shopping-list/${UUID_DESCONHECIDO}?idclient=${MARIA}&type=FROM_CLIENT`,
        cabecalhos: comCookieMaria,
        status: 404,
      },
    ],
  },
  produtosListaCompra: {
    version: 'v4',
    casos: [
      {
        nome: "'Compra semanal' de Maria",
        url: (t) => `${base(t)}/products/${COMPRA_SEMANAL}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'a sugerida a Maria',
        url: (t) => `${base(t)}/products/${SUGERIDA}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 200,
      },
      {
        nome: 'a lista de Maria por outro cliente',
        url: (t, c) => `${base(t)}/products/${COMPRA_SEMANAL}?idclient=${c.sessaoAurora.idcliente}`,
        cabecalhos: comOutroCliente,
        status: 404,
      },
      {
        nome: 'inexistente',
        url: (t) => `${base(t)}/products/999999?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        status: 404,
      },
    ],
  },
  salvarListaCompra: {
    version: 'v4',
    casos: [
      {
        nome: 'nova lista com produtos',
        url: (t) => `${base(t)}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ nome: 'Contrato', produtos: [{ id: ARROZ, quantidade: 2 }] }),
        status: 200,
      },
      {
        nome: 'renomear',
        url: (t) => `${base(t)}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ idlista: PADARIA, nome: 'Padaria' }),
        status: 200,
      },
      {
        nome: 'nome vazio',
        url: (t) => `${base(t)}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ nome: '   ' }),
        status: 400,
      },
      {
        nome: 'a sugerida não se altera',
        url: (t) => `${base(t)}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ idlista: SUGERIDA, nome: 'Minha' }),
        status: 404,
      },
    ],
  },
  adicionarProdutoLista: {
    version: 'v4',
    casos: [
      {
        nome: "à 'Padaria'",
        url: (t) => `${base(t)}/product/${ARROZ}/add?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ idlista: PADARIA, quantidade: 1 }),
        status: 200,
      },
      {
        nome: 'produto desconhecido',
        url: (t) => `${base(t)}/product/2000000000/add?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ idlista: PADARIA, quantidade: 1 }),
        status: 404,
      },
      {
        nome: 'lista de outro cliente',
        url: (t, c) => `${base(t)}/product/${ARROZ}/add?idclient=${c.sessaoAurora.idcliente}`,
        cabecalhos: comOutroCliente,
        corpo: () => ({ idlista: PADARIA, quantidade: 1 }),
        status: 404,
      },
    ],
  },
  copiarProdutoLista: {
    version: 'v4',
    casos: [
      {
        nome: "da 'Compra semanal' para a 'Padaria'",
        url: (t) => `${base(t)}/product/${ARROZ}/copy/${PADARIA}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ idlistaOrigem: COMPRA_SEMANAL }),
        status: 200,
      },
      {
        nome: 'para a sugerida',
        url: (t) => `${base(t)}/product/${ARROZ}/copy/${SUGERIDA}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({}),
        status: 404,
      },
    ],
  },
  aplicarListaCompra: {
    version: 'v4',
    casos: [
      {
        nome: "'Padaria' no carrinho de Maria",
        url: (t) => `${base(t)}/apply/${PADARIA}?idclient=${MARIA}`,
        cabecalhos: comCookieMaria,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'a lista de Maria por outro cliente',
        url: (t, c) => `${base(t)}/apply/${PADARIA}?idclient=${c.sessaoAurora.idcliente}`,
        cabecalhos: comOutroCliente,
        corpo: () => ({}),
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t) => `${base(t)}/apply/${PADARIA}?idclient=${MARIA}`,
        corpo: () => ({}),
        status: 401,
      },
    ],
  },
  desativarListaCompra: {
    version: 'v4',
    casos: [
      {
        nome: 'a sugerida não se remove',
        url: (t) => `${base(t)}/disable/${SUGERIDA}?idclient=${MARIA}`,
        metodo: 'DELETE',
        cabecalhos: comCookieMaria,
        status: 404,
      },
      {
        nome: "'Padaria'",
        url: (t) => `${base(t)}/disable/${PADARIA}?idclient=${MARIA}`,
        metodo: 'DELETE',
        cabecalhos: comCookieMaria,
        status: 200,
      },
    ],
  },
  listarListasSugeridasPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'do atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`,
        cabecalhos: comBearerAtendente,
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`,
        cabecalhos: comCookieMaria,
        status: 403,
      },
      { nome: 'sem sessão', url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`, status: 401 },
    ],
  },
  criarListaSugeridaPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'para todos, pelo administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`,
        cabecalhos: comBearerAdmin,
        corpo: async (t) => ({
          nome: 'Contrato para todos',
          alvo: { tipo: 'todos' },
          produtos: [
            {
              codigo: (
                await t.db
                  .selectFrom('produtos')
                  .select('idcadastroextraproduto')
                  .where('id', '=', ARROZ)
                  .executeTakeFirstOrThrow()
              ).idcadastroextraproduto,
              quantidade: 1,
            },
          ],
        }),
        status: 200,
      },
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`,
        cabecalhos: comCookieMaria,
        corpo: () => ({ nome: 'X', alvo: { tipo: 'todos' }, produtos: [{ codigo: 1, quantidade: 1 }] }),
        status: 403,
      },
      {
        nome: 'código desconhecido',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas`,
        cabecalhos: comBearerAdmin,
        corpo: () => ({ nome: 'X', alvo: { tipo: 'todos' }, produtos: [{ codigo: 2000000000, quantidade: 1 }] }),
        status: 400,
      },
    ],
  },
  editarListaSugeridaPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'a de Aurora, pelo atendente',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas/${SUGERIDA}`,
        metodo: 'PUT',
        cabecalhos: comBearerAtendente,
        corpo: async (t) => ({
          nome: 'Kit café da manhã',
          alvo: { tipo: 'tag', tag: 'clube-aurora' },
          produtos: [
            {
              codigo: (
                await t.db
                  .selectFrom('produtos')
                  .select('idcadastroextraproduto')
                  .where('id', '=', ARROZ)
                  .executeTakeFirstOrThrow()
              ).idcadastroextraproduto,
              quantidade: 2,
            },
          ],
        }),
        status: 200,
      },
      {
        nome: 'uma lista de cliente não é do painel',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas/${COMPRA_SEMANAL}`,
        metodo: 'PUT',
        cabecalhos: comBearerAtendente,
        corpo: () => ({ nome: 'X', alvo: { tipo: 'todos' }, produtos: [{ codigo: 1, quantidade: 1 }] }),
        status: 404,
      },
    ],
  },
  encerrarListaSugeridaPainel: {
    version: 'v4',
    casos: [
      {
        nome: 'de um cliente',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas/${SUGERIDA}`,
        metodo: 'DELETE',
        cabecalhos: comCookieMaria,
        status: 403,
      },
      {
        nome: 'a de Aurora, pelo administrador',
        url: (t) => `/api/v4/painel/${t.aurora}/listas-sugeridas/${SUGERIDA}`,
        metodo: 'DELETE',
        cabecalhos: comBearerAdmin,
        status: 200,
      },
    ],
  },
};
