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
    "/v4/representante/{auth}/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clients a representative serves at a supplier, with search and paging
         * @description Spec section 7: `GET /v4/representante/{a}/{b}` with query limit, offset, search; here
         *     `{a}` is the session token and `{b}` the supplier. Only a representative's live session
         *     (401 without one), of this supplier (a representative of another supplier gets 403 and
         *     no client): the clients they serve with a registration at this supplier, ordered by name.
         *     `search` matches name, e-mail or document. Default page: limit 10, offset 0.
         */
        get: operations["getClientesRepresentante"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/acessorepresentante/{auth}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this session is a representative's with access at a supplier
         * @description Spec section 7: `GET /v4/acessorepresentante/{id}`, the access check made across
         *     suppliers; here `{id}` is the session token and the supplier is asked in the query. A
         *     representative serves clients only at their own supplier: a representative of Aurora
         *     asking at ConstruForte gets `acesso: false` and no client count. 401 without a live session.
         */
        get: operations["getAcessoRepresentante"];
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
        AcessoRepresentante: {
            /** @description The session is a representative's, of this supplier (a representative serves clients at their own supplier only). */
            acesso: boolean;
            /** @description The session is a representative's. */
            representante: boolean;
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The representative's own supplier (null when the session is not a representative's). */
            idfornecedor_representante: components["schemas"]["Uuid"] | null;
            /** @description The client the session acts for (null until the representative chooses one). */
            idcliente: number | null;
            /** @description Clients the representative serves at this supplier (0 without access). */
            total_clientes: number;
        };
        ClienteRepresentado: {
            idcliente: number;
            nome: string;
            /** @description The document, formatted. */
            cpf: string;
            email: string;
            idcadastroextracliente: number | null;
            cadastro_aprovado: boolean;
            principal: boolean;
        };
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
        ListaClientes: {
            clientes: components["schemas"]["ClienteRepresentado"][];
            total: number;
            limit: number;
            offset: number;
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
        /** @description The session token; an anonymous visitor's is generated by the browser. */
        auth: string;
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
    getClientesRepresentante: {
        parameters: {
            query?: {
                search?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of clients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaClientes"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    getAcessoRepresentante: {
        parameters: {
            query: {
                idfornecedor: components["schemas"]["Uuid"];
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access of the session at the supplier. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcessoRepresentante"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
        };
    };
}
