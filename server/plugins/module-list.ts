/**
 * Every domain module of server/modules, by folder: the list the server registers (see
 * modules.ts). A static list, not a folder listing, so that the built server (one file, esbuild)
 * holds every module; modules.test.ts fails, naming the line to add, when a folder of
 * server/modules with an index.ts is missing here or a listed one is gone.
 */
import { serverModule as analytics } from '../modules/analytics/index';
import { serverModule as apiKey } from '../modules/api-key/index';
import { serverModule as aprovacoes } from '../modules/aprovacoes/index';
import { serverModule as assinaturas } from '../modules/assinaturas/index';
import { serverModule as avisos } from '../modules/avisos/index';
import { serverModule as carrinho } from '../modules/carrinho/index';
import { serverModule as carrossel } from '../modules/carrossel/index';
import { serverModule as catalogo } from '../modules/catalogo/index';
import { serverModule as chat } from '../modules/chat/index';
import { serverModule as combos } from '../modules/combos/index';
import { serverModule as configuracoesCliente } from '../modules/configuracoes-cliente/index';
import { serverModule as conteudo } from '../modules/conteudo/index';
import { serverModule as cupons } from '../modules/cupons/index';
import { serverModule as documentos } from '../modules/documentos/index';
import { serverModule as email } from '../modules/email/index';
import { serverModule as enderecos } from '../modules/enderecos/index';
import { serverModule as entrega } from '../modules/entrega/index';
import { serverModule as estudio } from '../modules/estudio/index';
import { serverModule as faturas } from '../modules/faturas/index';
import { serverModule as formasPagamento } from '../modules/formas-pagamento/index';
import { serverModule as fornecedor } from '../modules/fornecedor/index';
import { serverModule as handover } from '../modules/handover/index';
import { serverModule as imagens } from '../modules/imagens/index';
import { serverModule as integracao } from '../modules/integracao/index';
import { serverModule as integracaoPedidos } from '../modules/integracao-pedidos/index';
import { serverModule as linkAcao } from '../modules/link-acao/index';
import { serverModule as listas } from '../modules/listas/index';
import { serverModule as listasPreco } from '../modules/listas-preco/index';
import { serverModule as notificacao } from '../modules/notificacao/index';
import { serverModule as pagamentos } from '../modules/pagamentos/index';
import { serverModule as paginasEstaticas } from '../modules/paginas-estaticas/index';
import { serverModule as painel } from '../modules/painel/index';
import { serverModule as pedidos } from '../modules/pedidos/index';
import { serverModule as recomendacao } from '../modules/recomendacao/index';
import { serverModule as recorrencia } from '../modules/recorrencia/index';
import { serverModule as recuperacaoSenha } from '../modules/recuperacao-senha/index';
import { serverModule as sessao } from '../modules/sessao/index';
import { serverModule as tagPesquisa } from '../modules/tag-pesquisa/index';
import { serverModule as tarefas } from '../modules/tarefas/index';
import { serverModule as termosUso } from '../modules/termos-uso/index';
import { serverModule as usuario } from '../modules/usuario/index';
import { serverModule as usuariosVinculados } from '../modules/usuarios-vinculados/index';
import { serverModule as verificacao } from '../modules/verificacao/index';

export const MODULE_FOLDERS = {
  analytics,
  'api-key': apiKey,
  aprovacoes,
  assinaturas,
  avisos,
  carrinho,
  carrossel,
  catalogo,
  chat,
  combos,
  'configuracoes-cliente': configuracoesCliente,
  conteudo,
  cupons,
  documentos,
  email,
  enderecos,
  entrega,
  estudio,
  faturas,
  'formas-pagamento': formasPagamento,
  fornecedor,
  handover,
  imagens,
  integracao,
  'integracao-pedidos': integracaoPedidos,
  'link-acao': linkAcao,
  listas,
  'listas-preco': listasPreco,
  notificacao,
  pagamentos,
  'paginas-estaticas': paginasEstaticas,
  painel,
  pedidos,
  recomendacao,
  recorrencia,
  'recuperacao-senha': recuperacaoSenha,
  sessao,
  'tag-pesquisa': tagPesquisa,
  tarefas,
  'termos-uso': termosUso,
  usuario,
  'usuarios-vinculados': usuariosVinculados,
  verificacao,
} as const;
