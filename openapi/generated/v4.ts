/**
 * GENERATED FILE — do not edit. Generated from openapi/v4/ (bundled with the shared
 * openapi/components/) by `npm run api:types` (openapi-typescript). Edit the YAML documents and
 * run `npm run api:types` again; `npm run api:check` fails in CI when this file is stale.
 */

export interface paths {
    "/v4/static-text/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's static texts (getTextosEstaticos returns lang and translation) */
        get: operations["getTextosEstaticos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/documentos-loja/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's layout, menu and feature documents
         * @description Raw JSON documents. The storefront validates each one (schemas/) and falls back to the
         *     default document when one is invalid; the server validates them before it stores them.
         *     A document the supplier never set is null.
         */
        get: operations["getDocumentosLoja"];
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
        DocumentosLoja: {
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The layout document (schemas/layout.schema.json), or null. */
            layout: unknown;
            /** @description The menu document (schemas/menu.schema.json), or null. */
            menu: unknown;
            /** @description The feature gates document (schemas/features.schema.json), or null. */
            features: unknown;
            /**
             * Format: date-time
             * @description When a document last changed.
             */
            atualizado_em: string | null;
        };
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
        TextosEstaticos: {
            /** @example pt */
            lang: string;
            translation: {
                [key: string]: string;
            };
        };
        Uuid: string;
    };
    responses: {
        /** @description An error with a message for a person. */
        Erro: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Erro"];
            };
        };
    };
    parameters: {
        idfornecedor: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getTextosEstaticos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The texts by key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextosEstaticos"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getDocumentosLoja: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentosLoja"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
}
