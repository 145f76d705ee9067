/** The contract cases of openapi/v1/paths/sessao.yaml. */
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  logout: {
    version: 'v1',
    casos: [
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/cliente/logout`, status: 200 },
      { nome: 'sessão', url: (_t, c) => `/api/v1/app/${c.sessaoAurora.token}/cliente/logout`, status: 200 },
      { nome: 'token inválido', url: () => '/api/v1/app/curto/cliente/logout', status: 400 },
    ],
  },
  autenticar: {
    version: 'v1',
    casos: [
      {
        nome: 'cliente',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: '529.982.247-25', senha: 'maria123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'usuário vinculado',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'ana@bompreco.com.br', senha: 'vinculado123', idfornecedor: t.aurora, idcliente: 3 }),
        status: 200,
      },
      {
        nome: 'senha errada',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'maria@exemplo.com.br', senha: 'x', idfornecedor: t.aurora }),
        status: 401,
      },
      {
        nome: 'aguarda aprovação',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: '11222333000181', senha: 'bompreco123', idfornecedor: t.construforte }),
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: () => ({ cpf: 'a@b.co', senha: 'x', idfornecedor: UUID_DESCONHECIDO }),
        status: 404,
      },
      {
        nome: 'sem senha',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar`,
        corpo: (t) => ({ cpf: 'a@b.co', idfornecedor: t.aurora }),
        status: 400,
      },
    ],
  },
  autenticarRepresentante: {
    version: 'v1',
    casos: [
      {
        nome: 'representante',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar/representante`,
        corpo: (t) => ({ cpf: 'representante@aurora.com.br', senha: 'repres123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'cliente não é representante',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/autenticar/representante`,
        corpo: (t) => ({ cpf: 'maria@exemplo.com.br', senha: 'maria123', idfornecedor: t.aurora }),
        status: 401,
      },
    ],
  },
  autenticarEquipe: {
    version: 'v1',
    casos: [
      {
        nome: 'atendente',
        url: (_t, c) => `/api/v1/app/${c.anon}/equipe/autenticar`,
        corpo: (t) => ({ cpf: 'atendente@aurora.com.br', senha: 'atende123', idfornecedor: t.aurora }),
        status: 200,
      },
      {
        nome: 'admin de outro fornecedor',
        url: (_t, c) => `/api/v1/app/${c.anon}/equipe/autenticar`,
        corpo: (t) => ({ cpf: 'admin@construforte.com.br', senha: 'admin123', idfornecedor: t.aurora }),
        status: 401,
      },
    ],
  },
};
