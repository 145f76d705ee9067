/** The contract cases of openapi/v1/paths/jwt.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  renovarJwt: {
    version: 'v1',
    casos: [
      // A live session of the context (sessaoAurora is the one the logout case of sessao.ts ends).
      { nome: 'sessão', url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}/usuario/jwttoken`, status: 200 },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}/usuario/jwttoken`, status: 401 },
    ],
  },
};
