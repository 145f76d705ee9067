/** Every case table of tests/contract/casos/, one per API domain (openapi/<v>/paths/<domain>.yaml). */
import { casos as sessao } from './sessao';
import { casos as usuario } from './usuario';
import { casos as carrinho } from './carrinho';
import { casos as cupons } from './cupons';
import { casos as enderecos } from './enderecos';
import { casos as pedidos } from './pedidos';
import { casos as estudio } from './estudio';
import { casos as produtosAdmin } from './produtos-admin';
import { casos as painel } from './painel';
import { casos as pagamentos } from './pagamentos';
import { casos as faturas } from './faturas';
import { casos as formasPagamento } from './formas-pagamento';
import { casos as formasEntrega } from './formas-entrega';
import { casos as notificacao } from './notificacao';
import { casos as pedidoRapido } from './pedido-rapido';
import { casos as catalogo } from './catalogo';
import { casos as fornecedor } from './fornecedor';
import { casos as carrossel } from './carrossel';
import { casos as conteudo } from './conteudo';
import { casos as tagPesquisa } from './tag-pesquisa';
import { casos as paginaEstatica } from './pagina-estatica';
import { casos as assinaturas } from './assinaturas';
import { casos as combos } from './combos';
import { casos as recomendacao } from './recomendacao';
import { casos as documentos } from './documentos';
import { casos as representante } from './representante';
import { casos as recuperacaoSenha } from './recuperacao-senha';
import { casos as apiKey } from './api-key';
import { casos as handover } from './handover';
import { casos as jwt } from './jwt';
import { casos as termosUso } from './termos-uso';
import { casos as configuracoesCliente } from './configuracoes-cliente';
import { casos as usuariosVinculados } from './usuarios-vinculados';
import { casos as tarefas } from './tarefas';
import { casos as listas } from './listas';
import { casos as log } from './log';
import { casos as chat } from './chat';
import { casos as imagens } from './imagens';
import { casos as verificacao } from './verificacao';
import { casos as linkAcao } from './link-acao';
import { casos as integracao } from './integracao';
import { casos as integracaoPedidos } from './integracao-pedidos';
import type { Casos } from '../support/casos';

export const DOMINIOS: Record<string, Casos> = {
  integracao: integracao,
  'integracao-pedidos': integracaoPedidos,
  chat: chat,
  sessao: sessao,
  usuario: usuario,
  carrinho: carrinho,
  cupons: cupons,
  enderecos: enderecos,
  pedidos: pedidos,
  estudio: estudio,
  'produtos-admin': produtosAdmin,
  painel: painel,
  pagamentos: pagamentos,
  faturas: faturas,
  'formas-pagamento': formasPagamento,
  'formas-entrega': formasEntrega,
  notificacao: notificacao,
  'pedido-rapido': pedidoRapido,
  catalogo: catalogo,
  fornecedor: fornecedor,
  carrossel: carrossel,
  conteudo: conteudo,
  'tag-pesquisa': tagPesquisa,
  'pagina-estatica': paginaEstatica,
  assinaturas: assinaturas,
  combos: combos,
  documentos: documentos,
  representante: representante,
  'recuperacao-senha': recuperacaoSenha,
  'api-key': apiKey,
  handover: handover,
  jwt: jwt,
  'termos-uso': termosUso,
  'configuracoes-cliente': configuracoesCliente,
  'usuarios-vinculados': usuariosVinculados,
  tarefas: tarefas,
  listas: listas,
  log: log,
  recomendacao: recomendacao,
  imagens: imagens,
  verificacao: verificacao,
  'link-acao': linkAcao,
};
