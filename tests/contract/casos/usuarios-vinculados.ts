/** The contract cases of openapi/v1/paths/usuarios-vinculados.yaml. */
import { randomBytes } from 'node:crypto';
import { type Casos, comBearer } from '../support/casos';

export const casos: Casos = {
  postUsuariosDoUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'principal',
        url: (_t, c) => `/api/v1/app/${c.principal.token}/usuario/${c.principal.idusuario}/usuarios`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'outro usuário',
        url: (_t, c) => `/api/v1/app/${c.principal.token}/usuario/${c.principal.vinculado}/usuarios`,
        corpo: () => ({}),
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/1/usuarios`,
        corpo: () => ({}),
        status: 401,
      },
    ],
  },
  getUsuariosVinculados: {
    version: 'v1',
    casos: [
      {
        nome: 'principal',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        status: 200,
      },
      {
        nome: 'com JWT',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}?gerar_token_jwt=true`,
        cabecalhos: comBearer,
        status: 200,
      },
      { nome: 'outro cliente', url: (t) => `/api/v1/app/usuario/${t.aurora}/1`, cabecalhos: comBearer, status: 403 },
      {
        nome: 'conta de outra loja',
        url: (t) => `/api/v1/app/usuario/${t.aurora}/2`,
        cabecalhos: comBearer,
        status: 404,
      },
      { nome: 'sem sessão', url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`, status: 401 },
    ],
  },
  vincularUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'novo e-mail',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: `convite-${randomBytes(4).toString('hex')}@teste.local` }),
        status: 200,
      },
      {
        nome: 'e-mail inválido',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: 'x' }),
        status: 422,
      },
      {
        nome: 'equipe',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        cabecalhos: comBearer,
        corpo: () => ({ email: 'admin@aurora.com.br' }),
        status: 409,
      },
      {
        nome: 'sem sessão',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}`,
        corpo: () => ({ email: 'a@b.co' }),
        status: 401,
      },
    ],
  },
  desvincularUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'vinculado',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/${c.principal.removivel}`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 200,
      },
      {
        nome: 'o principal',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/${c.principal.idusuario}`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 409,
      },
      {
        nome: 'não vinculado',
        url: (t, c) => `/api/v1/app/usuario/${t.aurora}/${c.principal.idcadastro}/1`,
        cabecalhos: comBearer,
        metodo: 'DELETE',
        status: 404,
      },
    ],
  },
  atualizarUsuarioVinculado: {
    version: 'v1',
    casos: [
      {
        nome: 'concede submissao_pedido',
        url: (_t, c) => `/api/v1/app/usuario/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        metodo: 'PUT',
        corpo: (_t, c) => ({
          dadosUsuario: {
            idcadastroextracliente: c.principal.idcadastro,
            permissoes: [{ idPermissao: 'submissao_pedido' }],
          },
        }),
        status: 200,
      },
      {
        nome: 'permissão desconhecida',
        url: (_t, c) => `/api/v1/app/usuario/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        metodo: 'PUT',
        corpo: (_t, c) => ({
          dadosUsuario: { idcadastroextracliente: c.principal.idcadastro, permissoes: [{ idPermissao: 'tudo' }] },
        }),
        status: 400,
      },
    ],
  },
  getUsuarioCliente: {
    version: 'v1',
    casos: [
      {
        nome: 'principal lê o vinculado',
        url: (_t, c) => `/api/v1/app/usuario-cliente/${c.principal.idcadastro}/${c.principal.vinculado}`,
        cabecalhos: comBearer,
        status: 200,
      },
      { nome: 'outro cliente', url: () => '/api/v1/app/usuario-cliente/1/1', cabecalhos: comBearer, status: 403 },
    ],
  },
};
