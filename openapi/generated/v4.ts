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
    "/v4/app/token/custom-content/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's custom content of a type (ORDER_INSTRUCTIONS, the order instructions shown at checkout)
         * @description Public, like the static texts (`token` is the literal segment of the spec's path). `html` is the supplier's HTML, to be sanitised by the client before it is shown (SafeHtml); null when the supplier has no content of that type.
         */
        get: operations["getInstrucoesPedidoFornecedor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/caracteristica-cliente/todas/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's client characteristics (questions about the client, asked at checkout)
         * @description Public (definitions only; the answers go with the order, `caracteristicas` of the submit).
         */
        get: operations["getCaracteristicasCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/caracteristica-pedido/todas/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's order characteristics (questions about the order, asked at checkout)
         * @description Public (definitions only; the answers go with the order, `caracteristicas` of the submit).
         */
        get: operations["getCaracteristicasPedido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/tag-pesquisa/{idfornecedor}/lista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The search tags and filter groups of a list (spec section 7)
         * @description The tags and filter groups of the products a list shows: the whole catalogue, a category
         *     (with its subcategories) or a search text, with how many of those products carry each.
         *     Public catalogue data, as the list itself: no session needed (`idcliente` is accepted and
         *     changes nothing).
         */
        get: operations["listaTagsPesquisa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The search tags and filter groups of one product (spec section 7) */
        get: operations["filtrosProduto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/subscription/type/list/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's subscription types (spec section 7 "Subscriptions")
         * @description The ways a cart may repeat as a subscription, in the supplier's order. The cart carries the
         *     chosen one (`idtipoassinatura` of the cart calls; 0 means a one-off order) and falls back to
         *     the first type when the id is not one of these (spec section 5). Public shop data: no session
         *     needed. An empty list: the supplier offers no subscriptions.
         */
        get: operations["listaTiposAssinatura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/subscription/list/{idcliente}/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's subscriptions at a supplier (spec section 7 `GET /v4/subscription/list/{a}/{b}`)
         * @description `{a}` is the client and `{b}` the supplier (UUID or slug). The session comes from
         *     `Authorization: Bearer <token>` (the session token or the login's `jwttoken`) or the
         *     storefront's cookie `sf_token`; none: 401. The client must be the session's and the supplier
         *     the session's (403). Newest first; active and cancelled ones, each with its linked orders
         *     (one per due date: the order made, or why it could not be made).
         */
        get: operations["listarAssinaturas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/subscription/get/{idassinatura}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subscription with its items and linked orders (spec section 7 `GET /v4/subscription/get/{id}`)
         * @description Authenticated like the list. Only a subscription of the session's client at the session's
         *     supplier: any other (another client's, another supplier's, unknown) is 404
         *     `assinatura.nao-encontrada`, so an id tells nothing about other tenants.
         */
        get: operations["getAssinatura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/subscription/cancel/{idassinatura}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancels a subscription (spec section 7 `DELETE /v4/subscription/cancel/{id}`)
         * @description Authenticated and checked like `getAssinatura` (404 for a subscription the session does not
         *     own). From now on no order is made for it; the orders already made stay. Cancelling a
         *     cancelled subscription answers it again (idempotent). Answers the subscription, `status`
         *     `cancelada`.
         */
        delete: operations["cancelarAssinatura"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/pagina-estatica/{idfornecedor}/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's static pages the storefront may show (spec section 7)
         * @description Only pages tagged WEB (spec section 9), without their content. Public shop data: no session
         *     needed; an `idcliente` must be the caller's own client (Bearer or `sf_token` cookie).
         */
        get: operations["listaPaginasEstaticas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/pagina-estatica/{idfornecedor}/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One static page by its slug (spec section 7)
         * @description 404 'Página não encontrada' when the supplier has no such page; 403 with code
         *     `pagina.nao-exibivel` ('Esta página não pode ser exibida na loja.') when it exists but is not
         *     tagged WEB (spec section 2's not-displayable static page error). Public shop data; an
         *     `idcliente` must be the caller's own client.
         */
        get: operations["paginaEstaticaPorSlug"];
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
    "/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client; it must be the client of the caller's `jwttoken`. */
                idcliente: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * Whether the client has accepted the supplier's current terms of use (not in the spec)
         * @description The storefront asks this after login: when `pendente` is true it shows the terms dialog.
         *     Authenticated with the login's `jwttoken` (`Authorization: Bearer …`): 401 without a valid
         *     one, 403 when the token is of another client or another supplier.
         */
        get: operations["getTermosUsoCliente"];
        /**
         * The client accepts the supplier's current terms of use
         * @description Records, with the time, that the client accepted version `versao`, which must be the current
         *     one (409 when a newer version was published meanwhile; the storefront shows it). Accepting
         *     an accepted version again keeps the first time. Authenticated like the GET.
         */
        put: operations["aceitarTermosUso"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/termouso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms of use as a page (spec `GET {host}/termouso`)
         * @description Served on the storefront's host, outside the API: `https://{supplier domain}/termouso`, or
         *     `/{slug}/termouso` on the platform's host (the supplier resolved from the Host and the path
         *     like every storefront page). Without `versaoArquivo`, the current version. The API answers
         *     the same page at `/api/termouso` with `idfornecedor` (UUID or slug) when the Host is not a
         *     supplier's domain. The registration form's terms checkbox links here.
         */
        get: operations["getTermoUso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/api-key/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a customer in with an integrator's API key (spec section 7)
         * @description An API key belongs to one supplier and is mapped to one customer's ERP user id. With the
         *     key, that ERP user id and the key's supplier, a new session is opened for the customer, as
         *     `autenticar` does (same answer, plus `idapikeys`). The storefront calls it when it is
         *     opened with `?api_key=…&id_erp_usuario=…`. A wrong or revoked key, another supplier's key
         *     or another ERP user id all answer 401 alike; repeated failures per IP answer 429.
         */
        post: operations["loginApiKey"];
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
    "/v4/notificacao/alerta-disponibilidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the client is subscribed to a product's availability alert (not in the spec)
         * @description The product page asks this for an out-of-stock product when a client is logged in: `inscrito` is true while a subscription waits for the product to return (it becomes false once the alert has been sent, or after `.../remove`).
         */
        get: operations["getAlertaDisponibilidade"];
        put?: never;
        /**
         * Subscribes the client to a product's availability alert (spec section 7)
         * @description Records that the client wants an e-mail when the product is back in stock. Only an out-of-stock product (the supplier has tag enable-stock-control and its `maximo_disponivel` is 0) can be subscribed: an available one answers 409 'Este produto está disponível: você já pode adicioná-lo ao carrinho.'. Subscribing again while a subscription waits changes nothing (the same answer). When the stock returns (`PUT /v4/fornecedor/{idfornecedor}/estoque`) the alert is e-mailed once to the user who subscribed and the subscription ends.
         */
        post: operations["criarAlertaDisponibilidade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/notificacao/alerta-disponibilidade/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes the client's availability alert of a product (spec section 7)
         * @description Ends the waiting subscription, if any (removing none is not an error: the answer says `inscrito` false either way). Alerts already sent stay recorded.
         */
        post: operations["removerAlertaDisponibilidade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/integracao/credenciais": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's integration credentials (its admin)
         * @description Only an admin (admin_fornecedor) of `{idfornecedor}` (403 `integracao.acesso-negado` for anyone else). Newest first; never the keys.
         */
        get: operations["listarCredenciaisIntegracao"];
        put?: never;
        /**
         * Creates an integration credential (its admin); the answer shows the key once
         * @description Only an admin of `{idfornecedor}` (403 before the body is read). The key is random (256 bits) and only its SHA-256 is kept: this answer is the only time it is shown.
         */
        post: operations["criarCredencialIntegracao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/integracao/credenciais/{idcredencial}/revogar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcredencial: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes an integration credential (its admin)
         * @description Only an admin of `{idfornecedor}`; a credential of another supplier is not found (404). A revoked key answers 401 from then on.
         */
        post: operations["revogarCredencialIntegracao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/categorias": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upserts categories by `cod_erp` (scope `catalogue`)
         * @description Idempotent: each item is matched by its `cod_erp` within the key's supplier; an item whose values are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). An item refused (`recusado`) says why in pt-BR with the field's path, and the other items are still applied. Up to 10,000 items are answered at once (200, the report); a batch of 10,001 to 100,000 items runs as a job and answers 202 with the import's id (`Location` is its status call, `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`), which holds the same report once `concluida`. Needs an integration key of `{idfornecedor}` (`Authorization: Bearer sfi_…`) with the scope named below: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. The public catalogue cache follows at once (the catalogue version).
         */
        put: operations["importarCategoriasErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/produtos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upserts products by `cod_erp` (scope `catalogue`)
         * @description Idempotent: each item is matched by its `cod_erp` within the key's supplier; an item whose values are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). An item refused (`recusado`) says why in pt-BR with the field's path, and the other items are still applied. Up to 10,000 items are answered at once (200, the report); a batch of 10,001 to 100,000 items runs as a job and answers 202 with the import's id (`Location` is its status call, `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`), which holds the same report once `concluida`. Needs an integration key of `{idfornecedor}` (`Authorization: Bearer sfi_…`) with the scope named below: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. The public catalogue cache follows at once (the catalogue version).
         */
        put: operations["importarProdutosErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/precos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the prices of products by `cod_erp` (scope `prices`)
         * @description Idempotent: each item is matched by its `cod_erp` within the key's supplier; an item whose values are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). An item refused (`recusado`) says why in pt-BR with the field's path, and the other items are still applied. Up to 10,000 items are answered at once (200, the report); a batch of 10,001 to 100,000 items runs as a job and answers 202 with the import's id (`Location` is its status call, `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`), which holds the same report once `concluida`. Needs an integration key of `{idfornecedor}` (`Authorization: Bearer sfi_…`) with the scope named below: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. The public catalogue cache follows at once (the catalogue version).
         */
        put: operations["importarPrecosErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/listas-preco": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upserts price lists per client or client group by `cod_erp` (scope `prices`)
         * @description Idempotent: each list is matched by its `cod_erp` within the key's supplier; a list whose name, state, priority, clients, tags and prices are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). A list refused (`recusado`) says why in pt-BR with each field's path (`itens[0].precos[3].preco`) and is not written at all; the other lists are still applied. Up to 10,000 lists per call. Needs an integration key of `{idfornecedor}` with the scope `prices`: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. A list's prices reach only its clients' sessions, never the public catalogue cache.
         */
        put: operations["importarListasPrecoErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/estoque": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the stock of products by `cod_erp` (scope `stock`)
         * @description Idempotent: each item is matched by its `cod_erp` within the key's supplier; an item whose values are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). An item refused (`recusado`) says why in pt-BR with the field's path, and the other items are still applied. Up to 10,000 items are answered at once (200, the report); a batch of 10,001 to 100,000 items runs as a job and answers 202 with the import's id (`Location` is its status call, `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`), which holds the same report once `concluida`. Needs an integration key of `{idfornecedor}` (`Authorization: Bearer sfi_…`) with the scope named below: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. The public catalogue cache follows at once (the catalogue version).
         */
        put: operations["importarEstoqueErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upserts clients by `cod_erp` (scope `customers`)
         * @description Idempotent: each item is matched by its `cod_erp` within the key's supplier; an item whose values are already those stored is `inalterado` and writes nothing (the same batch twice changes nothing the second time). An item refused (`recusado`) says why in pt-BR with the field's path, and the other items are still applied. Up to 10,000 items are answered at once (200, the report); a batch of 10,001 to 100,000 items runs as a job and answers 202 with the import's id (`Location` is its status call, `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`), which holds the same report once `concluida`. Needs an integration key of `{idfornecedor}` (`Authorization: Bearer sfi_…`) with the scope named below: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429. The public catalogue cache follows at once (the catalogue version).
         */
        put: operations["importarClientesErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/condicoes-pagamento": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upserts the supplier's payment terms by `cod_erp` (scope `customers`)
         * @description Idempotent, as the other upserts (`inalterado` writes nothing); up to 1,000 terms per call, each a payment method of the checkout. Needs an integration key of `{idfornecedor}` with the scope `customers` (401, 403, 429 as the other upserts).
         */
        put: operations["importarCondicoesPagamentoErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/importacoes/{idimportacao}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idimportacao: number;
            };
            cookie?: never;
        };
        /**
         * The state of an import run as a job, and its report once done (the import's scope)
         * @description An import of more than 10,000 items (202 of a PUT): its state (`na-fila`, `processando`, `concluida`, `falhou` with `motivo`), the items done so far and the counts; once `concluida`, `relatorio` is the report a batch answered at once would have been (one result per item, `linha` its index in the batch). Needs an integration key of `{idfornecedor}` with the scope of the import's kind (`catalogue` for categories and products, `prices`, `stock`, `customers`); an import of another supplier is not found (404).
         */
        get: operations["obterImportacaoErp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/produtos/{cod_erp}/imagem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The product's `cod_erp` within `{idfornecedor}` (URL-encoded). */
                cod_erp: components["schemas"]["CodErp"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces a product's picture, found by its `cod_erp`, with the image's bytes (scope `catalogue`)
         * @description The body is the image itself, as the desk's upload takes it (`enviarImagemProduto`): `Content-Type` image/jpeg, image/png, image/webp, image/avif or image/gif, at most 8 MB (413 `imagem.grande-demais`), 40 megapixels and at least 150 × 150 pixels; it must decode (400 `imagem.invalida` otherwise, whatever its Content-Type says; 415 for a body that is not an image type). There is no URL: the server never fetches a picture. It is re-encoded as the desk's upload is (a WebP of at most 1200 px a side, upright, without metadata) and served at the product's picture URL under a new `v`; the public catalogue follows at once (the catalogue version).
         *     Idempotent: when the picture stored is already this one (the same re-encoded WebP), the answer is `inalterado` and nothing is written (`imagem_versao` stays). A `cod_erp` unknown at `{idfornecedor}` is 404 `integracao.produto-nao-encontrado`. Needs an integration key of `{idfornecedor}` with scope `catalogue`, checked before the picture is decoded: a wrong or revoked key answers 401 `integracao.chave-invalida`, another supplier's key 403 `integracao.outro-fornecedor`, a key without the scope 403 `integracao.sem-escopo`, a key past its per-minute limit 429.
         */
        put: operations["enviarImagemProdutoErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/pedidos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The order feed (scope `orders:read`), by cursor
         * @description Every order and quote of the supplier once per change, in the order of its latest change (placed, a new status, a price, a delivery date, a DANFE), as it is now. Start without `cursor` (from the first order), then send the `proximoCursor` of each answer; an empty page keeps the cursor. A change committed while the feed is read is never behind a cursor already handed out: a page holds only changes of transactions older than every one still running, so the latest change may show a call later.
         *     An order whose customer was answered 503 at the deadline (the submit ran out of time) and that was committed afterwards is in the feed like any other, once: the customer's retry with the same `Idempotency-Key` answers that order's `numpedido`, never a second order (`submeterPedido` in the v2 document). Match orders by `numpedido`.
         *     Needs an integration key of `{idfornecedor}` with scope `orders:read`: 401 `integracao.chave-invalida`, 403 `integracao.outro-fornecedor` or `integracao.sem-escopo`, 429 past the key's limit. A malformed cursor: 400 `integracao.cursor-invalido`.
         */
        get: operations["listarPedidosErp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/pedidos/{numpedido}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The ERP sets an order's status (scope `orders:write`)
         * @description Only the moves the order desk allows (`proximosStatus`, engine/rules/pedido-status.ts): any other is 409 `pedido.status-invalido` with the reason in pt-BR ("Não é possível passar o pedido de 'Entregue' para 'Em separação'."). The order already in that status answers 200 and changes nothing, so a call retried after a 503 or a lost answer is safe. Recorded in the order's history as the ERP's (the key's name); the customer is e-mailed as from the desk; a cancel gives back the stock the order took. An order of another supplier: 404.
         */
        post: operations["mudarStatusPedidoErp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/pedidos/{numpedido}/data-entrega": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The ERP sets an order's delivery date (scope `orders:write`)
         * @description A real date (400 `integracao.data-invalida` otherwise), not for a delivered or cancelled order (409 `pedido.status-invalido`). The same date again changes nothing.
         */
        put: operations["definirDataEntregaPedidoErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/pedidos/{numpedido}/danfe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The ERP attaches an order's DANFE (scope `orders:write`)
         * @description As the desk's `anexarDanfePainel`: the PDF as the body (`application/pdf`, at most 5 MB: 400 `danfe.pdf-invalido`, 413 `danfe.grande-demais`), `chave` the 44-digit NF-e key checked against the supplier's CNPJ (400 `danfe.chave-invalida`); not for a quote or a cancelled order (409). Replaces the one attached before; the customer downloads it from the order.
         */
        put: operations["anexarDanfePedidoErp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's webhook endpoints (scope `webhooks`)
         * @description Newest first, revoked ones included; never the secrets.
         */
        get: operations["listarWebhooksErp"];
        put?: never;
        /**
         * Creates a webhook endpoint (scope `webhooks`); the answer shows its secret once
         * @description The events are POSTed as JSON (`CorpoWebhook`) through the job queue: a delivery not answered 2xx within 10 s is tried again with back-off (30 s doubled, at most 1 h apart, 10 retries), then stays `falhou` in the delivery log. Each attempt of one delivery carries the same body and `X-Storefront-Entrega`; check `X-Storefront-Assinatura` (`v1=` the hex HMAC-SHA256 with the secret of `<X-Storefront-Timestamp>.<raw body>`) and refuse a timestamp far from now. Only events after the endpoint's creation are sent. `url` must be `https://` (in production, resolving to a public address): 400 `webhook.url-invalida` otherwise; at most 10 live endpoints per supplier (409 `webhook.limite`).
         */
        post: operations["criarWebhookErp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/webhooks/{idendpoint}/revogar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idendpoint: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a webhook endpoint (scope `webhooks`)
         * @description Nothing more is sent to it; its pending deliveries are cancelled. Another supplier's endpoint is 404.
         */
        post: operations["revogarWebhookErp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/cadastros": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's registrations awaiting approval (scope `customers`)
         * @description As the desk's list, with an integration key of `{idfornecedor}` with scope `customers`.
         */
        get: operations["listarCadastrosErp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/cadastros/{idcadastro}/aprovar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a registration (scope `customers`)
         * @description Approves a registration awaiting approval (also one refused before): the customer may log in and order at once, gets an e-mail saying so, and a page already open reloads to the shop's home at its next session check (spec section 4: the approval in the session changed). Approving an approved registration changes nothing (200). Another supplier's registration: 404.
         */
        post: operations["aprovarCadastroErp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/integracao/{idfornecedor}/cadastros/{idcadastro}/recusar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuses a registration with a reason (scope `customers`)
         * @description Refuses a registration awaiting approval with a reason (required: 400 `cadastro.motivo`), which the customer gets by e-mail; the registration stays unapproved and leaves the pending list. An approved registration is not refused here (409 `cadastro.ja-aprovado`). Another supplier's: 404.
         */
        post: operations["recusarCadastroErp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/integracao/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's webhook endpoints (its admin, in the desk)
         * @description Only an admin (admin_fornecedor) of `{idfornecedor}` (403 `integracao.acesso-negado` for anyone else).
         */
        get: operations["listarWebhooksPainel"];
        put?: never;
        /**
         * Creates a webhook endpoint (its admin); the answer shows its secret once
         * @description The events are POSTed as JSON (`CorpoWebhook`) through the job queue: a delivery not answered 2xx within 10 s is tried again with back-off (30 s doubled, at most 1 h apart, 10 retries), then stays `falhou` in the delivery log. Each attempt of one delivery carries the same body and `X-Storefront-Entrega`; check `X-Storefront-Assinatura` (`v1=` the hex HMAC-SHA256 with the secret of `<X-Storefront-Timestamp>.<raw body>`) and refuse a timestamp far from now. Only events after the endpoint's creation are sent. `url` must be `https://` (in production, resolving to a public address): 400 `webhook.url-invalida` otherwise; at most 10 live endpoints per supplier (409 `webhook.limite`).
         */
        post: operations["criarWebhookPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/integracao/webhooks/{idendpoint}/revogar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idendpoint: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a webhook endpoint (its admin)
         * @description Nothing more is sent to it; its pending deliveries are cancelled. Another supplier's endpoint is 404.
         */
        post: operations["revogarWebhookPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/integracao/entregas": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The latest webhook deliveries with their situation and attempts (its admin)
         * @description Only an admin of `{idfornecedor}`. The 50 latest, newest first, of every endpoint or of `idendpoint`.
         */
        get: operations["listarEntregasWebhookPainel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/cadastros": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's registrations awaiting approval, with their data (its staff)
         * @description Only an attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado` for anyone else).
         */
        get: operations["listarCadastrosPainel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/cadastros/{idcadastro}/aprovar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a registration (its staff)
         * @description Approves a registration awaiting approval (also one refused before): the customer may log in and order at once, gets an e-mail saying so, and a page already open reloads to the shop's home at its next session check (spec section 4: the approval in the session changed). Approving an approved registration changes nothing (200). Another supplier's registration: 404.
         */
        post: operations["aprovarCadastroPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/cadastros/{idcadastro}/recusar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuses a registration with a reason (its staff)
         * @description Refuses a registration awaiting approval with a reason (required: 400 `cadastro.motivo`), which the customer gets by e-mail; the registration stays unapproved and leaves the pending list. An approved registration is not refused here (409 `cadastro.ja-aprovado`). Another supplier's: 404.
         */
        post: operations["recusarCadastroPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/fornecedor/{idfornecedor}/estoque": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Updates the stock of a supplier's products (supplier admin or ERP integration; not in the spec)
         * @description Sets `maximo_disponivel` (in the product's unit; null: stock not tracked) of up to 500 products of the supplier. Only a session of the supplier's admin (`admin_fornecedor`, from `POST /v1/app/{auth}/equipe/autenticar`) may call it: any other session answers 403, none 401. Every product must be the supplier's (404 otherwise, and nothing is written). Each product that is available after the update (not 0) has its waiting availability alerts e-mailed, each exactly once (a subscription is marked sent before its message goes out); `alertasDisparados` counts them.
         */
        put: operations["atualizarEstoque"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/spreadsheet/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick order from an Excel spreadsheet (.xlsx) - the same per-line check as the pasted lines (spec section 7)
         * @description Spec section 7 writes `POST /v4/product/spreadsheet/{id}/` (the trailing slash is accepted).
         *     The body is the .xlsx file itself (`Content-Type:
         *     application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`), at most 2 MB. The
         *     first worksheet is read on the server: the first column is the product's code
         *     (`idcadastroextraproduto`), the second the quantity; empty rows are ignored and a first row
         *     whose code is not a code is taken as a header and skipped; at most 500 rows. Each row is
         *     checked with the quantity rules of `POST /v2/app/{auth}/pedido-rapido`, with the same
         *     answer (`linha` is the row number of the sheet) and the same pt-BR messages. A file that is
         *     not an .xlsx, is damaged or is too large is refused with a pt-BR 400 or 413.
         *     The session is optional (a visitor's cart lives in the browser): `Authorization: Bearer`
         *     with the session token, or the storefront's `sf_token` cookie; prices are hidden as in the
         *     catalogue.
         */
        post: operations["pedidoRapidoPlanilha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/app/{authCliente}/formas-entrega/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery or pickup options of the client's order (getFormasEntrega)
         * @description `{authCliente}` must be a live session of the supplier `{idfornecedor}` acting for its client
         *     (401 for a token that is not live, 403 otherwise). `tipoEntrega` is checked against the
         *     supplier's tags (has-delivery, has-collect): a type it does not offer falls back to its first
         *     one, and the answer says which (`tipoEntrega`, spec section 4 'Delivery type').
         *
         *     DELIVERY needs `idendereco`, an address of that client at that supplier (404
         *     `endereco.nao-encontrado` otherwise): its UF and the client's saved cart total (recomputed by
         *     the server with the payment variance of `idformapagamento`, never taken from the browser)
         *     decide the supplier's free shipping. Each option carries its scheduling dates
         *     (`agendamento`). RETIRADA also lists the pickup stores. No option for the type: 404
         *     `entrega.sem-opcoes` 'Falha ao consultar agendamentos'.
         */
        get: operations["getFormasEntrega"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/app/formas-entrega/{idfornecedor}/{cep}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quotes the delivery fee of some products to a CEP (cotarFreteCep)
         * @description Anonymous visitors may ask (the product page's and the cart's shipping quote). The CEP is
         *     looked up with the CEP provider of the addresses (its UF decides the supplier's free
         *     shipping): a CEP it does not know answers 404 `cep.nao-encontrado`, the provider
         *     unreachable 502 `cep.indisponivel`, too slow 504 `cep.tempo-esgotado`. The products' total is
         *     priced by the server as the caller would see it (a supplier that hides prices from visitors
         *     gives a visitor no free shipping by total). Each option comes with its fee and its first
         *     date. No option for the type: 404 `entrega.sem-opcoes`.
         */
        post: operations["cotarFreteCep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio/{tipo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draft of one storefront document (the latest version), with its validation errors
         * @description The latest version's document, or the published one, or the default one when none was saved. The `ETag` header is the version (`"<versaoAtual>"`), to send back as `If-Match`.
         */
        get: operations["getDocumentoEstudio"];
        /**
         * Saves a new version (the new draft) of a storefront document
         * @description The draft may be invalid (the admin's work is never lost): its errors come back in `erros`. It must be a JSON object of at most 256 KB (else 422 `documento.invalido`). `If-Match` is required (428 `estudio.if-match-ausente`); a stale one is 409 `estudio.conflito` and nothing is written.
         */
        put: operations["salvarDocumentoEstudio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio/{tipo}/publicar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a version; shoppers see it within 5 seconds on every server process
         * @description The version is migrated to the current schemaVersion, validated (422 `documento.invalido` with every error) and stored migrated as the published document. An unknown version is 404 `estudio.versao-nao-encontrada`.
         */
        post: operations["publicarDocumentoEstudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio/{tipo}/versoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a document, newest first, each version with its changes
         * @description Who saved each version, when, with which note; which one is published; and a readable diff against the previous version (blocks added, removed, moved, props changed).
         */
        get: operations["listarVersoesEstudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio/{tipo}/versoes/{versao}/restaurar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restores a version as a new draft (not published)
         * @description A copy of that version becomes the latest (with `restauradaDe`); `If-Match` as in the save (428 without it, 409 when stale). Publish it to show it to shoppers.
         */
        post: operations["restaurarVersaoEstudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio-exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's published documents (layout, menu, features, tema) as one JSON file
         * @description Sent as an attachment `<slug>-documentos.json`; a document never published is the default one.
         */
        get: operations["exportarDocumentosEstudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/estudio-importar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports an exported file, each document saved as a new draft (not published)
         * @description Every document is migrated and validated first; any error is 422 `documento.invalido` with the paths prefixed by the document (`layout.pages.home[0].props.tipo`), and nothing is saved.
         */
        post: operations["importarDocumentosEstudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/link-acao/{idfornecedor}/{idacao}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The action a banner or carousel link runs (spec section 7)
         * @description The spec's `GET /v4/link-acao/{b}/{a}`: `{b}` is the supplier (idfornecedor), `{a}` the
         *     action (idacao). Public, as the banner that carries the link; another supplier's action
         *     answers 404.
         */
        get: operations["obterLinkAcao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/verificacao/enviar-verificacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sends a verification code to the client's e-mail or, by SMS, to a phone (spec section 7)
         * @description Spec section 7 (Session and user): `GET /v4/verificacao/enviar-verificacao` with `canal`,
         *     `idcliente`, `idfornecedor` and `fonte`. A new customer confirms a contact: a 6-digit code,
         *     valid for 15 minutes, goes to the client's e-mail (`canal=EMAIL`, through the e-mail queue)
         *     or by SMS to the mobile phone in `telefone` (`canal=SMS`, not in the spec's list; through the
         *     server's SMS provider setting, `SMS_PROVIDER_URL`: without one, 400
         *     `verificacao.sms-indisponivel`). At most one code a minute per client and channel (429
         *     `verificacao.aguarde`); a new code replaces the previous one. `fonte` says where the
         *     storefront asked it (e.g. `CADASTRO`, `MINHA_CONTA`). The code comes back through
         *     `POST /v4/verificacao/confirmar-verificacao`. Authenticated with the login's `jwttoken`
         *     (`Authorization: Bearer …`): 401 without a valid one, 403 for another client or supplier.
         */
        get: operations["enviarVerificacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/verificacao/confirmar-verificacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a contact with the code that was sent (not in the spec)
         * @description The other half of `enviar-verificacao`: the latest code of the client at the supplier on
         *     that channel. A wrong, used or expired code is 400 `verificacao.codigo-invalido`; after 5
         *     wrong codes, 429 `verificacao.tentativas-esgotadas` until a new code is asked. Authenticated
         *     like the send.
         */
        post: operations["confirmarVerificacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/imagens/{idfornecedor}/todas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product image of a supplier in the public image bucket (spec section 7)
         * @description Spec section 7 (Suppliers and content): "an all-images listing from the public image
         *     bucket". One entry per active product of the supplier, in the supplier's order: the WebP's
         *     address with its date-based cache buster (`?v=versao`, yyyymmdd, or yyyymmddhhmmss after an
         *     admin uploaded a picture) and the addresses of its three smaller sizes (150, 300 and 600
         *     pixels; the size suffix is optional). Public data, as the bucket itself: no session, no
         *     price. Paged: `limit` entries (100 by default, at most 1,000) from page `page`.
         */
        get: operations["listarTodasImagens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/produtos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's products (active or not) with their pictures, to find one to change
         * @description Ordered by name; `busca` matches the name (accents and case ignored) or the product's number.
         */
        get: operations["listarProdutosAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/admin/{idfornecedor}/produtos/{id}/imagem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces the product's picture with an uploaded file
         * @description The body is the file itself (`Content-Type` image/jpeg, image/png, image/webp, image/avif or image/gif), at most 8 MB (413 `imagem.grande-demais`), 40 megapixels and at least 150 × 150 pixels. It must decode (400 `imagem.invalida` otherwise, whatever its Content-Type says). The server re-encodes it: a WebP of at most 1200 px a side, upright, without metadata; the sizes 150, 300 and 600 are made from it. The product's picture URL gets a new `v`, so shoppers see it at once.
         */
        put: operations["enviarImagemProduto"];
        post?: never;
        /**
         * Drops the uploaded picture; the drawn one is shown again
         * @description Answers the product as `PUT` does, with `imagemEnviada` null (also when there was none).
         */
        delete: operations["removerImagemProduto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's orders and quotes, newest first (order desk)
         * @description `status` keeps only orders in one of the given statuses (comma-separated); `busca` finds an order number, or a client by part of its name or of its CPF/CNPJ (3 digits or more).
         */
        get: operations["listarPedidosPainel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos/{numpedido}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the supplier, with its client and the statuses the desk may move it to */
        get: operations["getPedidoPainel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos/{numpedido}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves an order to its next status, recorded with who and when; the customer is e-mailed
         * @description Only the moves of `proximosStatus` (engine/rules/pedido-status.ts): 409 `pedido.status-invalido` otherwise. A quote is priced with `.../orcamento`, and confirmed by the customer, never moved here to ENVIADO. A move made meanwhile by someone else is 409 `pedido.status-mudou`. A cancel gives back the stock the order took.
         */
        post: operations["mudarStatusPedidoPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos/{numpedido}/orcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Prices a quote (ORCAMENTO_NOVO or ORCAMENTO_PRECIFICADO) and makes it ORCAMENTO_PRECIFICADO
         * @description A unit price for each line of the quote, exactly its lines (400 `orcamento.itens` otherwise), and optionally the delivery fee. The totals are made by the pricing core's rules (engine/rules/orcamento.ts); the coupon discount stays, never above the goods. The customer is e-mailed and confirms it as an order. 409 `pedido.status-invalido` for an order that is not a quote to price.
         */
        put: operations["precificarOrcamento"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos/{numpedido}/danfe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attaches the order's DANFE (PDF) with its NF-e access key; replaces the one attached before
         * @description The body is the PDF itself (`Content-Type: application/pdf`, at most 5 MB, starting with `%PDF-`): 400 `danfe.pdf-invalido` for anything else, 413 `danfe.grande-demais` for a larger file. `chave` is the 44-digit access key printed on the DANFE (spaces allowed), checked by engine/rules/nfe-key.ts: the module-11 check digit, a UF, AAMM, model 55, and the emitter's CNPJ must be the supplier's when it has one (400 `danfe.chave-invalida` with the reason in pt-BR). Not for a quote (409 `pedido.status-invalido`). The customer then downloads it with `GET /v4/danfe/{numpedido}/{idfornecedor}`.
         */
        put: operations["anexarDanfePainel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/pedidos/{numpedido}/nfe-xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attaches the NF-e's authorised XML beside the order's DANFE (issue 34); replaces the one attached before
         * @description The body is the XML itself as the emitter keeps it (`Content-Type: application/xml` or `text/xml`, UTF-8, at most 1 MB): the authorised `nfeProc` (the NF-e with SEFAZ's protocol, cStat 100 or 150). The server reads it and refuses, with 400 `nfe-xml.invalido` and the reason in pt-BR, anything not well-formed, with a DOCTYPE, without the protocol, whose `infNFe/@Id` and `protNFe/chNFe` differ, whose key fails engine/rules/nfe-key.ts (or is another CNPJ than the supplier's), or whose `emit/CNPJ` is not the key's; 400 `nfe-xml.outra-chave` when the key is not the attached DANFE's; 409 `nfe-xml.sem-danfe` before a DANFE is attached; 413 `nfe-xml.grande-demais` for a larger file. Stored byte for byte; attaching a DANFE of another key later drops it. The customer then downloads it with `GET /v4/danfe/{numpedido}/{idfornecedor}/xml`.
         */
        put: operations["anexarNfeXmlPainel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/tarefas-falhas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's failed background jobs (dead letters), newest first, with the reason */
        get: operations["listarTarefasFalhas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/tarefas-falhas/{fila}/{id}/repetir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts one failed job of the supplier back in its queue (retried with its back-off again) */
        post: operations["repetirTarefaFalha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/orders/export/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The supplier's orders as a spreadsheet (spec orders/export), filtered as the desk lists them
         * @description Spec section 7 writes `POST /v4/orders/export/{id}` without saying what `{id}` is: here it is the supplier (UUID or slug), as in `/v4/product/spreadsheet/{id}/`. For the supplier's attendants and admins (the spec gives customers no export): the orders and quotes of the desk's `status` and `busca`, newest first, at most 5000, one row each (number, date, type, status, client and CPF/CNPJ, delivery, payment, items, subtotal, discount, fee, total, coupon, the client's order number, notes). `formato=xlsx` (default): an Excel workbook, sheet 'Pedidos', dates as dates and amounts as numbers. `formato=csv`: `;`-separated, UTF-8 with a BOM, CRLF, decimals with a comma and dates 'dd/mm/aaaa hh:mm' (Brasília), as Excel in pt-BR opens it; text that starts like a formula gets a leading apostrophe. No body.
         */
        post: operations["exportarPedidos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/orders/quote-confirm/{idfornecedor}/order/{numpedido}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer confirms a priced quote as an order (ORCAMENTO_PRECIFICADO → ENVIADO)
         * @description The session's client's own quote (404 otherwise; a linked user who is not the principal sees only the quotes they sent); 409 `pedido.status-invalido` unless it is priced.
         */
        post: operations["confirmarOrcamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/payment/boleto/{numpedido}/{idfornecedor}": {
        parameters: {
            query?: {
                /**
                 * @description The client the link was made for (the order e-mail's link, issue 34): when given, the
                 *     session's client must be it (403 `sessao.cliente-invalido` otherwise).
                 */
                idcliente?: number;
            };
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The order's boleto as PDF (not in the spec)
         * @description The boleto of an order paid by boleto and waiting to be paid (ENVIADO, SEPARANDO,
         *     AGUARDANDOPAGAMENTO): the payer's receipt and the ficha de compensação with the linha
         *     digitável and the Interleaved 2 of 5 barcode, in the supplier's colours. The same linha
         *     digitável, barcode and due date as `pagamento.boleto` of the order's details; stable across
         *     requests. 409 `pagamento.boleto-indisponivel` ('Este pedido não tem boleto a pagar.') for an
         *     order of another method, paid, cancelled or a budget.
         */
        get: operations["boletoPedido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/payment/generate-receipt/{numorder}/{idclient}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order number (numpedido). */
                numorder: number;
                /** @description The client (idcliente); must be the session's. */
                idclient: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The order's receipt as PDF (spec generate-receipt)
         * @description The order's receipt ('Comprovante do pedido'): the supplier, the client, the lines, the
         *     totals, the payment method with its installments and the delivery. The supplier is the
         *     session's. No body.
         */
        post: operations["gerarRecibo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/orders/payment-method/{idfornecedor}/order/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The order number (numpedido). */
                n: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an order's payment method (spec payment-method)
         * @description Only the order's own client, only before it is paid (a budget, ENVIADO, SEPARANDO,
         *     AGUARDANDOPAGAMENTO): otherwise 409 `pedido.pagamento-inalteravel` ('A forma de pagamento
         *     deste pedido não pode mais ser alterada.'). The method must be offered to the client and the
         *     installments valid against the order's new total (422 `pagamento.forma-invalida`,
         *     `pagamento.parcelas-invalidas`, as at the submit). Where the supplier has
         *     support-price-variance-by-payment, each method has its own variance (Aurora: Pix 3 % off):
         *     every unit price but an attendant's loses the old method's variance and takes the new one's
         *     (engine/rules/payment-change.ts), so an order moved from Pix to boleto costs the boleto
         *     price; the coupon discount it was placed with and the delivery fee stay. Without the tag the
         *     total does not change. A change that lost a race with another is 409
         *     `pedido.pagamento-mudou`. Answers the order as `getPedido` does, with its new `pagamento`
         *     (the Pix code or the boleto, for the new total).
         */
        put: operations["alterarFormaPagamentoPedido"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/danfe/{numpedido}/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The order's DANFE as PDF (spec danfe)
         * @description The PDF the supplier's staff attached in the order desk, byte for byte. For the order's
         *     client (its users as `getPedido` shows them the order) and for the supplier's attendants
         *     and admins. 404 `danfe.nao-anexada` ('A nota fiscal (DANFE) deste pedido ainda não foi
         *     anexada pelo fornecedor.') while none is attached.
         */
        get: operations["danfePedido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/danfe/{numpedido}/{idfornecedor}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The NF-e's authorised XML the supplier attached beside the DANFE (issue 34)
         * @description The XML (nfeProc) the supplier's staff attached in the order desk, byte for byte, as the
         *     buyer files it; its access key is the DANFE's. Never generated by this server. For the
         *     order's client (its users as `getPedido` shows them the order) and for the supplier's
         *     attendants and admins. 404 `nfe-xml.nao-anexado` ('O XML da nota fiscal (NF-e) deste pedido
         *     ainda não foi anexado pelo fornecedor.') while none is attached.
         */
        get: operations["nfeXmlPedido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/payment-sdk/generate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokenises a card (spec payment-sdk/generate-token), in the sandbox
         * @description The card is checked (Luhn, a known brand, not expired, the CVV's length, a name: 422
         *     `cartao.numero-invalido`, `cartao.validade-invalida`, `cartao.cvv-invalido`,
         *     `cartao.nome-invalido`) and handed to the card provider, which answers a token for the order.
         *     The only provider is the sandbox (`ambiente: testes`): the test numbers 4111 1111 1111 1111,
         *     5555 5555 5555 4444, 3782 822463 10005 and 6362 9700 0045 7013 are approved, 4000 0000 0000
         *     0002 is declined (422 `cartao.recusado`), any other number is refused (422
         *     `cartao.somente-teste`). The number is never stored nor logged. Needs a logged-in client
         *     of the supplier (401, 403).
         */
        post: operations["gerarTokenCartao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/faturas/boleto/{idtitulo}/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idtitulo: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * An open title's boleto as PDF; with segundaVia, an overdue title's second copy (not in the spec)
         * @description The title of the session's client at the session's supplier (403
         *     `sessao.fornecedor-invalido` for another supplier in the path; 404 `titulo.nao-encontrado`
         *     for another client's title, another supplier's, or none). An open title's boleto: its due
         *     date and value, the same linha digitável as `faturas[].boleto`. With `segundaVia=true`, an
         *     overdue title's second copy: due today (Brasília), the barcode with the updated value (the
         *     supplier's fine and interest, shown under '(+) Mora / Multa' and '(=) Valor cobrado'). 409
         *     `titulo.boleto-indisponivel` for a paid title, a second copy of a title not overdue, or a
         *     supplier without a bank configured.
         */
        get: operations["boletoTitulo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/titulos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's titles for its order desk: open first by due date, then paid
         * @description Only an attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado` for anyone else). `idcliente` keeps one client's; `status` keeps open or paid ones. At most 200.
         */
        get: operations["listarTitulosPainel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/titulos/{idtitulo}/pago": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idtitulo: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks an open title paid (order desk); the client's available limit grows by its value
         * @description Only an attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado`); a title of another supplier, or none, is 404 `titulo.nao-encontrado`; one already paid 409 `titulo.ja-pago`. Records when and by whom.
         */
        post: operations["marcarTituloPagoPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/configuracoes-cobranca": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's charging settings: subscriptions' price-rise limit, overdue fine and interest
         * @description An attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado` for anyone else). Without a saved value: limit 10 %, no fine, no interest (a month).
         */
        get: operations["obterConfiguracoesCobranca"];
        /**
         * Sets the supplier's charging settings (its admin only)
         * @description Only an admin of `{idfornecedor}` (403 `configuracoes-cobranca.acesso-negado` for an attendant or anyone else). Every percentage from 0 to 100: the limit a whole number, the fine and interest with at most two decimals; otherwise 400 `configuracoes-cobranca.invalido` and nothing changes. `jurosPeriodo` absent keeps the saved one. Answers the saved settings.
         */
        put: operations["salvarConfiguracoesCobranca"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * The client's lists of one type (spec `GET /{id}` with idclient and type)
         * @description FROM_CLIENT: the client's own active lists ('Minhas listas'); TO_CLIENT: the active lists the supplier's staff suggest to this client, to a tag the client has, or to every client ('Listas sugeridas'). Newest first.
         */
        get: operations["listarListasCompra"];
        put?: never;
        /**
         * Creates a list of the client, or renames one and replaces its lines (spec `POST /{id}`)
         * @description Without `idlista`: a new FROM_CLIENT list with `produtos` (each a product of the supplier; an unknown one is 400 `lista.produto-invalido` and nothing is saved). With `idlista`: the client's own list is renamed and, when `produtos` is sent, its lines replaced; a suggested list cannot be changed (404). The name: 1 to 80 characters (400 `lista.nome-invalido`). A client keeps at most 100 lists (409 `lista.limite`). Answers the list with its lines.
         */
        post: operations["salvarListaCompra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}/products/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        /**
         * A list's products (spec `GET /{id}/products/{x}`): quantities, today's prices, what is unavailable
         * @description The client's own list or one suggested to the client. Each line carries the product as the catalogue shows it to the caller, the quantity kept, and whether it can be bought now.
         */
        get: operations["produtosListaCompra"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}/apply/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a list to the client's cart in one step (spec `POST /{id}/apply/{x}`)
         * @description Every line joins the client's saved cart (a product already there grows by the list's quantity) through the cart's own quantity and stock rules: rounded up to the product's multiple, at least its minimum, at most its maximum per order and the stock; a product out of stock, without a price or no longer sold stays out. Each change is one pt-BR line in `ajustes`. A cart locked by an attendant is 423 and nothing changes. Counts one use of the list. Answers the cart as `POST .../cart` does.
         */
        post: operations["aplicarListaCompra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}/product/{p}/copy/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The product (`id`). */
                p: number;
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies a product to the client's list x (spec `POST /{id}/product/{p}/copy/{x}`)
         * @description The line gets the product's quantity in `idlistaOrigem` (the client's own list or one suggested to them), or `quantidade`, or one step of the product; a product already in the target grows by it. The target must be the client's own list (404 otherwise). Answers the target list.
         */
        post: operations["copiarProdutoLista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}/product/{p}/add": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The product (`id`). */
                p: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a product to one of the client's lists, or sets its line (spec `POST /{id}/product/{p}/add`)
         * @description 'Salvar na lista' of the product card, the product page and the cart, and the list page's quantity change (`definir: true`; 0 removes the line). The list must be the client's own (404 otherwise); the product a product of the supplier (404 `lista.produto-nao-encontrado`). A list holds at most 500 products. Answers the list.
         */
        post: operations["adicionarProdutoLista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/shopping-list/{id}/disable/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes (disables) one of the client's lists (spec `DELETE /{id}/disable/{x}`)
         * @description The client's own list only (a suggested one, another client's or unknown: 404). It no longer appears anywhere; removing it again is 404. Answers the remaining own lists.
         */
        delete: operations["desativarListaCompra"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/listas-sugeridas": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's suggested lists for its desk, with how often each was sent to a cart (not in the spec)
         * @description Only an attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado`). Active ones first, then ended; also the client tags in use and the clients, to choose a target from.
         */
        get: operations["listarListasSugeridasPainel"];
        put?: never;
        /**
         * Creates a suggested list for one client, a client tag or every client (not in the spec)
         * @description Staff of `{idfornecedor}` only. Products by code; an unknown code, a client not registered at the supplier, a tag-less tag target or a bad name is a pt-BR 400 and nothing is saved.
         */
        post: operations["criarListaSugeridaPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/listas-sugeridas/{idlista}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idlista: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a suggested list (name, target, products) (not in the spec)
         * @description Staff of `{idfornecedor}` only; a list of another supplier, a client's own list or none is 404 `lista.nao-encontrada`. Checked as the creation. An ended list stays ended.
         */
        put: operations["editarListaSugeridaPainel"];
        post?: never;
        /** Ends a suggested list (no client sees it any more; its use count stays) (not in the spec) */
        delete: operations["encerrarListaSugeridaPainel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/promotional-combo-client/{idfornecedor}/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The combos valid today for a client (spec section 7 `GET /v4/promotional-combo-client/{f}/{c}`)
         * @description The supplier's running combos (within their dates, not ended) this client may use: those for every client, for this client, or for a tag the client has; for any payment method and delivery type. The client and the supplier must be the session's (403 `sessao.cliente-invalido` / `sessao.fornecedor-invalido`); no session: 401. Newest first.
         */
        get: operations["combosCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/promotional-combo-all/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The combos valid today for every client (spec section 7 `GET /v4/promotional-combo-all/{f}`)
         * @description Public shop data (a visitor's combos page): the running combos open to every client. Prices are null where the supplier hides them from whoever calls (hide-price-for-logged-out-customers). Unknown supplier: 404.
         */
        get: operations["combosTodos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/promotional-combo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The combos valid for a client, payment method and delivery type (spec section 7 `GET /v4/promotional-combo/`)
         * @description The session's supplier; `idcliente` must be the session's client (403). A combo for another payment method or delivery type is left out; without `idformapagamento` or `tipoEntrega`, that condition is not checked. What the cart and the order apply is the same rule. `idfornecedor` (not in the spec; optional) names the supplier the page is at: another than the session's answers 403 `sessao.fornecedor-invalido`.
         */
        get: operations["combosFiltro"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/combos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        /**
         * The supplier's combos for its staff: running, scheduled, expired and ended
         * @description An attendant or admin of `{idfornecedor}` (403 `painel.acesso-negado` for anyone else). Newest first.
         */
        get: operations["listarCombosPainel"];
        put?: never;
        /**
         * Creates a combo (the supplier's attendant or admin)
         * @description 403 `painel.acesso-negado` for anyone but the supplier's staff (before the body is read). 400 `combo.invalido` with a pt-BR message for a bad field (a product not of this supplier or without a price, a quantity the product's rules refuse, a price not below the items' normal total, dates out of order, a payment method or client not of this supplier); nothing is saved.
         */
        post: operations["criarComboPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/{idfornecedor}/combos/{idcombo}/encerrar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcombo: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a combo at once (the supplier's attendant or admin)
         * @description From then on no cart or order prices it; the lines keep their products at normal prices. 404 `combo.nao-encontrado` for another supplier's combo or none; 409 `combo.ja-encerrado` when already ended.
         */
        post: operations["encerrarComboPainel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/log/google-analytics/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs one GA4 e-commerce event of the storefront (spec section 7)
         * @description The storefront sends here each GA4 event it sends to the supplier's measurement
         *     (`config.analytics.ga4_measurement_id`): page_view, view_item_list, view_item, add_to_cart,
         *     remove_from_cart, begin_checkout, add_shipping_info, add_payment_info, purchase and
         *     generate_lead, with GA4's parameters and item shape. Anonymous (a visitor browses without a
         *     session); nothing in it names the visitor. The server writes one log line per event (event
         *     name, supplier and parameters). Refused when the visitor did not allow performance cookies
         *     (header `cookie_desempenho` other than 'true': 403 `analytics.sem-consentimento`), when the
         *     supplier does not have the tag `enable-google-analytics-ga4-version-tag-events` (404
         *     `analytics.desativado`), and when the white-label header `X-idfornecedor` names other
         *     suppliers only (403 `sessao.fornecedor-invalido`).
         */
        post: operations["registrarEventoGoogleAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/chat/salas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's chat rooms and unread total
         * @description A customer: the client's 'Chat geral' (always) and the rooms of the client's orders that were opened. Staff: the supplier's rooms with messages (at most 200), the unread first; `naoLidas=1` only those with unread messages, `atribuida=me` only those assigned to the caller.
         */
        get: operations["listarSalasChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/chat/salas/{sala}/mensagens": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        /** A page of a room's messages (page 1 the newest), oldest first within the page */
        get: operations["listarMensagensChat"];
        put?: never;
        /**
         * Sends a message to a room
         * @description Plain text, 1 to 2000 characters (400 `chat.mensagem-vazia`, `chat.mensagem-longa`); at most 10 messages per user in 10 seconds (429 `chat.limite-mensagens`). The same `chave` again answers the first message. The message reaches the room's sockets at once.
         */
        post: operations["enviarMensagemChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/chat/salas/{sala}/lida": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a room read up to a message */
        post: operations["marcarLidaChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/chat/salas/{sala}/atribuir": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assigns a room to a staff member of the supplier, or to nobody (staff only) */
        post: operations["atribuirSalaChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/painel/chat/equipe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's staff a room may be assigned to (staff only)
         * @description The caller's supplier's attendants and admins, by name (403 `chat.somente-equipe` for anyone else). The inbox's 'Atribuir a' offers them.
         */
        get: operations["listarEquipeChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/sugestao/produtos/{idfornecedor}/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products recommended to a client (spec section 7 `GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}`)
         * @description For the supplier's tag `enable-recommendation-system` (without it: 404 `sugestao.desativada`). The client and the supplier must be the session's (403 `sessao.cliente-invalido` / `sessao.fornecedor-invalido`); no session: 401. The products come from this supplier's real orders ('quem comprou também comprou', recomputed by a job), seeded by the client's cart (CART), the product `idproduto` (PRODUCT) or the client's own purchases (HOME); then the best sellers of the same categories, then the client's own history. Never a product that is inactive, an additional service, out of stock under stock control, without a price, already in the cart, or whose price this client may not see. Each answer is a new `sessao_id`, kept with the products it showed.
         */
        get: operations["buscaRecomendacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/sugestao/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A view, click or add-to-cart of a recommended product (spec section 7 `POST /v4/sugestao/feedback`)
         * @description `sessao_id` must be an answer given to the session's client at the session's supplier (403 `sugestao.sessao-invalida` otherwise, 404 `sugestao.sessao-nao-encontrada` when unknown), `item_id` one of the products it showed and `visao` its view (400 `sugestao.item-invalido`, `sugestao.visao-invalida`). The same action on the same product of one session is recorded once.
         */
        post: operations["recomendacaoFeedback"];
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
        /**
         * @description What the shopper did with a recommended product: saw it (VIEW), acted on it (CLICK: opened it or pressed its 'Adicionar ao carrinho'), or the cart took it in (ADD_TO_CART).
         * @enum {string}
         */
        AcaoRecomendacao: "VIEW" | "CLICK" | "ADD_TO_CART";
        Acesso: {
            papel: components["schemas"]["Papel"];
            idfornecedor: components["schemas"]["Uuid"];
            /** @description false while the client awaits approval at a supplier with tag restrict-not-approved-user-submission. */
            pode_submeter_pedido: boolean;
            /** @description A representative's clients at this supplier (list them with GET /v1/app/{auth}{split}{id}/cliente). */
            total_clientes?: number;
        };
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
        /** @description Adds `quantidade` of the product to the list `idlista` (the line is created, or its quantity grows). With `definir: true` the line's quantity becomes `quantidade`, and 0 removes the line. */
        AdicionarProdutoLista: {
            idlista: number;
            quantidade: number;
            /** @default false */
            definir: boolean;
        };
        AjusteListaCarrinho: {
            /** @description The product. */
            id: number;
            nome: string;
            /** @description pt-BR: what changed ('quantidade ajustada para 12 (múltiplo de 6)', 'indisponível no momento: ficou de fora'). */
            mensagem: string;
        };
        /** @description A client's availability alert for one product. */
        AlertaDisponibilidade: {
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            idproduto: number;
            idcadastroextraproduto: number;
            /** @description True while a subscription waits for the product to return. */
            inscrito: boolean;
            /**
             * Format: date-time
             * @description When the waiting subscription was made (ISO 8601); null when there is none.
             */
            criado_em: string | null;
        };
        /** @description Who sees a suggested list: one client (`idcliente`), the clients with a tag (`tag`), or every client ('todos'). */
        AlvoListaSugerida: {
            /** @enum {string} */
            tipo: "cliente" | "tag" | "todos";
            idcliente?: number | null;
            tag?: string | null;
        };
        Assinatura: {
            idassinatura: number;
            idfornecedor: string;
            idcliente: number;
            /** @enum {string} */
            status: "ativa" | "cancelada";
            tipo: components["schemas"]["TipoAssinatura"];
            /**
             * Format: date
             * @description The day of the next order ('AAAA-MM-DD', Brasília); null once cancelled.
             */
            proximaData: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            canceladaEm: string | null;
            /** @description The order the subscription was made from. */
            numpedidoOrigem: number | null;
            itens: components["schemas"]["ItemAssinatura"][];
            /** @enum {string} */
            tipoEntrega: "DELIVERY" | "RETIRADA";
            /** @description The due dates already handled, newest first. */
            pedidos: components["schemas"]["PedidoDaAssinatura"][];
            /** @description The latest due date that made no order, when it is the latest due date handled. */
            ultimaFalha: components["schemas"]["PedidoDaAssinatura"] | null;
        };
        /** @description The subscription types a cart may choose from (spec section 3 "Cart" `assinaturas`). */
        AssinaturasCarrinho: {
            tipos: components["schemas"]["TipoAssinatura"][];
            /** @description The choice's pt-BR label ('Repetir este pedido'). */
            label: string;
        };
        AtribuirSalaChat: {
            /** @description A staff member (attendant or admin) of the supplier; null for nobody. */
            idusuario: number | null;
        };
        AutorMensagem: {
            /** @enum {string} */
            tipo: "cliente" | "equipe";
            /** @description The author (idusuario); null once that user was deleted. */
            id: number | null;
            nome: string;
        };
        AvisoCarrinho: {
            id: number;
            /** @enum {string} */
            codigo: "carrinho.produto-indisponivel" | "carrinho.quantidade-ajustada" | "carrinho.sem-preco" | "carrinho.sem-estoque" | "carrinho.combo-indisponivel";
            mensagem: string;
        };
        CadastroPendente: {
            /** @description The registration at this supplier (the spec's idcadastroextracliente). */
            idcadastro: number;
            idcliente: number;
            nome: string;
            /** @description CPF, CNPJ or a foreign document, as stored. */
            documento: string;
            /** @enum {string} */
            tipoDocumento: "CPF" | "CNPJ" | "ESTRANGEIRO";
            email: string;
            telefone: string | null;
            razaoSocial: string | null;
            nomeFantasia: string | null;
            inscricaoEstadual: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** @enum {string} */
            situacao: "pendente" | "recusado" | "aprovado";
            /** @description The reason of a refusal. */
            motivo: string | null;
            /** Format: date-time */
            decididoEm: string | null;
            decididoPor: string | null;
        };
        /** @enum {string} */
        CanalVerificacao: "EMAIL" | "SMS";
        /** @description A question a supplier asks at checkout (spec section 3 caracteristicasCliente, caracteristicasPedido). TEXTO takes free text (up to 200 characters); ESCOLHA one of `opcoes`; SIM_NAO 'Sim' or 'Não'. A required one must be answered to submit. */
        Caracteristica: {
            idcaracteristica: number;
            /** @enum {string} */
            alvo: "CLIENTE" | "PEDIDO";
            nome: string;
            /** @enum {string} */
            tipo: "TEXTO" | "ESCOLHA" | "SIM_NAO";
            opcoes: string[];
            obrigatoria: boolean;
        };
        /** @description An answer an order was placed with, with the question's name as it was asked. */
        CaracteristicaPedido: {
            idcaracteristica: number;
            nome: string;
            /** @enum {string} */
            alvo: "CLIENTE" | "PEDIDO";
            valor: string;
        };
        Carrinho: {
            idfornecedor: string;
            idcliente: number;
            /** @description The lines, sorted by product name. */
            produtosSelecionados: components["schemas"]["ItemCarrinho"][];
            /** @description Sum of the lines minus the discount; null when prices are hidden. */
            totalCompras: number | null;
            totalEmbalagem: number | null;
            /** @description The coupon's discount in reais (0 without a coupon or when prices are hidden). */
            valorDesconto: number;
            /** @description An attendant set a price on a line; the cart is read-only for the customer. */
            bloqueio_atendimento: boolean;
            observacao: string;
            numPedidoCliente: string;
            /** @description The subscription type the cart carries (spec `assinaturaSelecionada`); null for a one-off order. An id the supplier does not have falls back to its first type (spec section 5). */
            idtipoassinatura: number | null;
            assinaturas: components["schemas"]["AssinaturasCarrinho"];
            meta_info: components["schemas"]["MetaInfoCarrinho"];
            /** @description Lines the last save removed or corrected, with a pt-BR message. */
            avisos: components["schemas"]["AvisoCarrinho"][];
            /** @description The coupon in `valorDesconto` and `totalCompras` (the automatic coupon when `cupomAplicacaoAutomatica` is not false, or the manual one sent with the save when it is not worse); always sent by this server. */
            cupom?: components["schemas"]["CupomCarrinho"] | null;
        };
        CategoriaErp: {
            cod_erp: components["schemas"]["CodErp"];
            nome: string;
            /** @description The parent category's `cod_erp` (in this batch or already imported); null or absent for a top category. */
            cod_erp_pai?: string | null;
            ordem?: number;
        };
        /** @description A client of the supplier (spec section 3), matched by `cod_erp`; a new one by its CPF/CNPJ too (a client already registered at the supplier takes the code). `documento`, `razao_social` and `email` are needed to create one. The name and e-mail of a client also registered at another supplier are that client's own and are not changed (only this supplier's registration is). */
        ClienteErp: {
            cod_erp: components["schemas"]["CodErp"];
            /** @description CPF or CNPJ (with or without punctuation). */
            documento?: string;
            /** @description The company's or person's name. */
            razao_social?: string;
            email?: string;
            /** @description The registration is approved (false: it waits for approval, spec section 4). */
            aprovado?: boolean;
            /** @description The client's tags at this supplier (prices, combos and blocks by tag). */
            tags?: string[];
            /** @description The credit limit in reais; null none. */
            limite_credito?: number | null;
            /** @description The payment terms the ERP grants the client, by their `cod_erp` (send them first in /condicoes-pagamento). Sent whole among the ERP's terms: the client gets exactly these (a term no client is granted is offered to every client). The terms the desk made are not touched. */
            condicoes_pagamento?: components["schemas"]["CodErp"][];
            /** @description The client's delivery addresses at the supplier, by their `cod_erp`; sent whole among the ERP's addresses (one left out is deleted). The addresses the client typed in the shop stay. */
            enderecos?: components["schemas"]["EnderecoClienteErp"][];
            /** @description The people who buy for the client, each invited by e-mail to create a password: the first new one becomes the client's principal user (logging in with its CPF/CNPJ too) when it has none, the others linked users; a person already with an account gets access to this client. Nobody is removed (the principal user manages the users in the shop). */
            usuarios?: components["schemas"]["UsuarioClienteErp"][];
        };
        ClientePainel: {
            idcliente: number;
            nome: string;
            /** @description CPF or CNPJ, digits only. */
            documento: string;
            email: string;
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
        /** @description The ERP's own code, unique per supplier: the key of the upsert. */
        CodErp: string;
        /** @description A combo as its supplier's staff see it, ended ones too, with whom it is for. */
        ComboPainel: {
            combo: components["schemas"]["ComboPromocional"];
            /** @enum {string} */
            tipoPreco: "preco" | "desconto";
            descontoPercentual: number | null;
            /** @description The clients it is for; empty (and no tag): every client. */
            clientes: number[];
            tagCliente: string | null;
            /** @enum {string} */
            situacao: "ativo" | "agendado" | "expirado" | "encerrado";
            /** Format: date-time */
            encerradoEm: string | null;
        };
        /** @description A promotional combo: its products and quantities, and its price (the sum of its items' combo prices). The cart sells at the combo price only the units of complete combos; the rest of a line at its normal price (engine/rules/combo). */
        ComboPromocional: {
            /** @description The combo's id (the cart line's field). */
            idcombopromocional_cabecalho: number;
            idfornecedor: string;
            nome: string;
            descricao: string;
            /** @description First day ('AAAA-MM-DD', Brasília); null: open. */
            inicio: string | null;
            /** @description Last day ('AAAA-MM-DD', Brasília); null: open. */
            fim: string | null;
            /** @description The payment method it is for; null: any. */
            idformapagamento: number | null;
            /** @description That method's name; null: any. */
            formaPagamento: string | null;
            /**
             * @description The delivery type it is for; null: any.
             * @enum {string|null}
             */
            tipoEntrega: "DELIVERY" | "RETIRADA" | null;
            /** @description One combo's price; null when prices are hidden. */
            preco: number | null;
            /** @description The same products at today's normal prices; null when hidden. */
            precoNormal: number | null;
            /** @description precoNormal − preco (never below 0); null when hidden. */
            economia: number | null;
            itens: components["schemas"]["ItemCombo"][];
        };
        /** @description A payment term of the supplier (a payment method of the checkout), matched by `cod_erp`; absent fields keep their value; `descricao` and `tipo` are needed to create one. A term reserved to clients is granted by the clients' `condicoes_pagamento`. */
        CondicaoPagamentoErp: {
            cod_erp: components["schemas"]["CodErp"];
            /** @description What the checkout shows (e.g. "Boleto 30/60 dias"). */
            descricao?: string;
            /** @enum {string} */
            tipo?: "PIX" | "BOLETO" | "CARTAO_CREDITO" | "CARTAO_DEBITO" | "DINHEIRO" | "A_PRAZO";
            /** @description An A_PRAZO term's days from the order to each instalment's due date, increasing (e.g. [30, 60]). */
            prazos_dias?: number[];
            max_parcelas?: number;
            /** @description The least instalment, in reais. */
            parcela_minima?: number;
            /** @description The price variance of the term in percent (−5 is 5 % off; applies with the supplier's tag). */
            ajuste_percentual?: number;
            ordem?: number;
            /** @description false: the checkout stops offering it. */
            ativa?: boolean;
        };
        /** @description A supplier's charging settings: how far a unit price may rise before a subscription's order is refused (whole %), and the fine and interest of an overdue title (% of its value; interest a day or a month, pro rata per day). */
        ConfiguracoesCobranca: {
            limiteAumentoAssinaturaPct: number;
            multaPct: number;
            jurosPct: number;
            /** @enum {string} */
            jurosPeriodo: "dia" | "mes";
        };
        ConfirmacaoVerificacao: {
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            canal: components["schemas"]["CanalVerificacao"];
            codigo: string;
        };
        ConteudoPersonalizado: {
            idfornecedor: string;
            /** @enum {string} */
            contentType: "ORDER_INSTRUCTIONS";
            /** @description The supplier's HTML (sanitise before showing); null: none. */
            html: string | null;
        };
        Coordenadas: {
            lat: number;
            lng: number;
        };
        /** @description Where the copied line comes from: the quantity of the product in the list `idlistaOrigem` (the client's own or a list suggested to them), or `quantidade`; neither: one step of the product. */
        CopiarProdutoLista: {
            idlistaOrigem?: number;
            quantidade?: number;
        };
        CotacaoFreteCep: {
            formasEntregaCep: components["schemas"]["FormaEntregaCep"][];
        };
        CredencialCriada: {
            credencial: components["schemas"]["CredencialIntegracao"];
            /** @description The key, shown this once (only its SHA-256 is kept). The ERP sends it as `Authorization: Bearer <chave>`. */
            chave: string;
        };
        /** @description An integration credential of the supplier (never its key, shown only when created). */
        CredencialIntegracao: {
            idcredencial: number;
            /** @description The name the admin gave it (e.g. "ERP Omie"). */
            nome: string;
            /** @description The key's first characters, to tell keys apart. */
            prefixo: string;
            escopos: components["schemas"]["EscopoIntegracao"][];
            /** @description Calls per minute this key may make (429 past it). */
            limitePorMinuto: number;
            /** Format: date-time */
            criadoEm: string;
            /**
             * Format: date-time
             * @description The last call made with it; null if never used.
             */
            ultimoUsoEm: string | null;
            /**
             * Format: date-time
             * @description When it was revoked; null while live.
             */
            revogadaEm: string | null;
        };
        /** @description The coupon the server applied to the cart's total (spec section 3 "Cart" fields). */
        CupomCarrinho: {
            /** @description The coupon applied; null when none. */
            codigoCupom: string | null;
            /** @description The applied coupon is the automatic one. */
            cupomAutomatico: boolean;
            /** @description The best automatic coupon for this client and cart, applied or not. */
            codigoCupomAutomatico: string | null;
            tipoDesconto: components["schemas"]["TipoDesconto"];
            /** @description The percentage when '%', else 0. */
            valorDescontoPercentual: number;
            /** @description Reais when '$', else 0. */
            valorDescontoAbsoluto: number;
            produtosComDesconto: number[];
            habilitarVisualizacaoDesconto: boolean;
            nao_usar_com_politica: boolean;
            /** @description Why the coupon sent with the save was not applied (pt-BR); null otherwise. */
            erro: string | null;
        };
        DanfePedido: {
            /** @description The NF-e access key (44 digits). */
            chave: string;
            /**
             * Format: date-time
             * @description When the supplier attached it.
             */
            anexadoEm: string;
            /** @description The supplier attached the NF-e's authorised XML of this key too (issue 34), downloaded at `GET /v4/danfe/{numpedido}/{idfornecedor}/xml`. */
            xml: boolean;
        };
        Data: string;
        /** @description A date as 'AAAA-MM-DD' (Brasília time). */
        DataAgendamento: string;
        DocumentoEstudio: {
            tipo: components["schemas"]["TipoDocumentoEstudio"];
            /** @description The latest version (the draft); 0 when never saved. */
            versaoAtual: number;
            /** @description The published version, or null. */
            versaoPublicada: number | null;
            /** @description The latest version's document, or the published one, or the default one when none was saved; migrated to the current schemaVersion when it can be. */
            documento: {
                [key: string]: unknown;
            };
            /** @description The validation errors of `documento` ([] when it is valid). */
            erros: components["schemas"]["ErroDocumentoEstudio"][];
            /** @description The current schemaVersion of this type of document. */
            schemaVersion: number;
            /** @description The JSON Schema of this schemaVersion (`/schemas/{tipo}/v{n}.json`). */
            jsonSchemaUrl: string;
        };
        /**
         * Format: binary
         * @description A PDF document.
         */
        DocumentoPdf: string;
        DocumentoPublicadoEstudio: {
            versaoPublicada: number;
            /** Format: date-time */
            publicado_em: string;
        };
        DocumentoSalvoEstudio: {
            /** @description The new version (the new draft). */
            versao: number;
            /** Format: date-time */
            salvo_em: string;
            erros: components["schemas"]["ErroDocumentoEstudio"][];
        };
        /**
         * Format: binary
         * @description An XML document (an NF-e's nfeProc, as its emitter sent it).
         */
        DocumentoXml: string;
        DocumentosExportados: {
            /** @enum {string} */
            formato: "vitrine-documentos";
            /** @enum {integer} */
            versao: 1;
            /** @description The slug of the supplier exported. */
            fornecedor: string;
            /** Format: date-time */
            exportado_em: string;
            /** @description The published documents (or the default ones). */
            documentos: {
                layout: {
                    [key: string]: unknown;
                };
                menu: {
                    [key: string]: unknown;
                };
                features: {
                    [key: string]: unknown;
                };
                tema: {
                    [key: string]: unknown;
                };
            };
        };
        DocumentosImportados: {
            /** @description The new draft version of each document imported. */
            versoes: {
                layout?: number;
                menu?: number;
                features?: number;
                tema?: number;
            };
        };
        DocumentosLoja: {
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The layout document (schemas/layout.schema.json) as written, migrated to the current version, or null. */
            layout: unknown;
            /** @description Why the published layout does not pass the layout schema (the storefront then shows its default layout and logs these): each error at its JSON path, in pt-BR. Absent when the layout is valid. */
            layout_erros?: {
                caminho: string;
                mensagem: string;
            }[];
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
        /** @description A delivery address (spec section 3 'Address'), checked by the same rules as the shop's address form. */
        EnderecoClienteErp: {
            cod_erp: components["schemas"]["CodErp"];
            apelido?: string | null;
            /** @description 8 digits, with or without the hyphen. */
            cep: string;
            uf: string;
            cidade: string;
            bairro: string;
            rua: string;
            numero: string;
            complemento?: string | null;
            referencia?: string | null;
            /** @description Who receives there (null the client). */
            destinatario?: string | null;
            telefone?: string | null;
            /** @description The client's primary address (one at most). */
            primario?: boolean;
        };
        EnderecoPedido: {
            idendereco: number;
            cep: string;
            uf: string;
            cidade: string;
            bairro: string;
            rua: string;
            numero: string;
            complemento: string | null;
            lat: number | null;
            lng: number | null;
            /** @description Who receives at the address, as it was when the order was placed (absent on orders placed before issue 34). */
            destinatario?: string | null;
            /** @description The phone at the address, digits only (10 or 11). */
            telefone?: string | null;
        };
        /** @description A webhook receiver of the supplier (never its secret, shown only when created). */
        EndpointWebhook: {
            idendpoint: number;
            url: string;
            eventos: components["schemas"]["EventoWebhook"][];
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            revogadoEm: string | null;
            /** @description Its deliveries by situation (all time). */
            entregas: {
                pendentes: number;
                entregues: number;
                falhas: number;
            };
        };
        EndpointWebhookCriado: {
            endpoint: components["schemas"]["EndpointWebhook"];
            /** @description The signing secret (`whsec_` and 43 characters), shown only in this answer. Each delivery carries `X-Storefront-Timestamp` (Unix seconds) and `X-Storefront-Assinatura: v1=<hex>`, the HMAC-SHA256 with this secret of `<timestamp>.<the raw body>`. */
            segredo: string;
        };
        EntregaWebhook: {
            identrega: number;
            idendpoint: number;
            url: string;
            evento: components["schemas"]["EventoWebhook"];
            idevento: number;
            /**
             * @description `pendente` waiting or between attempts, `entregue` answered 2xx, `falhou` out of attempts, `cancelada` its endpoint was revoked first.
             * @enum {string}
             */
            situacao: "pendente" | "entregue" | "falhou" | "cancelada";
            /** @description Attempts made so far. */
            tentativas: number;
            /** @description The HTTP status of the last answer; null when none came. */
            ultimoStatusHttp: number | null;
            /** @description Why the last attempt failed, in pt-BR. */
            ultimoErro: string | null;
            /** Format: date-time */
            criadaEm: string;
            /** Format: date-time */
            ultimaTentativaEm: string | null;
            /** Format: date-time */
            entregueEm: string | null;
        };
        EquipeChat: {
            /** @description The supplier's staff (attendants and admins) a room may be assigned to, by name. */
            equipe: {
                idusuario: number;
                nome: string;
            }[];
        };
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
        ErroConflitoEstudio: {
            mensagem: string;
            /** @enum {string} */
            codigo: "estudio.conflito";
            /** @description The version someone else saved. */
            versaoAtual: number;
        };
        ErroDocumentoEstudio: {
            /** @description JSON path of the error, e.g. `pages.home[0].props.intervaloMs` ('(documento)' for the whole document). */
            caminho: string;
            /** @description The error, in pt-BR. */
            mensagem: string;
        };
        ErroDocumentoInvalidoEstudio: {
            mensagem: string;
            codigo: string;
            erros: components["schemas"]["ErroDocumentoEstudio"][];
        };
        ErroItemErp: {
            /** @description The field's path in the batch, e.g. `itens[3].preco`. */
            campo: string;
            /** @description Why it was refused, in pt-BR. */
            mensagem: string;
        };
        /**
         * @description What a key may do: `catalogue` categories and products, `prices` prices, `stock` stock, `customers` clients, `orders:read` the order feed, `orders:write` order statuses, `webhooks` the webhook subscriptions.
         * @enum {string}
         */
        EscopoIntegracao: "catalogue" | "prices" | "stock" | "customers" | "orders:read" | "orders:write" | "webhooks";
        EstoqueErp: {
            cod_erp: components["schemas"]["CodErp"];
            /** @description Available quantity in the product's unit; null stock not tracked. */
            disponivel: number | null;
        };
        /**
         * @description `pedido.criado` an order placed (not a quote), `pedido.status-alterado` an order's status changed (by the desk, the ERP, the customer confirming a quote, a payment), `orcamento.solicitado` a quote requested (ORCAMENTO_NOVO), `cadastro.aguardando-aprovacao` a customer registered and awaits approval (not a client the ERP itself imported).
         * @enum {string}
         */
        EventoWebhook: "pedido.criado" | "pedido.status-alterado" | "orcamento.solicitado" | "cadastro.aguardando-aprovacao";
        FaixaPrecoErp: {
            /** @description From this quantity on. */
            quantidade: number;
            /** @description The unit price from that quantity on. */
            preco: number;
        };
        FeedPedidosErp: {
            /** @description Each order once, in the order of its latest change, as it is now. */
            pedidos: components["schemas"]["PedidoErp"][];
            /** @description Send it as `cursor` on the next call (also when `pedidos` is empty; keep it between runs). */
            proximoCursor: string;
            /** @description True: more changes are ready now; call again at once with `proximoCursor`. */
            temMais: boolean;
        };
        FeedbackRecomendacao: {
            acao: components["schemas"]["AcaoRecomendacao"];
            visao: components["schemas"]["VisaoRecomendacao"];
            /** @description The recommended product (`id`); must be one the session showed. */
            item_id: number;
            /**
             * Format: uuid
             * @description The `sessao_id` of the answer that showed it.
             */
            sessao_id: string;
        };
        FeedbackRecomendacaoRegistrado: {
            /** @constant */
            sucesso: true;
        };
        /** @description The tags and filter groups of one product (to find products like it with `tagsPesquisa`). */
        FiltrosProduto: {
            idproduto: number;
            tags: {
                tag: string;
                nome: string;
            }[];
            agrupadores: {
                agrupador: string;
                grupo: string;
                nome: string;
            }[];
        };
        FormaEntrega: {
            idformaentrega: number;
            nome: string;
            descricao: string | null;
            tipo: components["schemas"]["TipoEntrega"];
            /** @description The fee in reais for this order: 0 for pickup, and 0 where the supplier's free shipping covers the address's UF and the client's saved cart reaches its minimum. */
            taxaEntrega: number;
            /** @description True when the supplier's free shipping waives this option's fee. */
            freteGratis: boolean;
            /** @description The dates this option offers, in increasing order (the order's `data_de_entrega` must be one of them). */
            agendamento: components["schemas"]["DataAgendamento"][];
        };
        FormaEntregaCep: {
            idformaentrega: number;
            nome: string;
            /** @description The fee in reais for these products at this CEP. */
            taxaEntrega: number;
            freteGratis: boolean;
            primeiraData: components["schemas"]["DataAgendamento"];
        };
        FormasEntrega: {
            /** @description The type the options are for (the one asked when the supplier offers it, else its first type). */
            tipoEntrega: components["schemas"]["TipoEntrega"];
            /** @description The types the supplier offers (has-delivery, has-collect), DELIVERY first. */
            tiposDisponiveis: components["schemas"]["TipoEntrega"][];
            formasEntrega: components["schemas"]["FormaEntrega"][];
            /** @description The pickup stores (RETIRADA only; empty for DELIVERY). */
            lojas: components["schemas"]["LojaRetirada"][];
        };
        GrupoAgrupador: {
            /** @description The group (e.g. `marca`). */
            grupo: string;
            /** @description Its name (e.g. 'Marca'). */
            nome: string;
            valores: components["schemas"]["ValorAgrupador"][];
        };
        ImagemEnviadaProduto: {
            /** @description Width in pixels of the kept WebP. */
            largura: number;
            /** @description Height in pixels of the kept WebP. */
            altura: number;
            /** Format: date-time */
            enviadoEm: string;
        };
        ImagemProduto: {
            id: number;
            nome: string;
            slug: string;
            /** @description The date-based cache buster (`?v=`): yyyymmdd, or yyyymmddhhmmss after an upload. */
            versao: string;
            /** @description The full-size WebP in the public bucket, with `?v=`. */
            url: string;
            tamanhos: {
                150: string;
                300: string;
                600: string;
            };
        };
        ImagemProdutoErpResultado: {
            cod_erp: components["schemas"]["CodErp"];
            /** @description The product's id in the storefront. */
            id: number;
            /**
             * @description `atualizado` the picture was replaced (a new `imagem_versao`); `inalterado` the stored picture is already this one (the same re-encoded bytes): nothing was written.
             * @enum {string}
             */
            resultado: "atualizado" | "inalterado";
            /** @description The picture's cache buster, the `v` of its URL: new when `atualizado`, the same when `inalterado`. */
            imagem_versao: string;
            /** @description The picture's URL (WebP), with its `v`. */
            imagem: string;
        };
        /** @description An ERP batch of more than 10,000 items, run as a job in parts of 10,000. */
        ImportacaoErp: {
            idimportacao: number;
            /** @enum {string} */
            tipo: "categorias" | "produtos" | "precos" | "estoque" | "clientes";
            /**
             * @description `falhou`: the job gave up after its retries (`motivo`); the parts done stay done.
             * @enum {string}
             */
            situacao: "na-fila" | "processando" | "concluida" | "falhou";
            /** @description The items in the batch. */
            total: number;
            /** @description The items decided so far. */
            processados: number;
            criados: number;
            atualizados: number;
            inalterados: number;
            recusados: number;
            /** Format: date-time */
            criadaEm: string;
            /** Format: date-time */
            concluidaEm: string | null;
            /** @description Why the last attempt failed, in pt-BR; null when none did. */
            motivo: string | null;
            /** @description The report, once `concluida`; null before. */
            relatorio: components["schemas"]["RelatorioImportacao"] | null;
        };
        /** @description A line the subscription repeats, with the unit price it was subscribed at. */
        ItemAssinatura: {
            /** @description The product. */
            id: number;
            nome: string;
            unidade: string;
            /** @description Units (3 decimals at most). */
            quantidade: number;
            /** @description Reais: the unit price when subscribed. */
            precoUnitario: number;
            embalarParaPresente: boolean;
        };
        ItemCarrinho: components["schemas"]["Produto"] & {
            quantidade: number;
            embalarParaPresente: boolean;
            /** @description The price an attendant set (locks the cart); null when none or when prices are hidden. */
            precoatendente: number | null;
            /** @description The unit price chosen by the spec's price rule at this quantity; null when prices are hidden. */
            precoUnitario: number | null;
            /** @enum {string|null} */
            origemPreco: "atendente" | "combo" | "progressivo" | "atacado" | "normal" | null;
            /** @description Unit price × quantity plus the gift wrap; null when prices are hidden. */
            totalItem: number | null;
            /** @description The promotional combo the line belongs to (kept by the server); null when none. */
            idcombopromocional_cabecalho?: number | null;
            /** @description How the line is priced by its combo: `quantidade` of it (the complete combos the cart holds × the item's quantity in one combo) at `precoUnitario`, the rest at the normal price; null when the line has no combo, no complete combo, or prices are hidden. */
            combo?: null | {
                idcombopromocional_cabecalho: number;
                nome: string;
                quantidade: number;
                precoUnitario: number;
            };
        };
        ItemCombo: {
            produto: components["schemas"]["Produto"];
            /** @description How many of the product one combo holds. */
            quantidade: number;
            /** @description The product's unit price inside the combo; null when prices are hidden. */
            precoUnitario: number | null;
            /** @description The product's normal unit price today; null when prices are hidden. */
            precoNormal: number | null;
        };
        /** @description GA4's item shape. */
        ItemGoogleAnalytics: {
            item_id: string;
            item_name: string;
            item_brand?: string;
            item_category?: string;
            item_list_name?: string;
            index?: number;
            price?: number;
            quantity?: number;
        };
        /** @description A line of a list as it would go to the cart today: the product with today's data, the quantity kept in the list, and whether it can be bought now. */
        ItemListaCompra: {
            /** @description The product. */
            id: number;
            /** @description The quantity kept in the list. */
            quantidade: number;
            /** @description false: out of stock, without a price, or no longer sold. */
            disponivel: boolean;
            /** @description pt-BR: why it cannot be bought now (null when it can). */
            motivo: string | null;
            /** @description The product as the catalogue shows it to the caller (null when no longer sold). */
            produto: components["schemas"]["Produto"] | null;
            /** @description Today's unit price for this quantity (null while prices are hidden or unavailable). */
            precoUnitario: number | null;
            totalItem: number | null;
        };
        ItemListaSugerida: {
            id: number;
            /** @description The product's code (idcadastroextraproduto). */
            codigo: number;
            nome: string;
            quantidade: number;
        };
        ItemPedido: {
            id: number;
            /** @description The supplier's product code (`idcadastroextraproduto`, what quick order takes), as the catalogue has it now; null when the product is no longer in the catalogue. */
            codigo?: number | null;
            /** @description The package's EAN/GTIN as the catalogue has it now (quick order takes it too); null when the product has none or is no longer in the catalogue. */
            ean?: string | null;
            nome: string;
            quantidade: number;
            unidade: string;
            precoUnitario: number;
            /** @description Unit price × quantity plus the gift wrap. */
            total: number;
            embalarParaPresente: boolean;
        };
        LidaChat: {
            /** @description The last message id read. */
            ate: number;
        };
        LinhaPedidoRapido: {
            linha: number;
            codigo: string;
            quantidadeTexto: string;
            /** @description The line can go to the cart (at quantidade). */
            ok: boolean;
            /** @description The quantity the rules accept, in the unit of the product. */
            quantidade: number | null;
            /** @description pt-BR: why the line is refused ('código não encontrado'), or how its quantity was adjusted ('quantidade ajustada para 6 (múltiplo de 6)'). */
            mensagem: string | null;
            produto: components["schemas"]["Produto"] | null;
        };
        /**
         * @description The action a banner or carousel link `acao:{idacao}` runs: ADICIONAR_PRODUTO adds `quantidade`
         *     of `idproduto` to the cart, APLICAR_CUPOM applies `codigocupom`, ABRIR_LISTA opens the shopping
         *     list `idlista`. The fields another type does not use are null.
         */
        LinkAcao: {
            idacao: number;
            idfornecedor: components["schemas"]["Uuid"];
            /** @enum {string} */
            tipo: "ADICIONAR_PRODUTO" | "APLICAR_CUPOM" | "ABRIR_LISTA";
            idproduto: number | null;
            quantidade: number | null;
            codigocupom: string | null;
            idlista: number | null;
            /** @description The product's slug (ADICIONAR_PRODUTO; null when the product is no longer in this supplier's catalogue). */
            slug: string | null;
        };
        ListaAssinaturas: {
            assinaturas: components["schemas"]["Assinatura"][];
        };
        ListaCadastrosPendentes: {
            /** @description Oldest first (at most 200). */
            cadastros: components["schemas"]["CadastroPendente"][];
        };
        ListaCaracteristicas: components["schemas"]["Caracteristica"][];
        ListaClientes: {
            clientes: components["schemas"]["ClienteRepresentado"][];
            total: number;
            limit: number;
            offset: number;
        };
        ListaCombosPainel: {
            combos: components["schemas"]["ComboPainel"][];
        };
        ListaCombosPromocionais: {
            combos: components["schemas"]["ComboPromocional"][];
        };
        ListaCompra: {
            idlista: number;
            nome: string;
            tipo: components["schemas"]["TipoListaCompra"];
            /** @description How many products (lines) the list has. */
            quantidadeProdutos: number;
            /** Format: date-time */
            atualizadoEm: string;
        };
        ListaCompraDetalhe: {
            idlista: number;
            nome: string;
            tipo: components["schemas"]["TipoListaCompra"];
            quantidadeProdutos: number;
            /** Format: date-time */
            atualizadoEm: string;
            itens: components["schemas"]["ItemListaCompra"][];
            /** @description The available lines' total at today's prices (null while prices are hidden). */
            total: number | null;
        };
        ListaCredenciaisIntegracao: {
            credenciais: components["schemas"]["CredencialIntegracao"][];
        };
        ListaEndpointsWebhook: {
            endpoints: components["schemas"]["EndpointWebhook"][];
        };
        ListaEntregasWebhook: {
            /** @description The 50 latest deliveries, newest first. */
            entregas: components["schemas"]["EntregaWebhook"][];
        };
        ListaImagens: {
            imagens: components["schemas"]["ImagemProduto"][];
            /** @description Active products of the supplier (each has an image). */
            quantidade: number;
            page: number;
            limit: number;
        };
        ListaPaginasEstaticas: {
            /** @description The pages the storefront may show (tagged WEB), in the supplier's order. */
            paginas: components["schemas"]["ResumoPaginaEstatica"][];
        };
        ListaPedidosPainel: {
            pedidos: components["schemas"]["PedidoPainelResumo"][];
            total: number;
            temMais: boolean;
        };
        /** @description A price list per client or client group (issue 33). The list is sent whole: `precos` replaces its prices (a product left out leaves the list and is sold to its clients at the supplier's list price). `ativa`, `prioridade`, `clientes` and `tags_cliente` keep their value when absent (a new list: in use, priority 0, nobody). A client named by a list is on it; otherwise a client whose tags at the supplier meet a list's `tags_cliente` is on that list; among several, the lower `prioridade`, then the lower `cod_erp`. A product the client's list prices is sold to that client at the list's price, wholesale and tiers on every card, product page, cart and order. */
        ListaPrecoErp: {
            cod_erp: components["schemas"]["CodErp"];
            nome: string;
            /** @description false: the list prices nobody (kept as it is). */
            ativa?: boolean;
            prioridade?: number;
            /** @description The clients on the list, by their `cod_erp` (send them first in /clientes). */
            clientes?: components["schemas"]["CodErp"][];
            /** @description The client tags the list reaches (the clients' `tags`). */
            tags_cliente?: string[];
            precos: components["schemas"]["PrecoListaErp"][];
        };
        ListaProdutosAdmin: {
            produtos: components["schemas"]["ProdutoAdmin"][];
            /** @description Products matching the search. */
            total: number;
        };
        ListaSugeridaPainel: {
            idlista: number;
            nome: string;
            /** @description false: ended (no client sees it any more). */
            ativa: boolean;
            alvo: components["schemas"]["AlvoListaSugerida"];
            /** @description The client's name when the target is one client. */
            nomeCliente: string | null;
            /** @description How often a client sent it to a cart. */
            usos: number;
            /** Format: date-time */
            ultimoUsoEm: string | null;
            /** Format: date-time */
            atualizadoEm: string;
            itens: components["schemas"]["ItemListaSugerida"][];
        };
        /** @description The tags and filter groups of the products a list shows (a category, a search), most used first. */
        ListaTagsPesquisa: {
            tags: components["schemas"]["TagPesquisa"][];
            agrupadores: components["schemas"]["GrupoAgrupador"][];
        };
        ListaTarefasFalhas: {
            tarefas: components["schemas"]["TarefaFalha"][];
        };
        ListaTiposAssinatura: {
            tipos: components["schemas"]["TipoAssinatura"][];
        };
        ListasCompra: {
            listas: components["schemas"]["ListaCompra"][];
        };
        ListasSugeridasPainel: {
            listas: components["schemas"]["ListaSugeridaPainel"][];
            /** @description The client tags in use at the supplier (the targets the desk offers). */
            tags: string[];
            /** @description The supplier's clients (at most 500, by name). */
            clientes: {
                idcliente: number;
                nome: string;
            }[];
        };
        LojaPedido: {
            idloja: number;
            nome: string;
            descricao_endereco_loja: string;
            lat: number | null;
            lng: number | null;
        };
        LojaRetirada: {
            idloja: number;
            nome: string;
            /** @description The store's address in one line. */
            descricao_endereco_loja: string;
            /** @description Opening hours as the supplier writes them. */
            horario: string | null;
            coordenadas_loja: components["schemas"]["Coordenadas"];
        };
        LoteCategoriasErp: {
            itens: components["schemas"]["CategoriaErp"][];
        };
        LoteClientesErp: {
            itens: components["schemas"]["ClienteErp"][];
        };
        LoteCondicoesPagamentoErp: {
            itens: components["schemas"]["CondicaoPagamentoErp"][];
        };
        LoteEstoqueErp: {
            itens: components["schemas"]["EstoqueErp"][];
        };
        LoteListasPrecoErp: {
            itens: components["schemas"]["ListaPrecoErp"][];
        };
        LotePrecosErp: {
            itens: components["schemas"]["PrecoErp"][];
        };
        LoteProdutosErp: {
            itens: components["schemas"]["ProdutoErp"][];
        };
        MensagemChat: {
            /** @description Increasing within a room. */
            id: number;
            sala: string;
            /** @description Plain text (never HTML), 1 to 2000 characters. */
            texto: string;
            autor: components["schemas"]["AutorMensagem"];
            /** Format: date-time */
            criado_em: string;
        };
        MensagensChat: {
            /** @description The page, oldest first. */
            mensagens: components["schemas"]["MensagemChat"][];
            page: number;
            perpage: number;
            /** @description The room's messages. */
            total: number;
        };
        /** @description Spec section 3 "Cart" `meta_info`. */
        MetaInfoCarrinho: {
            /** @description The cart is a subscription (it carries a subscription type). */
            hasRecorrencia: boolean;
            recorrencia: {
                /** @description pt-BR: how often the order repeats. */
                mensagem: string;
            } | null;
        };
        MudancaEstudio: {
            /** @enum {string} */
            tipo: "adicionado" | "removido" | "movido" | "alterado";
            /** @description Where, e.g. `pages.home` or `pages.home[2].props.titulo`. */
            caminho: string;
            /** @description In pt-BR, e.g. 'Bloco "carousel" (id hero) adicionado em pages.home, posição 1'. */
            descricao: string;
        };
        /** @description The room: `IDCLI:{idcliente}:{idfornecedor}` (the client's 'Chat geral') or `CODPED:{numpedido}` (an order's room). URL-encoded in a path (`CODPED%3A100001`). */
        NomeSala: string;
        NovaCredencialIntegracao: {
            nome: string;
            escopos: components["schemas"]["EscopoIntegracao"][];
            /** @description Calls per minute (default 120). */
            limitePorMinuto?: number;
        };
        NovaMensagemChat: {
            /** @description Plain text; 1 to 2000 characters once trimmed. */
            texto: string;
            /** @description The sender's idempotency id (the same key again answers the first message, not sent twice). */
            chave: string;
        };
        NovasConfiguracoesCobranca: {
            limiteAumentoAssinaturaPct: number;
            multaPct: number;
            jurosPct: number;
            /** @enum {string} */
            jurosPeriodo?: "dia" | "mes";
        };
        /** @description A new combo: its products (1 to 20, each once, each quantity following the product's quantity rules), and either `preco` (the whole combo's price, below the items' normal total) or `descontoPercentual` (1 to 99,99 % off each item). The items' combo unit prices are fixed from today's prices. */
        NovoCombo: {
            nome: string;
            descricao?: string;
            itens: {
                idproduto: number;
                quantidade: number;
            }[];
            preco?: number | null;
            descontoPercentual?: number | null;
            inicio?: string | null;
            fim?: string | null;
            idformapagamento?: number | null;
            /** @enum {string|null} */
            tipoEntrega?: "DELIVERY" | "RETIRADA" | null;
            clientes?: number[];
            tagCliente?: string | null;
        };
        NovoEndpointWebhook: {
            /** @description Where the events are POSTed; `https://` (in production, to a public address). */
            url: string;
            eventos: components["schemas"]["EventoWebhook"][];
        };
        /** @description The order's boleto (FEBRABAN layout), the same as its PDF. */
        PagamentoBoleto: {
            /** @description 47 digits, formatted 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
            linha_digitavel: string;
            codigo_barras: string;
            /** Format: date */
            vencimento: string;
            /** @description The amount in reais. */
            valor: number;
            nosso_numero: string;
            banco: string;
        };
        /** @description The order's Pix, a BR Code of Banco Central's manual with the amount and the order's txid. */
        PagamentoPix: {
            /** @description The "copia e cola" payload (also the QR code's content). */
            copia_e_cola: string;
            txid: string;
            /** @description The amount in reais. */
            valor: number;
        };
        PaginaEstatica: {
            idpagina: number;
            slug: string;
            titulo: string;
            /** @description The page's HTML as the supplier wrote it; the storefront renders it only through DOMPurify. */
            conteudo: string;
            tags: string[];
            /** Format: date-time */
            atualizado_em: string;
        };
        /**
         * @description The role of the logged-in person (checked on the server for every call).
         * @enum {string}
         */
        Papel: "cliente" | "representante" | "usuario_vinculado" | "atendente" | "admin_fornecedor";
        /** @description GA4's event parameters (names as GA4 writes them); values in reais. */
        ParametrosGoogleAnalytics: {
            currency?: string;
            value?: number;
            transaction_id?: string;
            shipping?: number;
            coupon?: string;
            shipping_tier?: string;
            payment_type?: string;
            item_list_id?: string;
            item_list_name?: string;
            /**
             * @description What the lead is: 'cadastro' or 'orcamento'.
             * @enum {string}
             */
            lead_source?: "cadastro" | "orcamento";
            page_location?: string;
            page_path?: string;
            page_title?: string;
            items?: components["schemas"]["ItemGoogleAnalytics"][];
        };
        Pedido: components["schemas"]["PedidoResumo"] & {
            /** @description The DANFE the supplier attached (issue 13; the PDF at `GET /v4/danfe/{numpedido}/{idfornecedor}`), or null while none is attached. */
            danfe: components["schemas"]["DanfePedido"] | null;
            caracteristicas: components["schemas"]["CaracteristicaPedido"][];
            itens: components["schemas"]["ItemPedido"][];
            /** @description The lines' total (with gift wrap). */
            subtotal: number;
            /** @description The coupon's discount (positive). */
            desconto: number;
            taxaentrega: number;
            anotacoes: string | null;
            numPedidoCliente: string | null;
            /** @enum {string} */
            canalVenda: "WEB" | "MANUAL";
            entrega: {
                tipoEntrega: components["schemas"]["TipoEntrega"];
                nome: string;
                dataEntrega: string | null;
                endereco: components["schemas"]["EnderecoPedido"] | null;
                loja: components["schemas"]["LojaPedido"] | null;
            };
            pagamento: {
                idformapagto: number;
                descricao: string;
                tipo: components["schemas"]["TipoFormaPagamento"];
                quantParcelas: number;
                pix?: components["schemas"]["PagamentoPix"];
                boleto?: components["schemas"]["PagamentoBoleto"];
            };
            historico: {
                status: components["schemas"]["StatusPedido"];
                /** Format: date-time */
                em: string;
                por: string | null;
            }[];
            comentarioAvaliacao: string | null;
        };
        /** @description What happened on one due date of the subscription. */
        PedidoDaAssinatura: {
            /**
             * Format: date
             * @description The due date ('AAAA-MM-DD', Brasília).
             */
            dataPrevista: string;
            /**
             * @description 'pedido-criado': `numpedido` was placed; 'falhou': no order, `motivo` says why (pt-BR).
             * @enum {string}
             */
            resultado: "pedido-criado" | "falhou";
            numpedido: number | null;
            /** @description pt-BR: why the order could not be made. */
            motivo: string | null;
            /** Format: date-time */
            em: string;
        };
        PedidoErp: components["schemas"]["Pedido"] & {
            cliente: {
                idcliente: number;
                /** @description The client's code in the ERP at this supplier, if the ERP sent one. */
                cod_erp: string | null;
                nome: string;
                /** @description CPF or CNPJ, digits only. */
                documento: string;
                email: string;
            };
            /** @description The statuses the order may be moved to now (the desk's rule, engine/rules/pedido-status.ts). */
            proximosStatus: components["schemas"]["StatusPedido"][];
        };
        PedidoPainel: components["schemas"]["Pedido"] & {
            cliente: components["schemas"]["ClientePainel"];
            /** @description The statuses the desk may move the order to now. */
            proximosStatus: components["schemas"]["StatusPedido"][];
            /** @description A quote the desk may (still) price. */
            podePrecificar: boolean;
        };
        PedidoPainelResumo: components["schemas"]["PedidoResumo"] & {
            cliente: {
                idcliente: number;
                nome: string;
            };
        };
        PedidoRapido: {
            linhas: components["schemas"]["LinhaPedidoRapido"][];
            /** @description Lines that are not 'código quantidade'. */
            invalidas: {
                linha: number;
                texto: string;
                mensagem: string;
            }[];
        };
        PedidoResumo: {
            numpedido: number;
            status: components["schemas"]["StatusPedido"];
            /** Format: date-time */
            criadoEm: string;
            totalpedido: number;
            /** @description The number of lines. */
            quantidadeItens: number;
            tipoEntrega: components["schemas"]["TipoEntrega"];
            /** @description 'AAAA-MM-DD'. */
            dataEntrega: string | null;
            /** @description The payment method's description. */
            formaPagamento: string;
            /** @description A budget request (supplier tag support-budget). */
            orcamento: boolean;
            avaliacao: number | null;
            /** @description For 'Pedido emitido por': the linked user or representative who placed it; null when the client's principal user did. */
            emitidoPor: string | null;
        };
        /**
         * Format: binary
         * @description The desk's order export, an Excel workbook (.xlsx) or a CSV file.
         */
        PlanilhaPedidos: string;
        /** @description The prices of a product (by its `cod_erp`). Absent optional fields keep their value; null clears them. */
        PrecoErp: {
            cod_erp: components["schemas"]["CodErp"];
            /** @description The price the client pays. */
            preco: number;
            /** @description The list price before an offer (above `preco` when on offer). */
            preco_original?: number | null;
            /** @description The wholesale price. */
            precovendaatacado?: number | null;
            /** @description The least quantity for the wholesale price. */
            minvendaatacado?: number | null;
            /** @description Progressive tiers. */
            desconto_progressivo?: components["schemas"]["FaixaPrecoErp"][];
        };
        /** @description One product's prices in a price list: the client on the list pays `preco`, and the list's wholesale rule and tiers (not the product's own) apply; the product's offer does not. */
        PrecoListaErp: {
            produto: components["schemas"]["CodErp"];
            /** @description The list's unit price. */
            preco: number;
            /** @description The list's wholesale price (below `preco`; with `minvendaatacado`). */
            precovendaatacado?: number | null;
            /** @description The least quantity for the wholesale price. */
            minvendaatacado?: number | null;
            /** @description The list's progressive tiers (each below `preco`). */
            desconto_progressivo?: components["schemas"]["FaixaPrecoErp"][];
        };
        Produto: {
            id: number;
            nome: string;
            slug: string;
            idcategoria: number;
            idcadastroextraproduto: number;
            /** @description The package's EAN/GTIN (8, 12, 13 or 14 digits); null or absent when the product has none. */
            ean?: string | null;
            marca: string;
            /** @enum {string} */
            unidade: "UN" | "CX" | "KG";
            labelunidade: string;
            /** @description URL of the image; add -150, -300 or -600 before the extension for a size. */
            imagem: string;
            /** @description Unit price in reais; null when prices are hidden. */
            preco: number | null;
            /** @description Price of the price rule; a list has prices when some preconf is non-zero. */
            preconf: number | null;
            /** @description Price before the offer, when the product is on offer. */
            preco_original: number | null;
            precovendaatacado: number | null;
            minvendaatacado: number | null;
            multiploincremento: number;
            granularidade: number;
            maxporpedido: number | null;
            min_por_pedido: number | null;
            maximo_disponivel: number | null;
            permite_embalagem: boolean;
            preco_embalagem: number | null;
            efeitospoliticas: {
                /** @description Quantity threshold (as a string key) to unit price. */
                descontoProgressivo: {
                    [key: string]: number;
                };
            };
            /** @enum {string} */
            tipo_produto: "SIMPLES" | "CONJUNTO";
            subitens: components["schemas"]["Subitem"][];
            esconder_preco_sub_itens: boolean;
            produto_adicional_de: number | null;
            /** @description Sanitised HTML. */
            mensagemcardproduto: string | null;
            meta_info: {
                quantidadeDecimais: number;
            };
            tags: string[];
            agrupadores: string[];
        };
        ProdutoAdmin: {
            id: number;
            /** @description The name as shoppers read it (HTML stripped, entities decoded). */
            nome: string;
            ativo: boolean;
            categoria: string;
            /** @description The picture shoppers see: `/imagens/produtos/{idfornecedor}/{id}.webp?v={versao}`. */
            imagem: string;
            /** @description The uploaded picture, or null while the drawn one is shown. */
            imagemEnviada: components["schemas"]["ImagemEnviadaProduto"] | null;
        };
        ProdutoCotacao: {
            /** @description The product id. */
            id: number;
            /** @description In the product's unit. */
            quantidade: number;
        };
        /** @description A product (spec section 3). Absent fields keep their value (a new product takes the defaults); `nome`, `categoria` and `preco` are needed to create one. */
        ProdutoErp: {
            cod_erp: components["schemas"]["CodErp"];
            nome?: string;
            /** @description The category's `cod_erp`. */
            categoria?: string;
            descricao?: string;
            marca?: string;
            /** @enum {string} */
            unidade?: "UN" | "CX" | "KG";
            labelunidade?: string;
            /** @description The list price (needed to create the product). */
            preco?: number;
            multiploincremento?: number;
            /** @description Most per order (null no limit). */
            maxporpedido?: number | null;
            /** @description Least per order (null no minimum). */
            minporpedido?: number | null;
            quantidade_decimais?: number;
            mensagemcardproduto?: string | null;
            /** @description Search tags (tagsPesquisa). */
            tags?: string[];
            /** @description Filter groups, e.g. `marca:Aurora`. */
            agrupadores?: string[];
            /** @description Shown in the storefront (false hides the product). */
            visivel?: boolean;
            ordem?: number;
            /** @description The step a quantity moves by, in the product's unit (e.g. 0.5 kg; default 1). */
            granularidade?: number;
            /** @description The product may be gift-wrapped. */
            permite_embalagem?: boolean;
            /** @description The gift wrap's price in reais (null: free). */
            preco_embalagem?: number | null;
            /**
             * @description `CONJUNTO`: a bundle of `subitens` sold as one product at its own price.
             * @enum {string}
             */
            tipo_produto?: "SIMPLES" | "CONJUNTO";
            /** @description A bundle's items (only with `tipo_produto` CONJUNTO, which needs at least one), each another product of the supplier by its `cod_erp` (already imported, or in this batch). Their name, unit and price are read from those products when the bundle is written: send the bundle again to refresh them. */
            subitens?: components["schemas"]["SubitemErp"][];
            /** @description The bundle's page hides its items' prices. */
            esconder_preco_sub_itens?: boolean;
            /** @description An additional service (spec section 2): the `cod_erp` of the product it is offered with (already imported, or in this batch); null makes it a product of its own again. */
            adicional_de?: string | null;
        };
        ProdutoListaEnviado: {
            id: number;
            quantidade: number;
        };
        /** @description The spec's 'Recommendation cart': the products recommended to this client now, and the `sessao_id` every feedback on them names. */
        RecomendacaoCarrinho: {
            /** @constant */
            sucesso: true;
            produtos: components["schemas"]["Produto"][];
            /** Format: uuid */
            sessao_id: string;
        };
        RelatorioImportacao: {
            criados: number;
            atualizados: number;
            inalterados: number;
            recusados: number;
            itens: components["schemas"]["ResultadoItemErp"][];
        };
        RequisicaoAceitarTermos: {
            /** @description The version the client read and accepts; it must be the current one (else 409). */
            versao: number;
        };
        RequisicaoAlertaDisponibilidade: {
            /** @description The client; must be the session's. */
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            idproduto: number;
            /** @description Must be the same product's as `idproduto`. */
            idcadastroextraproduto: number;
        };
        RequisicaoAtualizarEstoque: {
            produtos: {
                idproduto: number;
                /** @description The stock in the product's unit (3 decimals at most kept); 0 is out of stock; null means the stock is not tracked. */
                maximo_disponivel: number | null;
            }[];
        };
        RequisicaoCotacaoFrete: {
            /** @description The products of the order being quoted (their total decides free shipping; unknown ids are ignored). */
            produtos: components["schemas"]["ProdutoCotacao"][];
        };
        RequisicaoDataEntregaErp: {
            /** @description The delivery (or pickup) date, AAAA-MM-DD. */
            dataEntrega: string;
        };
        RequisicaoEventoGoogleAnalytics: {
            /**
             * @description A GA4 recommended event the storefront sends (spec section 9 'Tracking').
             * @enum {string}
             */
            nome: "page_view" | "view_item_list" | "view_item" | "add_to_cart" | "remove_from_cart" | "begin_checkout" | "add_shipping_info" | "add_payment_info" | "purchase" | "generate_lead";
            parametros: components["schemas"]["ParametrosGoogleAnalytics"];
        };
        RequisicaoFormaPagamentoPedido: {
            idformapagto: number;
            quantParcelas: number;
        };
        RequisicaoImportarEstudio: {
            /** @enum {string} */
            formato: "vitrine-documentos";
            /** @enum {integer} */
            versao: 1;
            /** @description The supplier it came from (informative). */
            fornecedor?: string;
            exportado_em?: string;
            /** @description Each of layout, menu, features, tema (those present are imported). */
            documentos: {
                layout?: unknown;
                menu?: unknown;
                features?: unknown;
                tema?: unknown;
            };
        };
        RequisicaoLoginApiKey: {
            /** @description The integrator's key (the server keeps only its SHA-256). */
            apiKey: string;
            /** @description The customer's user id in the supplier's ERP (the storefront's `id_erp_usuario`). */
            idErpUsuario: string;
            idFornecedor: components["schemas"]["Uuid"];
        };
        RequisicaoPrecoOrcamento: {
            itens: {
                id: number;
                /** @description Reais. */
                precoUnitario: number;
            }[];
            /** @description Reais; absent keeps the quote's fee. */
            taxaentrega?: number;
        };
        RequisicaoPublicarEstudio: {
            versao: number;
        };
        RequisicaoRecusaCadastro: {
            /** @description Why, in words the customer reads in the e-mail. */
            motivo: string;
        };
        RequisicaoRemoverAlertaDisponibilidade: {
            /** @description The client; must be the session's. */
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            idcadastroextraproduto: number;
        };
        RequisicaoSalvarEstudio: {
            /** @description The whole document, a JSON object of at most 256 KB (else 422 `documento.invalido`); it may be invalid (a draft). */
            documento: unknown;
            /** @description What changed, for the history. */
            nota?: string;
        };
        RequisicaoStatusErp: {
            status: components["schemas"]["StatusPedido"];
        };
        RequisicaoStatusPainel: {
            status: components["schemas"]["StatusPedido"];
        };
        RequisicaoTokenCartao: {
            /** @description The supplier (UUID or slug); must be the session's. */
            idfornecedor: string;
            /** @description The card number (digits, spaces allowed). */
            numero: string;
            nome: string;
            mes: number;
            ano: number;
            cvv: string;
        };
        RespostaAtualizarEstoque: {
            /** @description Products whose stock was written. */
            atualizados: number;
            /** @description Availability alerts sent by this update (each subscription is sent once). */
            alertasDisparados: number;
        };
        RespostaAutenticar: {
            /** @constant */
            ok: true;
            /** @description The opaque session token, used as `{auth}` from now on. The server keeps only its SHA-256. */
            token: string;
            /** @description A short-lived JWT (HS256, 15 minutes) for the socket and the v4 calls. */
            jwttoken: string;
            /**
             * Format: date-time
             * @description When the session ends unless used (sliding).
             */
            expira_em: string;
            idusuario: number;
            idcliente: number | null;
            idcadastroextracliente: number | null;
            nome: string;
            email: string | null;
            /** @description The client's document, formatted (CPF or CNPJ), or null. */
            cpf: string | null;
            cadastro_aprovado: boolean;
            principal: boolean;
            fornecedor_logado: components["schemas"]["Uuid"];
            fornecedor_slug: string;
            fornecedor_nome: string;
            fornecedor_dominio: string | null;
            usuario_vinculado_logado: boolean;
            usuarios_vinculados: components["schemas"]["UsuarioVinculado"][];
            access: components["schemas"]["Acesso"];
            /** @description The name of the client the session acts for (a representative's or linked user's chosen client), or null. */
            cliente_nome?: string | null;
        };
        RespostaEventoGoogleAnalytics: {
            /** @constant */
            sucesso: true;
        };
        /** @description As the answer of `autenticar`, plus the key the session was opened with. */
        RespostaLoginApiKey: components["schemas"]["RespostaAutenticar"] & {
            /** @description The API key of this session (spec: idapikeys). */
            idapikeys: number;
        };
        RespostaRepetirTarefa: {
            /** @constant */
            ok: true;
        };
        ResultadoAplicarLista: {
            carrinho: components["schemas"]["Carrinho"];
            ajustes: components["schemas"]["AjusteListaCarrinho"][];
            /** @description How many of the list's lines went into the cart. */
            adicionados: number;
        };
        ResultadoItemErp: {
            /** @description The item's index in `itens` (from 0). */
            linha: number;
            cod_erp: string;
            /** @enum {string} */
            resultado: "criado" | "atualizado" | "inalterado" | "recusado";
            /** @description The storefront's id of the row; null when refused. */
            id: number | null;
            erros: components["schemas"]["ErroItemErp"][];
        };
        ResumoPaginaEstatica: {
            idpagina: number;
            slug: string;
            titulo: string;
            tags: string[];
        };
        SalaChat: {
            sala: string;
            /** @enum {string} */
            canal: "pedido" | "geral";
            /** @description The order (canal pedido only). */
            numpedido?: number;
            idcliente: number;
            /** @description The client's name (the staff's inbox shows it; a customer gets their own); null if unknown. */
            cliente_nome: string | null;
            /** @description 'Chat geral' or 'Chat pedido {n}'. */
            titulo: string;
            /** @description The other side's messages this reader has not read. */
            total_mensagens: number;
            ultima?: components["schemas"]["MensagemChat"];
            /** @description The staff member the room is assigned to (null for nobody). */
            atribuida_a: {
                id: number;
                nome: string;
            } | null;
        };
        SalasChat: {
            salas: components["schemas"]["SalaChat"][];
            /** @description The sum of `total_mensagens`. */
            notificacoes: number;
        };
        /** @description Without `idlista`, creates a list of the client (FROM_CLIENT) with `produtos` (e.g. the whole cart: 'Salvar carrinho como lista'); with it, renames that list and, when `produtos` is sent, replaces its lines. */
        SalvarListaCompra: {
            idlista?: number;
            nome: string;
            produtos?: components["schemas"]["ProdutoListaEnviado"][];
        };
        SalvarListaSugerida: {
            nome: string;
            alvo: components["schemas"]["AlvoListaSugerida"];
            produtos: {
                /** @description The product's code (idcadastroextraproduto). */
                codigo: number;
                quantidade: number;
            }[];
        };
        /**
         * @description Computed at the request in Brasília time (America/Sao_Paulo): 'vencido' from the day after the due date while open, 'a_vencer' through the due date, 'pago' once the supplier marked it paid.
         * @enum {string}
         */
        SituacaoTitulo: "vencido" | "a_vencer" | "pago";
        /**
         * @description The order's status. Labels for people are in engine/rules/pedido-status.ts (e.g. ENVIADO 'Recebido', ENTREGUE 'Entregue').
         * @enum {string}
         */
        StatusPedido: "ORCAMENTO_NOVO" | "ORCAMENTO_PRECIFICADO" | "ENVIADO" | "SEPARANDO" | "AGUARDANDOPAGAMENTO" | "PAGO" | "EMENTREGA" | "PRONTO_RETIRADA" | "ENTREGUE" | "CANCELADO";
        Subitem: {
            id: number;
            nome: string;
            preco: number | null;
            quantidade_itens: number;
            labelunidademultiplo: string;
        };
        SubitemErp: {
            produto: components["schemas"]["CodErp"];
            /** @description How many of it the bundle holds. */
            quantidade_itens: number;
            /** @description The item's price shown in the bundle, in reais (default: the product's list price). */
            preco?: number;
        };
        TagPesquisa: {
            /** @description The value to send in `tagsPesquisa` (e.g. `sem-gluten`). */
            tag: string;
            /** @description Its name in pt-BR (e.g. 'Sem glúten'). */
            nome: string;
            /** @description Products of the current list that carry it (counted over at most 10,000 products). */
            quantidade: number;
        };
        TarefaFalha: {
            /** @description The job's queue (e.g. `email`). */
            fila: string;
            /** Format: uuid */
            id: string;
            /** @description What the job was for (e.g. an e-mail's recipient and subject); never a message body. */
            descricao: string | null;
            /** @description The last error. */
            motivo: string | null;
            /** @description Attempts made. */
            tentativas: number;
            /** Format: date-time */
            criadaEm: string;
            /** Format: date-time */
            falhouEm: string | null;
        };
        /**
         * @description A client's standing with the supplier's terms of use: the current version (the highest one
         *     published), the latest version the client accepted, and whether the storefront must ask.
         */
        TermosUsoCliente: {
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The current version; null when the supplier publishes no terms of use. */
            versao: number | null;
            titulo: string | null;
            /** @description The current version's text (HTML in pt-BR; the storefront renders it through its sanitiser). */
            texto_html: string | null;
            /** @description The latest version this client accepted at this supplier, or null. */
            versao_aceita: number | null;
            /**
             * Format: date-time
             * @description When that version was accepted (ISO 8601), or null.
             */
            aceito_em: string | null;
            /** @description True when a current version exists and the client has not accepted it (the storefront asks). */
            pendente: boolean;
        };
        /** @description A standalone HTML page (pt-BR) with the terms of use of the requested version. */
        TermosUsoHtml: string;
        TextosEstaticos: {
            /** @example pt */
            lang: string;
            translation: {
                [key: string]: string;
            };
        };
        TipoAssinatura: {
            idtipoassinatura: number;
            /** @description pt-BR name ('Semanal'). */
            nome: string;
            descricao: string;
            /** @description Days between two orders of the subscription. */
            intervalo_dias: number;
        };
        /**
         * @description '%': a percentage of the goods it applies to; '$': an absolute value in reais.
         * @enum {string}
         */
        TipoDesconto: "%" | "$";
        /**
         * @description The document: layout (blocks), menu, features (gates) or tema (colours, logo, page head).
         * @enum {string}
         */
        TipoDocumentoEstudio: "layout" | "menu" | "features" | "tema";
        /** @enum {string} */
        TipoEntrega: "DELIVERY" | "RETIRADA";
        /** @enum {string} */
        TipoFormaPagamento: "PIX" | "BOLETO" | "CARTAO_CREDITO" | "CARTAO_DEBITO" | "DINHEIRO" | "A_PRAZO";
        /**
         * @description FROM_CLIENT, the client's own list; TO_CLIENT, a list the supplier suggests to the client.
         * @enum {string}
         */
        TipoListaCompra: "FROM_CLIENT" | "TO_CLIENT";
        TituloPainel: {
            idtitulo: number;
            idcliente: number;
            cliente: string;
            numero: string;
            numpedido: number | null;
            parcela: number;
            total_parcelas: number;
            vencimento: components["schemas"]["Data"];
            valor: number;
            /** @enum {string} */
            status: "aberto" | "pago";
            situacao: components["schemas"]["SituacaoTitulo"];
            /** Format: date-time */
            pago_em: string | null;
        };
        TitulosPainel: {
            titulos: components["schemas"]["TituloPainel"][];
        };
        TokenCartao: {
            token: string;
            /** @enum {string} */
            bandeira: "visa" | "mastercard" | "amex" | "elo" | "hipercard";
            ultimos4: string;
            /**
             * @description 'testes': the sandbox; the storefront shows 'Ambiente de testes'.
             * @enum {string}
             */
            ambiente: "testes" | "producao";
        };
        UmCadastro: {
            cadastro: components["schemas"]["CadastroPendente"];
        };
        UmEndpointWebhook: {
            endpoint: components["schemas"]["EndpointWebhook"];
        };
        UmaCredencialIntegracao: {
            credencial: components["schemas"]["CredencialIntegracao"];
        };
        UmaImportacaoErp: {
            importacao: components["schemas"]["ImportacaoErp"];
        };
        UsuarioClienteErp: {
            email: string;
            nome?: string;
        };
        UsuarioVinculado: {
            id_usuario: number;
            id_cadastro_extra_cliente: number | null;
            principal: boolean;
            idcliente: number;
            nome: string;
        };
        Uuid: string;
        ValorAgrupador: {
            /** @description The value to send in `agrupadores` (e.g. `marca:Tio Aurélio`). */
            agrupador: string;
            /** @description The value's name (e.g. 'Tio Aurélio'). */
            nome: string;
            quantidade: number;
        };
        VerificacaoConfirmada: {
            /** @constant */
            verificado: true;
            canal: components["schemas"]["CanalVerificacao"];
            destino: string;
        };
        VerificacaoEnviada: {
            /** @constant */
            enviado: true;
            canal: components["schemas"]["CanalVerificacao"];
            /** @description Where it went, masked: 'm***@exemplo.com.br' or '(19) *****-5432'. */
            destino: string;
            /** Format: date-time */
            expira_em: string;
        };
        VersaoEstudio: {
            versao: number;
            autor: string;
            /** Format: date-time */
            salvo_em: string;
            nota: string | null;
            /** @description This is the published version. */
            publicada: boolean;
            /** Format: date-time */
            publicadaEm: string | null;
            /** @description The version this one is a copy of. */
            restauradaDe: number | null;
            /** @description Against the previous version (the first against the default document). */
            mudancas: components["schemas"]["MudancaEstudio"][];
        };
        VersaoRestauradaEstudio: {
            /** @description The new draft (a copy of the restored version; not published). */
            versao: number;
            /** Format: date-time */
            salvo_em: string;
        };
        VersoesEstudio: {
            /** @description Newest first (at most the latest 100). */
            versoes: components["schemas"]["VersaoEstudio"][];
        };
        /**
         * @description Where the recommendations are shown: the cart (CART, the spec's default), a product page (PRODUCT) or the home (HOME).
         * @enum {string}
         */
        VisaoRecomendacao: "CART" | "PRODUCT" | "HOME";
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
        /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
        authCliente: string;
        /** @description The subscription; it must be of the session's client at the session's supplier (404 otherwise). */
        idassinatura: number;
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
    getInstrucoesPedidoFornecedor: {
        parameters: {
            query: {
                contentType: "ORDER_INSTRUCTIONS";
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content, or `html` null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConteudoPersonalizado"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCaracteristicasCliente: {
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
            /** @description The active definitions, in the supplier's order (empty when it asks none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCaracteristicas"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCaracteristicasPedido: {
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
            /** @description The active definitions, in the supplier's order (empty when it asks none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCaracteristicas"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listaTagsPesquisa: {
        parameters: {
            query?: {
                idcategoria?: number;
                idcliente?: number;
                /** @description Search text, as the list's `sk`. */
                query?: string;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags and groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaTagsPesquisa"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    filtrosProduto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idproduto: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's tags and groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiltrosProduto"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listaTiposAssinatura: {
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
            /** @description The active types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaTiposAssinatura"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarAssinaturas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client; must be the session's. */
                idcliente: number;
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaAssinaturas"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getAssinatura: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription; it must be of the session's client at the session's supplier (404 otherwise). */
                idassinatura: components["parameters"]["idassinatura"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assinatura"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    cancelarAssinatura: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription; it must be of the session's client at the session's supplier (404 otherwise). */
                idassinatura: components["parameters"]["idassinatura"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assinatura"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listaPaginasEstaticas: {
        parameters: {
            query?: {
                idcliente?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaPaginasEstaticas"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    paginaEstaticaPorSlug: {
        parameters: {
            query?: {
                idcliente?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaginaEstatica"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
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
    getTermosUsoCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client; it must be the client of the caller's `jwttoken`. */
                idcliente: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's standing with the current terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermosUsoCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    aceitarTermosUso: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client; it must be the client of the caller's `jwttoken`. */
                idcliente: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoAceitarTermos"];
            };
        };
        responses: {
            /** @description The client's standing after the acceptance (`pendente` false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermosUsoCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    getTermoUso: {
        parameters: {
            query?: {
                /** @description The version to show (default the current one); versions not yet published are not found. */
                versaoArquivo?: number;
                /** @description The supplier (UUID or slug) when the Host is not a supplier's domain. */
                idfornecedor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms of use page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["TermosUsoHtml"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    loginApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoLoginApiKey"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaLoginApiKey"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
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
    getAlertaDisponibilidade: {
        parameters: {
            query: {
                /** @description The client; must be the session's client. */
                idcliente: number;
                /** @description The supplier; must be the session's. */
                idfornecedor: components["schemas"]["Uuid"];
                /** @description The product's `idcadastroextraproduto`. */
                idcadastroextraproduto: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's subscription state for the product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaDisponibilidade"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    criarAlertaDisponibilidade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoAlertaDisponibilidade"];
            };
        };
        responses: {
            /** @description The subscription (`inscrito` true). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaDisponibilidade"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    removerAlertaDisponibilidade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoRemoverAlertaDisponibilidade"];
            };
        };
        responses: {
            /** @description The subscription state after the removal (`inscrito` false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertaDisponibilidade"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarCredenciaisIntegracao: {
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
            /** @description The credentials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCredenciaisIntegracao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    criarCredencialIntegracao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovaCredencialIntegracao"];
            };
        };
        responses: {
            /** @description The credential and its key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CredencialCriada"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    revogarCredencialIntegracao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcredencial: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credential, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaCredencialIntegracao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarCategoriasErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteCategoriasErp"];
            };
        };
        responses: {
            /** @description The report, one result per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            /** @description More than 10,000 items, run as a job; poll the import's status call (`Location`). */
            202: {
                headers: {
                    /** @description The import's status call. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarProdutosErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteProdutosErp"];
            };
        };
        responses: {
            /** @description The report, one result per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            /** @description More than 10,000 items, run as a job; poll the import's status call (`Location`). */
            202: {
                headers: {
                    /** @description The import's status call. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarPrecosErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LotePrecosErp"];
            };
        };
        responses: {
            /** @description The report, one result per item (a product never created is refused). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            /** @description More than 10,000 items, run as a job; poll the import's status call (`Location`). */
            202: {
                headers: {
                    /** @description The import's status call. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarListasPrecoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteListasPrecoErp"];
            };
        };
        responses: {
            /** @description The report, one result per list (`id` is the list's id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarEstoqueErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteEstoqueErp"];
            };
        };
        responses: {
            /** @description The report, one result per item (a product never created is refused). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            /** @description More than 10,000 items, run as a job; poll the import's status call (`Location`). */
            202: {
                headers: {
                    /** @description The import's status call. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarClientesErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteClientesErp"];
            };
        };
        responses: {
            /** @description The report, one result per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            /** @description More than 10,000 items, run as a job; poll the import's status call (`Location`). */
            202: {
                headers: {
                    /** @description The import's status call. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    importarCondicoesPagamentoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoteCondicoesPagamentoErp"];
            };
        };
        responses: {
            /** @description The report, one result per term (`id` is the payment method's `idformapagto`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioImportacao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    obterImportacaoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idimportacao: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmaImportacaoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    enviarImagemProdutoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The product's `cod_erp` within `{idfornecedor}` (URL-encoded). */
                cod_erp: components["schemas"]["CodErp"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": unknown;
                "image/png": unknown;
                "image/webp": unknown;
                "image/avif": unknown;
                "image/gif": unknown;
            };
        };
        responses: {
            /** @description The product and whether its picture changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImagemProdutoErpResultado"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            415: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarPedidosErp: {
        parameters: {
            query?: {
                /** @description The `proximoCursor` of the previous answer; absent the first time. */
                cursor?: string;
                /** @description Orders per page (1–100, default 50). */
                limite?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedPedidosErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    mudarStatusPedidoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoStatusErp"];
            };
        };
        responses: {
            /** @description The order in its status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    definirDataEntregaPedidoErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoDataEntregaErp"];
            };
        };
        responses: {
            /** @description The order with its date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    anexarDanfePedidoErp: {
        parameters: {
            query: {
                /** @description The NF-e access key, 44 digits (spaces, dots and hyphens are ignored). */
                chave: string;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": unknown;
            };
        };
        responses: {
            /** @description The order, with its `danfe`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoErp"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarWebhooksErp: {
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
            /** @description The endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaEndpointsWebhook"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    criarWebhookErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoEndpointWebhook"];
            };
        };
        responses: {
            /** @description The endpoint and its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointWebhookCriado"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    revogarWebhookErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idendpoint: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmEndpointWebhook"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarCadastrosErp: {
        parameters: {
            query?: {
                /** @description `pendente` (default): awaiting a decision; `recusado`: refused and not approved since. */
                situacao?: "pendente" | "recusado";
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCadastrosPendentes"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    aprovarCadastroErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration, approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmCadastro"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    recusarCadastroErp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoRecusaCadastro"];
            };
        };
        responses: {
            /** @description The registration, refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmCadastro"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarWebhooksPainel: {
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
            /** @description The endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaEndpointsWebhook"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    criarWebhookPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoEndpointWebhook"];
            };
        };
        responses: {
            /** @description The endpoint and its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointWebhookCriado"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    revogarWebhookPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idendpoint: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmEndpointWebhook"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarEntregasWebhookPainel: {
        parameters: {
            query?: {
                idendpoint?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaEntregasWebhook"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarCadastrosPainel: {
        parameters: {
            query?: {
                /** @description `pendente` (default): awaiting a decision; `recusado`: refused and not approved since. */
                situacao?: "pendente" | "recusado";
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCadastrosPendentes"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    aprovarCadastroPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration, approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmCadastro"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    recusarCadastroPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcadastro: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoRecusaCadastro"];
            };
        };
        responses: {
            /** @description The registration, refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UmCadastro"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    atualizarEstoque: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoAtualizarEstoque"];
            };
        };
        responses: {
            /** @description How many products were updated and how many alerts were sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaAtualizarEstoque"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    pedidoRapidoPlanilha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
            };
        };
        responses: {
            /** @description The rows, checked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoRapido"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            415: components["responses"]["Erro"];
        };
    };
    getFormasEntrega: {
        parameters: {
            query?: {
                /** @description The delivery address (required for DELIVERY). */
                idendereco?: number;
                tipoEntrega?: components["schemas"]["TipoEntrega"];
                /** @description The payment method chosen, whose price variance the cart total (and so free shipping) takes. */
                idformapagamento?: number;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options of the type, with their fees and dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormasEntrega"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    cotarFreteCep: {
        parameters: {
            query?: {
                tipoEntrega?: components["schemas"]["TipoEntrega"];
                lat?: number;
                lng?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                cep: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoCotacaoFrete"];
            };
        };
        responses: {
            /** @description The options with their fees and first dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CotacaoFreteCep"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description Outside the supplier's service areas: `endereco.nao.atendido`, 'Infelizmente ainda não atendemos este endereço'. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Erro"];
                };
            };
            502: components["responses"]["Erro"];
            504: components["responses"]["Erro"];
        };
    };
    getDocumentoEstudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                tipo: components["schemas"]["TipoDocumentoEstudio"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    /** @description `"<versaoAtual>"`. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoEstudio"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    salvarDocumentoEstudio: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the edit is based on, as the ETag of the GET gave it (`"3"`; `"0"` before the first save). Required: without it 428 `estudio.if-match-ausente`. */
                "If-Match"?: string;
            };
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                tipo: components["schemas"]["TipoDocumentoEstudio"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoSalvarEstudio"];
            };
        };
        responses: {
            /** @description The new version. */
            200: {
                headers: {
                    /** @description `"<versao>"`. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoSalvoEstudio"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description Someone saved a newer version meanwhile (`estudio.conflito`, with `versaoAtual`): nothing was overwritten; reload before saving. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroConflitoEstudio"];
                };
            };
            /** @description An invalid document (`documento.invalido`), each error at its JSON path. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDocumentoInvalidoEstudio"];
                };
            };
            428: components["responses"]["Erro"];
        };
    };
    publicarDocumentoEstudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                tipo: components["schemas"]["TipoDocumentoEstudio"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoPublicarEstudio"];
            };
        };
        responses: {
            /** @description Published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoPublicadoEstudio"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description An invalid document (`documento.invalido`), each error at its JSON path. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDocumentoInvalidoEstudio"];
                };
            };
        };
    };
    listarVersoesEstudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                tipo: components["schemas"]["TipoDocumentoEstudio"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersoesEstudio"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    restaurarVersaoEstudio: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the edit is based on, as the ETag of the GET gave it (`"3"`; `"0"` before the first save). Required: without it 428 `estudio.if-match-ausente`. */
                "If-Match"?: string;
            };
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                tipo: components["schemas"]["TipoDocumentoEstudio"];
                versao: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new draft. */
            200: {
                headers: {
                    /** @description `"<versao>"`. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersaoRestauradaEstudio"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description Someone saved a newer version meanwhile (`estudio.conflito`, with `versaoAtual`): nothing was overwritten; reload before saving. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroConflitoEstudio"];
                };
            };
            428: components["responses"]["Erro"];
        };
    };
    exportarDocumentosEstudio: {
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
            /** @description The file. */
            200: {
                headers: {
                    /** @description attachment; filename="<slug>-documentos.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentosExportados"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    importarDocumentosEstudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoImportarEstudio"];
            };
        };
        responses: {
            /** @description The new drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentosImportados"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description Someone saved a newer version meanwhile (`estudio.conflito`, with `versaoAtual`): nothing was overwritten; reload before saving. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroConflitoEstudio"];
                };
            };
            /** @description An invalid document (`documento.invalido`), each error at its JSON path. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroDocumentoInvalidoEstudio"];
                };
            };
        };
    };
    obterLinkAcao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idacao: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkAcao"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    enviarVerificacao: {
        parameters: {
            query: {
                canal: "EMAIL" | "SMS";
                idcliente: number;
                idfornecedor: components["schemas"]["Uuid"];
                /** @description Where the storefront asked for the code (letters, digits, `_` and `-`). */
                fonte: string;
                /** @description `canal=SMS`: the mobile phone with its area code, e.g. `(19) 99876-5432`. */
                telefone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificacaoEnviada"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
            502: components["responses"]["Erro"];
        };
    };
    confirmarVerificacao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmacaoVerificacao"];
            };
        };
        responses: {
            /** @description The contact is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificacaoConfirmada"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    listarTodasImagens: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaImagens"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarProdutosAdmin: {
        parameters: {
            query?: {
                busca?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaProdutosAdmin"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    enviarImagemProduto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The product. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": unknown;
                "image/png": unknown;
                "image/webp": unknown;
                "image/avif": unknown;
                "image/gif": unknown;
            };
        };
        responses: {
            /** @description The product, with its new picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProdutoAdmin"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            415: components["responses"]["Erro"];
        };
    };
    removerImagemProduto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The product. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, with the drawn picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProdutoAdmin"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarPedidosPainel: {
        parameters: {
            query?: {
                /** @description One status or several, comma-separated (e.g. `ENTREGUE,CANCELADO`). */
                status?: string;
                busca?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the supplier's orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaPedidosPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getPedidoPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    mudarStatusPedidoPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoStatusPainel"];
            };
        };
        responses: {
            /** @description The order in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    precificarOrcamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoPrecoOrcamento"];
            };
        };
        responses: {
            /** @description The priced quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    anexarDanfePainel: {
        parameters: {
            query: {
                /** @description The NF-e access key, 44 digits (spaces, dots and hyphens are ignored). */
                chave: string;
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": unknown;
            };
        };
        responses: {
            /** @description The order, with its `danfe`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            415: components["responses"]["Erro"];
        };
    };
    anexarNfeXmlPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/xml": unknown;
                "text/xml": unknown;
            };
        };
        responses: {
            /** @description The order, with its `danfe` (`xml` true). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            413: components["responses"]["Erro"];
            415: components["responses"]["Erro"];
        };
    };
    listarTarefasFalhas: {
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
            /** @description The dead letters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaTarefasFalhas"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    repetirTarefaFalha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                fila: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaRepetirTarefa"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    exportarPedidos: {
        parameters: {
            query?: {
                /** @description One status or several, comma-separated (e.g. `ENTREGUE,CANCELADO`). */
                status?: string;
                busca?: string;
                formato?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                /** @description The supplier (idfornecedor UUID, or its slug). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet (sent as an attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["PlanilhaPedidos"];
                    "text/csv": components["schemas"]["PlanilhaPedidos"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    confirmarOrcamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, now ENVIADO. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pedido"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    boletoPedido: {
        parameters: {
            query?: {
                /**
                 * @description The client the link was made for (the order e-mail's link, issue 34): when given, the
                 *     session's client must be it (403 `sessao.cliente-invalido` otherwise).
                 */
                idcliente?: number;
            };
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The boleto (PDF, sent as an attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DocumentoPdf"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    gerarRecibo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order number (numpedido). */
                numorder: number;
                /** @description The client (idcliente); must be the session's. */
                idclient: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt (PDF, sent as an attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DocumentoPdf"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    alterarFormaPagamentoPedido: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                /** @description The order number (numpedido). */
                n: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoFormaPagamentoPedido"];
            };
        };
        responses: {
            /** @description The order, with its new payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pedido"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            422: components["responses"]["Erro"];
        };
    };
    danfePedido: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DANFE (PDF, sent as an attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DocumentoPdf"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    nfeXmlPedido: {
        parameters: {
            query?: {
                /**
                 * @description The client the order page's link was made for: when given, the session's client must be
                 *     it (403 `sessao.cliente-invalido` otherwise).
                 */
                idcliente?: number;
            };
            header?: never;
            path: {
                numpedido: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NF-e XML (sent as an attachment named `{chave}-procNFe.xml`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["DocumentoXml"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    gerarTokenCartao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoTokenCartao"];
            };
        };
        responses: {
            /** @description The card's token, brand and last four digits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenCartao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            422: components["responses"]["Erro"];
        };
    };
    boletoTitulo: {
        parameters: {
            query?: {
                segundaVia?: boolean;
            };
            header?: never;
            path: {
                idtitulo: number;
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The boleto (PDF, sent as an attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DocumentoPdf"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    listarTitulosPainel: {
        parameters: {
            query?: {
                idcliente?: number;
                status?: "aberto" | "pago";
            };
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The titles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TitulosPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    marcarTituloPagoPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idtitulo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The title, now paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TituloPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    obterConfiguracoesCobranca: {
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
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracoesCobranca"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    salvarConfiguracoesCobranca: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovasConfiguracoesCobranca"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracoesCobranca"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarListasCompra: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
                type: components["schemas"]["TipoListaCompra"];
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListasCompra"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    salvarListaCompra: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalvarListaCompra"];
            };
        };
        responses: {
            /** @description The saved list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCompraDetalhe"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    produtosListaCompra: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list with its lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCompraDetalhe"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    aplicarListaCompra: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart after the list, and what was adjusted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultadoAplicarLista"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            423: components["responses"]["Erro"];
        };
    };
    copiarProdutoLista: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The product (`id`). */
                p: number;
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CopiarProdutoLista"];
            };
        };
        responses: {
            /** @description The target list with its lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCompraDetalhe"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    adicionarProdutoLista: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The product (`id`). */
                p: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdicionarProdutoLista"];
            };
        };
        responses: {
            /** @description The list with its lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCompraDetalhe"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    desativarListaCompra: {
        parameters: {
            query: {
                /** @description The client the session acts for. */
                idclient: number;
            };
            header?: never;
            path: {
                /** @description The supplier (spec `{id}`). */
                id: components["schemas"]["Uuid"];
                /** @description The list (`idlista`). */
                x: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's remaining lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListasCompra"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarListasSugeridasPainel: {
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
            /** @description The suggested lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListasSugeridasPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    criarListaSugeridaPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalvarListaSugerida"];
            };
        };
        responses: {
            /** @description The created list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaSugeridaPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    editarListaSugeridaPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idlista: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalvarListaSugerida"];
            };
        };
        responses: {
            /** @description The changed list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaSugeridaPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    encerrarListaSugeridaPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idlista: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaSugeridaPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    combosCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The client; must be the session's. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCombosPromocionais"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    combosTodos: {
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
            /** @description The combos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCombosPromocionais"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    combosFiltro: {
        parameters: {
            query: {
                idcliente: number;
                idformapagamento?: number;
                tipoEntrega?: components["schemas"]["TipoEntrega"];
                /** @description The shop's supplier (UUID or slug); must be the session's. */
                idfornecedor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCombosPromocionais"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarCombosPainel: {
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
            /** @description The combos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCombosPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    criarComboPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovoCombo"];
            };
        };
        responses: {
            /** @description The combo created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComboPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    encerrarComboPainel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
                idcombo: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combo, ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComboPainel"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    registrarEventoGoogleAnalytics: {
        parameters: {
            query?: never;
            header?: {
                /** @description The visitor's consent to performance cookies (spec section 7 headers); must be 'true'. */
                cookie_desempenho?: "true" | "false";
            };
            path: {
                idfornecedor: components["parameters"]["idfornecedor"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoEventoGoogleAnalytics"];
            };
        };
        responses: {
            /** @description The event was logged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaEventoGoogleAnalytics"];
                };
            };
            400: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarSalasChat: {
        parameters: {
            query?: {
                naoLidas?: 0 | 1;
                atribuida?: "me";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rooms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalasChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    listarMensagensChat: {
        parameters: {
            query?: {
                page?: number;
                perpage?: number;
            };
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagensChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    enviarMensagemChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NovaMensagemChat"];
            };
        };
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MensagemChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    marcarLidaChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LidaChat"];
            };
        };
        responses: {
            /** @description The room as the caller now sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    atribuirSalaChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room, URL-encoded (`CODPED%3A100001`). */
                sala: components["schemas"]["NomeSala"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AtribuirSalaChat"];
            };
        };
        responses: {
            /** @description The room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    listarEquipeChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipeChat"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    buscaRecomendacao: {
        parameters: {
            query?: {
                /** @description The payment method chosen; must be one of the supplier's (400 otherwise). */
                idformapagamento?: number;
                visao?: components["schemas"]["VisaoRecomendacao"];
                /** @description Not in the spec: the product the PRODUCT view is about (without it the cart seeds the answer). Ignored by the other views. */
                idproduto?: number;
            };
            header?: never;
            path: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The client; must be the session's. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendations and their `sessao_id`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecomendacaoCarrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    recomendacaoFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackRecomendacao"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackRecomendacaoRegistrado"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
}
