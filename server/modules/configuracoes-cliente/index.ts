/**
 * GET /v2/app/{auth}{split}{id}/get-configuracoes-cliente (spec sections 3, 4 'Session check', 5
 * and 7): the calling client's configuration, read now (not at login), so the storefront can see
 * an approval that changed since it logged in. The supplier is the session's.
 */
import { APPROVAL_TAGS, LOGIN_BLOCKING_TAGS, TAG_RESTRICT_NOT_APPROVED_SUBMISSION } from '#engine/rules/tags';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { components, operations } from '#openapi/generated/v2';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { operation } from '../../shared/operation';
import type { Chamador } from '../sessao';

type ConfiguracoesCliente = components['schemas']['ConfiguracoesCliente'];

const ANONIMO: ConfiguracoesCliente = {
  idcliente: 0,
  idfornecedor: null,
  idcadastroextracliente: null,
  autenticado: false,
  cadastro_aprovado: false,
  pode_submeter_pedido: false,
  bloqueado: false,
  principal: false,
  usuario_vinculado_logado: false,
  gerencia_usuarios: false,
  tags: [],
  tags_fornecedor: [],
  permissoes: [],
};

/** The calling client's configuration (also the order submit's permission: `pode_submeter_pedido`). */
export async function configuracoes(
  app: FastifyInstance,
  db: Kysely<Database>,
  chamador: Chamador,
): Promise<ConfiguracoesCliente> {
  const sessao = chamador.sessao;
  if (!sessao || chamador.idcliente === 0) {
    return sessao ? { ...ANONIMO, autenticado: true, idfornecedor: sessao.idfornecedor } : ANONIMO;
  }
  const idcliente = chamador.idcliente;
  const [fornecedor, linha] = await Promise.all([
    app.fornecedorService.porId(sessao.idfornecedor),
    db
      .selectFrom('clientes as c')
      .leftJoin('cadastros_cliente as cc', (join) =>
        join.onRef('cc.idcliente', '=', 'c.idcliente').on('cc.idfornecedor', '=', sessao.idfornecedor),
      )
      .select([
        'c.tags as tags_cliente',
        'cc.tags as tags_cadastro',
        'cc.idcadastroextracliente',
        'cc.cadastro_aprovado',
      ])
      .where('c.idcliente', '=', idcliente)
      .executeTakeFirst(),
  ]);
  const tagsFornecedor = fornecedor.tags.filter((t) => APPROVAL_TAGS.includes(t));
  const aprovado = linha?.cadastro_aprovado === true;
  const ehDaConta = sessao.papel === 'cliente' || sessao.papel === 'usuario_vinculado';
  const { principal, permissoes } = ehDaConta
    ? await app.usuariosVinculadosService.permissoesEfetivas(sessao.idusuario, idcliente)
    : { principal: false, permissoes: [] };
  const baseSubmete = aprovado || !tagsFornecedor.includes(TAG_RESTRICT_NOT_APPROVED_SUBMISSION);
  // A linked user who is not the principal submits only with the permission (spec section 5).
  const submete =
    baseSubmete && (sessao.papel === 'representante' || principal || permissoes.includes('submissao_pedido'));
  return {
    idcliente,
    idfornecedor: sessao.idfornecedor,
    idcadastroextracliente: linha?.idcadastroextracliente ?? null,
    autenticado: true,
    cadastro_aprovado: aprovado,
    pode_submeter_pedido: submete,
    bloqueado: !aprovado && tagsFornecedor.some((t) => LOGIN_BLOCKING_TAGS.includes(t)),
    principal,
    usuario_vinculado_logado: sessao.papel === 'usuario_vinculado',
    gerencia_usuarios: principal && linha?.idcadastroextracliente != null,
    tags: [...new Set([...(linha?.tags_cliente ?? []), ...(linha?.tags_cadastro ?? [])])],
    tags_fornecedor: tagsFornecedor,
    permissoes: permissoes.map((idPermissao) => ({ idPermissao })),
  };
}

async function configuracoesClienteModule(app: FastifyInstance): Promise<void> {
  app.apiHandlers.add('configuracoes-cliente', {
    getConfiguracoesCliente: operation<operations['getConfiguracoesCliente']>(async ({ params }) => {
      const chamador = await app.sessaoService.chamadorCliente(params.authCliente);
      return configuracoes(app, app.db, chamador);
    }),
  });
}

export const serverModule = fp(configuracoesClienteModule, {
  name: 'configuracoes-cliente',
  fastify: '5.x',
  dependencies: ['core', 'fornecedor', 'sessao', 'usuarios-vinculados'],
});
