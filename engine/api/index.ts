export { ApiError, isAbortError, requestData } from './request';
export type { FetchResult } from './request';
export { createApi } from './request-context';
export type { Api, CreateApiOptions, RequestContext } from './request-context';
export { SESSAO_EXPIRADA } from './middleware';
export { apiLinkV4 } from './links';
export type { LinkParams, LinkPathV4 } from './links';
