/**
 * Every migration, in order. A static list (no folder scanning) so that the same migrations run
 * from tsx, vitest and a bundled server alike. Never edit a migration that has shipped: add one.
 *
 * The migrations up to 0036 live here (their names, order and content are the history of every
 * live database). A new migration lives in the module that owns its tables:
 * `server/modules/<m>/migrations/<NNNN>-<what>.ts`, listed by that folder's `index.ts`
 * (`export const migrations: Record<string, Migration>`), whose list joins `MODULES` below once
 * per module. The number is the next one of the single sequence (Kysely runs migrations in name
 * order): `joinMigrations` refuses a name or a number used twice. server/modules/README.md.
 */
import type { Migration } from 'kysely';
import { joinMigrations } from './join';
import { migrations as tarefas } from '../../modules/tarefas/migrations';
import { migrations as assinaturas } from '../../modules/assinaturas/migrations';
import * as m0001 from './0001-init';
import * as m0002 from './0002-slugs-reservados-saude';
import * as m0003 from './0003-catalogo-desempenho';
import * as m0004 from './0004-contas-sessoes';
import * as m0005 from './0005-email-recuperacao-senha';
import * as m0006 from './0006-termos-uso';
import * as m0007 from './0007-chaves-api';
import * as m0008 from './0008-codigos-handover';
import * as m0009 from './0009-usuarios-vinculados';
import * as m0012 from './0012-carrinhos';
import * as m0013 from './0013-carrinho-bloqueios';
import * as m0014 from './0014-busca';
import * as m0015 from './0015-cupons';
import * as m0016 from './0016-tags-pesquisa';
import * as m0017 from './0017-alertas-disponibilidade';
import * as m0019 from './0019-tipos-assinatura';
import * as m0020 from './0020-enderecos';
import * as m0021 from './0021-paginas-estaticas';
import * as m0022 from './0022-entrega-pagamento';
import * as m0024 from './0024-pedidos';
import * as m0025 from './0025-areas-atendimento';
import * as m0026 from './0026-pagamentos';
import * as m0027 from './0027-caracteristicas-instrucoes';
import * as m0029 from './0029-pedido-estoque-baixado';
import * as m0030 from './0030-pedido-danfe';
import * as m0031 from './0031-estudio-versoes';
import * as m0032 from './0032-produto-imagem-enviada';
import * as m0035 from './0035-slug-reservado-schemas';
import * as m0036 from './0036-sessoes-notify';
import { migrations as faturas } from '../../modules/faturas/migrations';
import { migrations as formasPagamento } from '../../modules/formas-pagamento/migrations';
import { migrations as listas } from '../../modules/listas/migrations';
import { migrations as combos } from '../../modules/combos/migrations';
import { migrations as recomendacao } from '../../modules/recomendacao/migrations';
import { migrations as sessao } from '../../modules/sessao/migrations';
import { migrations as chat } from '../../modules/chat/migrations';
import { migrations as verificacao } from '../../modules/verificacao/migrations';
import { migrations as linkAcao } from '../../modules/link-acao/migrations';
import { migrations as catalogo } from '../../modules/catalogo/migrations';
import { migrations as usuario } from '../../modules/usuario/migrations';
import { migrations as pedidos } from '../../modules/pedidos/migrations';
import { migrations as integracao } from '../../modules/integracao/migrations';
import { migrations as listasPreco } from '../../modules/listas-preco/migrations';
import { migrations as integracaoPedidos } from '../../modules/integracao-pedidos/migrations';
import { migrations as aprovacoes } from '../../modules/aprovacoes/migrations';

/** The migrations written before the modules owned theirs (kept here, as they shipped). */
const SHIPPED: Record<string, Migration> = {
  '0001-init': m0001,
  '0002-slugs-reservados-saude': m0002,
  '0003-catalogo-desempenho': m0003,
  '0004-contas-sessoes': m0004,
  '0005-email-recuperacao-senha': m0005,
  '0006-termos-uso': m0006,
  '0007-chaves-api': m0007,
  '0008-codigos-handover': m0008,
  '0009-usuarios-vinculados': m0009,
  '0012-carrinhos': m0012,
  '0013-carrinho-bloqueios': m0013,
  '0014-busca': m0014,
  '0015-cupons': m0015,
  '0016-tags-pesquisa': m0016,
  '0017-alertas-disponibilidade': m0017,
  '0019-tipos-assinatura': m0019,
  '0020-enderecos': m0020,
  '0021-paginas-estaticas': m0021,
  '0022-entrega-pagamento': m0022,
  '0024-pedidos': m0024,
  '0025-areas-atendimento': m0025,
  '0026-pagamentos': m0026,
  '0027-caracteristicas-instrucoes': m0027,
  '0029-pedido-estoque-baixado': m0029,
  '0030-pedido-danfe': m0030,
  '0031-estudio-versoes': m0031,
  '0032-produto-imagem-enviada': m0032,
  '0035-slug-reservado-schemas': m0035,
  '0036-sessoes-notify': m0036,
};

/** Each module's own migrations (`import { migrations as pedidos } from '../../modules/pedidos/migrations'`). */
const MODULES: Record<string, Record<string, Migration>> = {
  tarefas,
  assinaturas,
  faturas,
  'formas-pagamento': formasPagamento,
  listas,
  combos,
  sessao,
  chat,
  recomendacao,
  verificacao,
  'link-acao': linkAcao,
  catalogo,
  usuario,
  integracao,
  'listas-preco': listasPreco,
  'integracao-pedidos': integracaoPedidos,
  aprovacoes,
  pedidos,
};

export const migrations: Record<string, Migration> = joinMigrations(SHIPPED, MODULES);

/** The reserved slugs of the latest migration that set them (the database's CHECK constraint). */
export const RESERVED_SLUGS_LATEST: readonly string[] = m0035.RESERVED_SLUGS_0035;
