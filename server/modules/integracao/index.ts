/**
 * The ERP integration (issue 33): a supplier's integration credentials (created and revoked by its
 * admin in the desk, scoped, limited per key, hashed at rest) and the ERP's bulk upserts by its own
 * codes (categories, products, prices, stock). docs/erp-integration.md.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { components } from '#openapi/generated/v4';
import { imagensErpHandlers } from './imagens-erp';
import { autenticadorErp, integracaoHandlers, type ChamadaErp } from './integracao-handlers';
import { IntegracaoRepository } from './integracao-repository';
import { IntegracaoService } from './integracao-service';
import {
  FILA_IMPORTACAO,
  FILA_LIMPEZA_IMPORTACOES,
  Importacoes,
  TENTATIVAS,
  type ExecutarImportacao,
} from './importacoes';
import { Upserts } from './upserts';
import { UpsertsClientes } from './upserts-clientes';

type S = components['schemas'];

declare module 'fastify' {
  interface FastifyInstance {
    integracaoService: IntegracaoService;
    integracaoUpserts: Upserts;
    /** Runs a bulk upsert of up to 10,000 lines of a kind (a call, or a part of a job). */
    integracaoExecutar: ExecutarImportacao;
    integracaoImportacoes: Importacoes;
    /** The ERP's clients (with their terms, addresses and people) and payment terms. */
    integracaoClientes: UpsertsClientes;
    /**
     * An ERP call's key: of the path's supplier, live, with `escopo` (401/403), within its
     * per-minute limit (429). For the ERP operations of other modules too.
     */
    integracaoErp: ReturnType<typeof autenticadorErp>;
  }
}

async function integracaoModule(app: FastifyInstance): Promise<void> {
  app.decorate('integracaoService', new IntegracaoService(new IntegracaoRepository(app.db), () => app.relogio.agora()));
  const upserts = new Upserts(app.db, () => app.relogio.agora());
  app.decorate('integracaoUpserts', upserts);
  const clientes = new UpsertsClientes(app.db, {
    sincronizarEnderecos: (dono, itens) => app.enderecosService.sincronizarDoErp(dono, itens),
    convidar: (entrada) => app.usuariosVinculadosService.convidarPeloErp(entrada),
  });
  app.decorate('integracaoClientes', clientes);
  const executar: ExecutarImportacao = async (tipo, idfornecedor, itens, origem) => {
    switch (tipo) {
      case 'categorias':
        return upserts.categorias(idfornecedor, itens as S['CategoriaErp'][]);
      case 'produtos':
        return upserts.produtos(idfornecedor, itens as S['ProdutoErp'][]);
      case 'precos':
        return upserts.precos(idfornecedor, itens as S['PrecoErp'][]);
      case 'estoque': {
        const fornecedor = await app.fornecedorService.porId(idfornecedor);
        return upserts.estoque(idfornecedor, itens as S['EstoqueErp'][], (mudancas) =>
          app.notificacaoService.definirEstoque(fornecedor, mudancas),
        );
      }
      case 'clientes':
        return clientes.clientes(idfornecedor, itens as S['ClienteErp'][], origem);
    }
  };
  app.decorate('integracaoExecutar', executar);
  const importacoes = new Importacoes(
    app.db,
    executar,
    (trx, idimportacao, idfornecedor) =>
      app.tarefas.enfileirar(
        FILA_IMPORTACAO,
        { idimportacao, idfornecedor, descricao: `Importação do ERP ${idimportacao}` },
        { chave: `importacao:${idimportacao}`, trx },
      ),
    () => app.relogio.agora(),
  );
  app.decorate('integracaoImportacoes', importacoes);
  // A part of 10,000 products takes seconds, a job of 100,000 about a minute or two here: an
  // attempt active for 15 minutes died with its process (it resumes at its first part not done).
  await app.tarefas.processar<{ idimportacao: number }>(
    FILA_IMPORTACAO,
    (dados) => importacoes.processar(dados.idimportacao),
    {
      tentativas: TENTATIVAS,
      expiraS: 900,
    },
  );
  // Imports ended more than 30 days ago, deleted daily (not in tests: they call limpar themselves).
  await app.tarefas.processar(FILA_LIMPEZA_IMPORTACOES, async () => {
    await importacoes.limpar();
  });
  if (app.config.nodeEnv !== 'test') await app.tarefas.periodica(FILA_LIMPEZA_IMPORTACOES, '30 3 * * *');
  app.decorate('integracaoErp', autenticadorErp(app));
  app.apiHandlers.add('integracao', integracaoHandlers(app));
  app.apiHandlers.add('integracao-imagens', imagensErpHandlers(app));
}

export const serverModule = fp(integracaoModule, {
  name: 'integracao',
  fastify: '5.x',
  dependencies: [
    'core',
    'fornecedor',
    'sessao',
    'notificacao',
    'listas-preco',
    'tarefas',
    'enderecos',
    'usuarios-vinculados',
  ],
});

export {
  ESCOPOS_INTEGRACAO,
  hashChaveIntegracao,
  MENSAGEM_CHAVE_INVALIDA,
  MENSAGEM_OUTRO_FORNECEDOR,
  MENSAGEM_SO_ADMIN,
  mensagemSemEscopo,
} from './integracao-service';
export type { EscopoIntegracao } from './integracao-service';
// The report and value checks of the upserts, for the price lists' import (module listas-preco).
export {
  centavos,
  codigos,
  emPartes,
  igual,
  milesimos,
  Relatorio,
  type ErroItem,
  type RelatorioImportacao,
} from './upserts';
export type { ChamadaErp };
export type { CredencialRow } from './integracao-repository';
