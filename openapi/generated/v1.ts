/**
 * GENERATED FILE — do not edit. Generated from openapi/v1/ (bundled with the shared
 * openapi/components/) by `npm run api:types` (openapi-typescript). Edit the YAML documents and
 * run `npm run api:types` again; `npm run api:check` fails in CI when this file is stale.
 */

export interface paths {
    "/v1/app/{auth}/cliente/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the session of this token (a no-op for an anonymous token) */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
        RespostaLogout: {
            /** @constant */
            ok: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                auth: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaLogout"];
                };
            };
            /** @description Bad request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Erro"];
                };
            };
        };
    };
}
