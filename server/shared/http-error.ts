/**
 * The one error type the modules throw on purpose. The error handler (server/plugins/error-handler.ts)
 * turns it into the contract's error body `{ mensagem, codigo }` with its status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly codigo: string;
  /** Fields the documented error body carries besides `mensagem` and `codigo` (e.g. an order's `itensName`). */
  readonly extras: Readonly<Record<string, unknown>> | undefined;
  /** Headers the answer carries (e.g. `retry-after` of a 429). */
  readonly cabecalhos: Readonly<Record<string, string>> | undefined;

  constructor(
    statusCode: number,
    mensagem: string,
    codigo: string,
    extras?: Readonly<Record<string, unknown>>,
    cabecalhos?: Readonly<Record<string, string>>,
  ) {
    super(mensagem);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.codigo = codigo;
    this.extras = extras;
    this.cabecalhos = cabecalhos;
  }
}

export interface ErrorBody {
  mensagem: string;
  codigo: string;
}

export const INVALID_REQUEST_CODE = 'requisicao.invalida';

export function invalidRequest(detalhe: string): HttpError {
  return new HttpError(400, `Requisição inválida: ${detalhe}`, INVALID_REQUEST_CODE);
}

export function fornecedorNotFound(id: string): HttpError {
  return new HttpError(404, `Fornecedor não encontrado: ${id}`, 'fornecedor.nao-encontrado');
}

export function resourceNotFound(): HttpError {
  const { mensagem, codigo } = ERRORS_BY_STATUS[404] as ErrorBody;
  return new HttpError(404, mensagem, codigo);
}

/** Answers of the edge (server/plugins/*): one body per status, in pt-BR, for errors that carry no message of ours. */
export const ERRORS_BY_STATUS: Readonly<Record<number, ErrorBody>> = Object.freeze({
  400: { mensagem: 'Requisição inválida', codigo: INVALID_REQUEST_CODE },
  401: { mensagem: 'Acesso não autorizado', codigo: 'nao-autorizado' },
  403: { mensagem: 'Acesso negado', codigo: 'acesso-negado' },
  404: { mensagem: 'Recurso não encontrado', codigo: 'nao-encontrado' },
  405: { mensagem: 'Método não permitido para este endereço', codigo: 'requisicao.metodo-nao-permitido' },
  406: { mensagem: 'Formato de resposta não disponível', codigo: 'requisicao.formato-nao-aceito' },
  408: { mensagem: 'A requisição demorou demais para chegar; tente novamente', codigo: 'requisicao.tempo-esgotado' },
  411: {
    mensagem: 'Requisição inválida: informe o tamanho do corpo (Content-Length)',
    codigo: INVALID_REQUEST_CODE,
  },
  413: { mensagem: 'Corpo da requisição grande demais', codigo: 'requisicao.grande-demais' },
  414: { mensagem: 'Endereço da requisição longo demais', codigo: 'requisicao.endereco-longo-demais' },
  415: { mensagem: 'Tipo de conteúdo não suportado', codigo: 'requisicao.tipo-nao-suportado' },
  429: {
    mensagem: 'Muitas requisições em pouco tempo; aguarde um pouco e tente novamente',
    codigo: 'requisicao.muitas-requisicoes',
  },
  431: { mensagem: 'Cabeçalhos da requisição grandes demais', codigo: 'requisicao.cabecalhos-grandes-demais' },
  500: { mensagem: 'Erro interno do servidor', codigo: 'erro-interno' },
  501: { mensagem: 'Operação não implementada', codigo: 'nao-implementado' },
  503: { mensagem: 'Servidor ocupado no momento; tente novamente em instantes', codigo: 'servidor.ocupado' },
  504: { mensagem: 'O servidor demorou demais para responder; tente novamente', codigo: 'servidor.tempo-esgotado' },
});

/** The pt-BR body for a status: its own, else the generic one of its class (4xx or 5xx). */
export function errorForStatus(status: number): ErrorBody {
  return (
    ERRORS_BY_STATUS[status] ??
    (status >= 500 ? (ERRORS_BY_STATUS[500] as ErrorBody) : (ERRORS_BY_STATUS[400] as ErrorBody))
  );
}

export function tooManyRequests(segundos: number): HttpError {
  const base = ERRORS_BY_STATUS[429] as ErrorBody;
  const espera = segundos > 0 ? ` (tente de novo em ${segundos} s)` : '';
  return new HttpError(
    429,
    `${base.mensagem}${espera}`,
    base.codigo,
    undefined,
    segundos > 0 ? { 'retry-after': String(Math.ceil(segundos)) } : undefined,
  );
}
