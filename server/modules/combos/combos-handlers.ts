/**
 * Promotional combos (issue 29): the spec's three calls (`promotional-combo-client`,
 * `promotional-combo-all`, `promotional-combo`) and the desk's list, create and end. The client's
 * calls and the desk's take the session from `Authorization: Bearer` or the `sf_token` cookie.
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '#openapi/generated/v4';
import { jsonBody, operation, type OperationHandler } from '../../shared/operation';
import { chamadorDaRequisicao, sessaoDaRequisicao } from '../sessao';
import type { NovoComboWire } from './combos-service';

export function combosHandlers(app: FastifyInstance): Record<string, OperationHandler> {
  return {
    combosCliente: operation<operations['combosCliente']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.combosService.doCliente(sessao, fornecedor, params.idcliente);
    }),
    combosTodos: operation<operations['combosTodos']>(async ({ params, request }) => {
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      const chamador = await chamadorDaRequisicao(app.sessaoService, request);
      return app.combosService.todos(chamador, fornecedor);
    }),
    combosFiltro: operation<operations['combosFiltro']>(async ({ query, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      // The page's supplier, when named, must be the session's (checked by the service).
      const fornecedor = await app.fornecedorService.porId(query.idfornecedor ?? sessao.idfornecedor);
      return app.combosService.filtrados(sessao, fornecedor, query.idcliente, {
        idformapagamento: query.idformapagamento ?? null,
        tipoEntrega: query.tipoEntrega ?? null,
      });
    }),
    listarCombosPainel: operation<operations['listarCombosPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.combosService.listarPainel(sessao, fornecedor);
    }),
    criarComboPainel: operation<operations['criarComboPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      // The caller first, then the body: a stranger learns nothing from a 400.
      app.combosService.exigirEquipe(sessao, fornecedor);
      return app.combosService.criar(sessao, fornecedor, jsonBody<NovoComboWire>(request));
    }),
    encerrarComboPainel: operation<operations['encerrarComboPainel']>(async ({ params, request }) => {
      const sessao = await sessaoDaRequisicao(app.sessaoService, request);
      const fornecedor = await app.fornecedorService.porId(params.idfornecedor);
      return app.combosService.encerrar(sessao, fornecedor, params.idcombo);
    }),
  };
}
