/**
 * The one error type the modules throw on purpose. The error handler (server/plugins/error-handler.ts)
 * turns it into the contract's error body `{ mensagem, codigo }` with its status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly codigo: string;

  constructor(statusCode: number, mensagem: string, codigo: string) {
    super(mensagem);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.codigo = codigo;
  }
}

export interface ErroBody {
  mensagem: string;
  codigo: string;
}

export const CODIGO_REQUISICAO_INVALIDA = 'requisicao.invalida';

export function requisicaoInvalida(detalhe: string): HttpError {
  return new HttpError(400, `Requisição inválida: ${detalhe}`, CODIGO_REQUISICAO_INVALIDA);
}

export function fornecedorNaoEncontrado(id: string): HttpError {
  return new HttpError(404, `Fornecedor não encontrado: ${id}`, 'fornecedor.nao-encontrado');
}

export function recursoNaoEncontrado(): HttpError {
  return new HttpError(404, 'Recurso não encontrado', 'nao-encontrado');
}
