/** The contract cases of openapi/v2/paths/recuperacao-senha.yaml. */
import { type Casos, codigoDeRecuperacao, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  recuperarSenha: {
    version: 'v2',
    casos: [
      {
        nome: 'CPF da demo',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/529.982.247-25?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'documento desconhecido',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909?idfornecedor=${t.aurora}`,
        status: 200,
      },
      {
        nome: 'login inválido',
        url: (t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/@@?idfornecedor=${t.aurora}`,
        status: 400,
      },
      {
        nome: 'sem fornecedor',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909`,
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/recuperar/12345678909?idfornecedor=${UUID_DESCONHECIDO}`,
        status: 404,
      },
    ],
  },
  redefinirSenha: {
    version: 'v2',
    casos: [
      {
        nome: 'código válido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async (t) => ({
          idfornecedor: t.aurora,
          codigo: await codigoDeRecuperacao(t),
          senha: 'uma senha nova boa',
        }),
        status: 200,
      },
      {
        nome: 'código desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async (t) => ({ idfornecedor: t.aurora, codigo: 'A'.repeat(43), senha: 'uma senha nova boa' }),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => `/api/v2/app/${c.anon}/cliente/senha/redefinir`,
        corpo: async () => ({ idfornecedor: UUID_DESCONHECIDO, codigo: 'A'.repeat(43), senha: 'uma senha nova boa' }),
        status: 404,
      },
    ],
  },
};
