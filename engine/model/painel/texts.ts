/** The order desk's texts, limits and the contract's types it speaks. */
import type { components } from '#openapi/generated/v4';
import type { components as componentsV2 } from '#openapi/generated/v2';
import { validarChaveNfe } from '../../rules/nfe-key';
import type { StatusPedido } from '../../rules/pedido-status';

export type PedidoPainel = components['schemas']['PedidoPainel'];
export type PedidoPainelResumo = components['schemas']['PedidoPainelResumo'];
export type CarrinhoCliente = componentsV2['schemas']['Carrinho'];
export type TarefaFalha = components['schemas']['TarefaFalha'];
export type ConfiguracoesCobranca = components['schemas']['ConfiguracoesCobranca'];
export const POR_PAGINA_PAINEL = 20;

/** A message of the desk (an order's, a client's cart's). */
export interface MensagemPainel {
  tom: 'positive' | 'critical';
  texto: string;
}

export const TEXTOS_PAINEL = {
  erroEntrar: 'Não foi possível entrar. Confira o e-mail e a senha da sua conta da equipe.',
  camposEntrar: 'Informe o e-mail e a senha da sua conta da equipe.',
  erroLista: 'Não foi possível carregar os pedidos. Tente novamente.',
  erroPedido: 'Não foi possível carregar o pedido. Tente novamente.',
  erroMover: 'Não foi possível mudar a situação do pedido. Tente novamente.',
  erroPrecos: 'Não foi possível salvar os preços do orçamento. Tente novamente.',
  movido: (rotulo: string) => `Situação alterada para ${rotulo}. O cliente foi avisado por e-mail.`,
  precificado: 'Orçamento precificado. O cliente foi avisado por e-mail e pode confirmá-lo.',
  erroExportar: 'Não foi possível exportar os pedidos. Tente novamente.',
  erroCarrinho: 'Não foi possível carregar o carrinho do cliente. Tente novamente.',
  erroPrecoAtendente: 'Não foi possível salvar o preço. Tente novamente.',
  precoInvalido: 'Informe um preço maior que zero (ex.: 12,50).',
  carrinhoBloqueado:
    'Preço salvo. O carrinho do cliente está bloqueado: ele não pode alterá-lo enquanto houver preços do atendente.',
  carrinhoLiberado: 'Carrinho liberado: o cliente pode alterá-lo de novo.',
  danfeAnexada: 'Nota fiscal anexada. O cliente já pode baixá-la na página do pedido.',
  erroDanfe: 'Não foi possível anexar a nota fiscal. Tente novamente.',
  danfeSemArquivo: 'Escolha o arquivo PDF da nota fiscal (DANFE).',
  danfeNaoPdf: 'O arquivo da nota fiscal (DANFE) deve ser um PDF.',
  danfeGrande: 'O arquivo da nota fiscal (DANFE) passa de 5 MB.',
  xmlAnexado: 'XML da NF-e anexado. O cliente já pode baixá-lo na página do pedido.',
  erroXml: 'Não foi possível anexar o XML da NF-e. Tente novamente.',
  xmlSemArquivo: 'Escolha o arquivo XML da NF-e.',
  xmlGrande: 'O arquivo XML da nota fiscal passa de 1 MB.',
  erroTarefas: 'Não foi possível carregar as tarefas com falha. Tente novamente.',
  erroRepetir: 'Não foi possível repetir a tarefa. Tente novamente.',
  tarefaRepetida: 'A tarefa voltou para a fila e será feita de novo em instantes.',
} as const;

/** The largest DANFE the server takes (5 MB). */
export const DANFE_MAX_BYTES = 5 * 1024 * 1024;

export interface FiltroPainel {
  /** Empty: every status. */
  status: StatusPedido[];
  busca: string;
}

/** The largest NF-e XML the server takes (1 MB). */
export const NFE_XML_MAX_BYTES = 1024 * 1024;

/** What is wrong with the chosen XML before it is sent (the server reads all of it), or null. */
export function erroXml(arquivo: Blob | null): string | null {
  if (!arquivo || arquivo.size === 0) return TEXTOS_PAINEL.xmlSemArquivo;
  if (arquivo.size > NFE_XML_MAX_BYTES) return TEXTOS_PAINEL.xmlGrande;
  return null;
}

/** What is wrong with the DANFE form before it is sent (the server checks all of it again), or null. */
export function erroDanfe(chave: string, arquivo: Blob | null): string | null {
  if (!arquivo || arquivo.size === 0) return TEXTOS_PAINEL.danfeSemArquivo;
  if (arquivo.type !== '' && arquivo.type !== 'application/pdf') return TEXTOS_PAINEL.danfeNaoPdf;
  if (arquivo.size > DANFE_MAX_BYTES) return TEXTOS_PAINEL.danfeGrande;
  const r = validarChaveNfe(chave);
  return r.ok ? null : r.erro;
}
