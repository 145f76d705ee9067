/** The contract cases of openapi/v4/paths/verificacao.yaml. */
import { createHash } from 'node:crypto';
import { bearer, type Casos, UUID_DESCONHECIDO } from '../support/casos';

const enviar = (idfornecedor: string, idcliente: number, extra = 'canal=EMAIL') =>
  `/api/v4/verificacao/enviar-verificacao?${extra}&idcliente=${idcliente}&idfornecedor=${idfornecedor}&fonte=CADASTRO`;

export const casos: Casos = {
  enviarVerificacao: {
    version: 'v4',
    casos: [
      {
        nome: 'por e-mail',
        url: (t, c) => enviar(t.aurora, c.sessaoAurora.idcliente),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 200,
      },
      {
        nome: 'outro código no mesmo minuto',
        url: (t, c) => enviar(t.aurora, c.sessaoAurora.idcliente),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 429,
      },
      {
        nome: 'SMS sem provedor configurado',
        url: (t, c) => enviar(t.aurora, c.sessaoAurora.idcliente, 'canal=SMS&telefone=19998765432'),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 400,
      },
      { nome: 'sem jwttoken', url: (t, c) => enviar(t.aurora, c.sessaoAurora.idcliente), status: 401 },
      {
        nome: 'cliente de outra sessão',
        url: (t, c) => enviar(t.construforte, c.sessaoAurora.idcliente),
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        status: 403,
      },
      {
        nome: 'canal inválido',
        url: (t, c) => enviar(t.aurora, c.sessaoAurora.idcliente, 'canal=FAX'),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 400,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) => enviar(UUID_DESCONHECIDO, c.sessaoAurora.idcliente),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, UUID_DESCONHECIDO),
        status: 404,
      },
    ],
  },
  confirmarVerificacao: {
    version: 'v4',
    casos: [
      {
        nome: 'código errado',
        url: () => '/api/v4/verificacao/confirmar-verificacao',
        corpo: (t, c) => ({
          idcliente: c.sessaoAurora.idcliente,
          idfornecedor: t.aurora,
          canal: 'EMAIL',
          codigo: '999999',
        }),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 400,
      },
      {
        nome: 'código certo',
        url: () => '/api/v4/verificacao/confirmar-verificacao',
        // A code of this client written as the service writes it (only its hash), the latest one.
        corpo: async (t, c) => {
          const codigo = '424242';
          const { idverificacao } = await t.db
            .insertInto('verificacoes_contato')
            .values({
              idcliente: c.sessaoAurora.idcliente,
              idfornecedor: t.aurora,
              canal: 'SMS',
              destino: '+5519998765432',
              fonte: 'CADASTRO',
              codigo_hash: 'pendente',
              criado_em: new Date(),
              expira_em: new Date(Date.now() + 15 * 60_000),
            })
            .returning('idverificacao')
            .executeTakeFirstOrThrow();
          await t.db
            .updateTable('verificacoes_contato')
            .set({ codigo_hash: createHash('sha256').update(`${idverificacao}:${codigo}`).digest('hex') })
            .where('idverificacao', '=', idverificacao)
            .execute();
          return { idcliente: c.sessaoAurora.idcliente, idfornecedor: t.aurora, canal: 'SMS', codigo };
        },
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 200,
      },
      {
        nome: 'sem jwttoken',
        url: () => '/api/v4/verificacao/confirmar-verificacao',
        corpo: (t, c) => ({
          idcliente: c.sessaoAurora.idcliente,
          idfornecedor: t.aurora,
          canal: 'EMAIL',
          codigo: '123456',
        }),
        status: 401,
      },
      {
        nome: 'cliente de outra sessão',
        url: () => '/api/v4/verificacao/confirmar-verificacao',
        corpo: (t, c) => ({
          idcliente: c.sessaoAurora.idcliente,
          idfornecedor: t.aurora,
          canal: 'EMAIL',
          codigo: '123456',
        }),
        cabecalhos: (t, c) => bearer(t, c.sessaoConstruforte, t.construforte),
        status: 403,
      },
      {
        nome: 'código malformado',
        url: () => '/api/v4/verificacao/confirmar-verificacao',
        corpo: (t, c) => ({
          idcliente: c.sessaoAurora.idcliente,
          idfornecedor: t.aurora,
          canal: 'EMAIL',
          codigo: '12',
        }),
        cabecalhos: (t, c) => bearer(t, c.sessaoAurora, t.aurora),
        status: 400,
      },
    ],
  },
};
