/** The contract cases of openapi/v4/paths/api-key.yaml. */
import { DEMO_API_KEYS } from '#server/db/seed/demo-api-keys';
import { type Casos, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  loginApiKey: {
    version: 'v4',
    casos: [
      {
        nome: 'chave da demo',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({
          apiKey: DEMO_API_KEYS[0]!.chave,
          idErpUsuario: DEMO_API_KEYS[0]!.id_erp_usuario,
          idFornecedor: t.aurora,
        }),
        status: 200,
      },
      {
        nome: 'chave de outro fornecedor',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({
          apiKey: DEMO_API_KEYS[0]!.chave,
          idErpUsuario: DEMO_API_KEYS[0]!.id_erp_usuario,
          idFornecedor: t.construforte,
        }),
        status: 401,
      },
      {
        nome: 'sem chave',
        url: () => '/api/v4/api-key/login',
        corpo: (t) => ({ idErpUsuario: 'x', idFornecedor: t.aurora }),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => '/api/v4/api-key/login',
        corpo: () => ({ apiKey: DEMO_API_KEYS[0]!.chave, idErpUsuario: 'x', idFornecedor: UUID_DESCONHECIDO }),
        status: 404,
      },
    ],
  },
};
