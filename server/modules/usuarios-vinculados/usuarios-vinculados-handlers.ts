import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/generated/v1';
import { HttpError } from '../../shared/http-error';
import { createKeyedRateLimit } from '../../shared/keyed-rate-limit';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { sessaoDaRequisicao } from '../sessao';

type CorpoVincular = operations['vincularUsuario']['requestBody']['content']['application/json'];
type CorpoAtualizar = operations['atualizarUsuarioVinculado']['requestBody']['content']['application/json'];
type CorpoDoUsuario = NonNullable<operations['postUsuariosDoUsuario']['requestBody']>['content']['application/json'];

/** Invitations per principal user per hour (each one sends an e-mail). */
export const LIMITE_CONVITES = { max: 30, janelaMs: 60 * 60_000 } as const;

export function usuariosVinculadosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  const convites =
    app.config.rateLimitMax === 0 ? null : createKeyedRateLimit(app, { nome: 'convite-usuario', ...LIMITE_CONVITES });

  /**
   * The storefront origin the invitation's link points at: the request's own, but only on a
   * platform host or one of this supplier's domains, never a Host header an attacker chose.
   */
  async function origemDoPedido(request: FastifyRequest, idfornecedor: string): Promise<string> {
    const origem = await app.fornecedorService.origemDaRequisicao(request, idfornecedor);
    if (origem === null)
      throw new HttpError(
        400,
        'Não foi possível enviar o convite a partir deste endereço.',
        'usuarios.origem-invalida',
      );
    return origem;
  }

  return {
    postUsuariosDoUsuario: operation<operations['postUsuariosDoUsuario']>(async ({ params, request }) => {
      const { sessao } = await app.sessaoService.exigirSessao(params.auth);
      const body = (request.body ?? {}) as CorpoDoUsuario;
      return app.usuariosVinculadosService.listarDoUsuario(
        {
          idusuario: sessao.idusuario,
          idcliente: sessao.idcliente,
          idfornecedor: sessao.idfornecedor,
          papel: sessao.papel,
          origem: 'token',
          sid: sessao.sid,
          cadastroAprovado: sessao.idcliente === null ? null : (sessao.cadastro_aprovado ?? null),
        },
        params.idusuario,
        body.idcadastroextracliente,
      );
    }),
    getUsuariosVinculados: operation<operations['getUsuariosVinculados']>(async ({ params, query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.usuariosVinculadosService.listar(
        sessao,
        params.idfornecedor,
        params.idcadastroextracliente,
        query.gerar_token_jwt === true,
      );
    }),
    vincularUsuario: operation<operations['vincularUsuario']>(async ({ params, request, reply }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const body = jsonBody<CorpoVincular>(request);
      if (convites) await convites(request, reply, `usuario:${sessao.idusuario}`);
      const origem = await origemDoPedido(request, params.idfornecedor);
      return app.usuariosVinculadosService.vincular(
        sessao,
        params.idfornecedor,
        params.idcadastroextracliente,
        body,
        origem,
      );
    }),
    desvincularUsuario: operation<operations['desvincularUsuario']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.usuariosVinculadosService.desvincular(
        sessao,
        params.idfornecedor,
        params.idcadastroextracliente,
        params.idusuario,
      );
    }),
    atualizarUsuarioVinculado: operation<operations['atualizarUsuarioVinculado']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.usuariosVinculadosService.atualizarPermissoes(
        sessao,
        params.idusuario,
        jsonBody<CorpoAtualizar>(request).dadosUsuario,
      );
    }),
    getUsuarioCliente: operation<operations['getUsuarioCliente']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      return app.usuariosVinculadosService.usuarioCliente(sessao, params.idCadastroExtraCliente, params.idUsuario);
    }),
  };
}
