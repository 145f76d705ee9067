export { createApiClients } from './clients';
export type { ApiClients, CreateApiClientsOptions } from './clients';
export { ApiError, isAbortError, requestData, MENSAGEM_ERRO_PADRAO, MENSAGEM_SEM_CONEXAO } from './request';
export type { ApiErrorInit } from './request';
export {
  HEADER_ID_FORNECEDOR,
  TOO_MANY_REQUESTS_SEGMENT,
  createConsentHeadersMiddleware,
  createHeadersMiddleware,
  createIdFornecedorMiddleware,
  createTooManyRequestsMiddleware,
  createUtmHeadersMiddleware,
  tooManyRequestsPath,
} from './middleware';
export type { Headers_, TooManyRequestsOptions, WhiteLabelState } from './middleware';
export { createApi, createRequestContext } from './request-context';
export type { Api, CreateApiOptions, RequestContext, RequestContextHolder } from './request-context';
