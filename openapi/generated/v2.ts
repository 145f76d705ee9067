/**
 * GENERATED FILE — do not edit. Generated from openapi/v2/ (bundled with the shared
 * openapi/components/) by `npm run api:types` (openapi-typescript). Edit the YAML documents and
 * run `npm run api:types` again; `npm run api:check` fails in CI when this file is stale.
 */

export interface paths {
    "/v2/app/{auth}/fornecedor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find suppliers by path segment (UUID or slug) and host name
         * @description `idfornecedor` matches a supplier's UUID or slug. `dominio` matches a supplier's
         *     configured domains (`config.dominio`); a platform host (the provider's own host names)
         *     does not restrict. Both given: both must match. An empty list means no supplier.
         *
         *     By location (spec section 7, issue 12 item 2): with `lat` and `lng`, or `idendereco` (an
         *     address of the session's client at the session's supplier; it needs a live session), only
         *     the suppliers whose service areas serve that place are listed, for `tipoEntrega`
         *     (DELIVERY by default; RETIRADA, also with `queryPoligonoDeColeta`, lists only suppliers
         *     that collect). An empty list means no supplier serves it ('Infelizmente ainda não
         *     atendemos o seu endereço'). An address by `idendereco` without coordinates is matched by
         *     its city. `cidade` with `uf` (the entry by city or neighbourhood only, with no coordinates
         *     and no saved address) is matched by the areas' city lists.
         *
         *     The segment is `{auth}` or, as spec section 7 writes this call, `{auth}{split}{id}`
         *     (`token~idcliente`): a non-zero client must be the session's (401 `sessao.expirada`
         *     without a live session, 403 `sessao.cliente-invalido` for another one), and `idendereco`
         *     is then that client's address.
         */
        get: operations["getFornecedores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/fornecedor/areaatendimento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A supplier's active service area (areaAtendimentoActive) and its pickup stores
         * @description Spec sections 3 (areaAtendimentoActive: coordenadas, coordenadas_lojas with lat, lng, nome,
         *     descricao_endereco_loja) and 7 (`getAreaAtendimento`). The polygons (`coordenadas`, rings of
         *     `[lat, lng]`) and whole cities of the supplier's active areas of `tipoEntrega` (DELIVERY by
         *     default; RETIRADA only where the supplier collects), and its pickup stores. Public data (the
         *     storefront draws them); `servePorToda` is true when the supplier has no area of that type
         *     (it serves everywhere it offers the type).
         */
        get: operations["getAreaAtendimento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/configuracao/fornecedor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's configuration (theme, SEO, domains, footer, analytics) */
        get: operations["getConfiguracaoFornecedor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/configuracao/fornecedor/{idfornecedor}/tema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's theme colours */
        get: operations["getTemaFornecedor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/config/fornecedor/{idfornecedor}/rodape": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's footer (rodapé) */
        get: operations["getRodapeFornecedor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/listacategoriasprodutos/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's product categories, as a tree */
        get: operations["getCategorias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/listaprodutos/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the supplier's products, filtered, searched and ordered */
        get: operations["getListaProdutos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/token/listaprodutos/full-text/pesquisar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search-as-you-type suggestions - the first 10 products of a search (spec section 7)
         * @description The storefront's header asks this 1000 ms after the last keystroke (spec section 9). The
         *     search is the list's (`sk`: accents and case ignored, a prefix matches, one typo forgiven),
         *     by relevance, at most 10 products. `token` is a literal path segment: the session, when
         *     there is one, comes from `Authorization: Bearer <session token>` or the storefront's
         *     `sf_token` cookie; without one the caller is a visitor, and prices are hidden exactly as in
         *     the list (a supplier that hides prices from visitors sends none). `idcliente`, when given,
         *     must be the client of that session at this supplier: otherwise 401 (no live session) or 403.
         */
        get: operations["pesquisarSugestoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/fornecedor/{idfornecedor}/produto-by-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supplier's products carrying every one of some search tags (spec section 7)
         * @description Spec section 7 (Catalogue): `GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags` with
         *     `idcadastroextraproduto` and `tagsPesquisa`. The active products of the supplier that carry
         *     every tag of `tagsPesquisa` (joined by commas), in the supplier's order; with
         *     `idcadastroextraproduto`, only the products of that extra record. There is no `{auth}`
         *     segment: the session, when there is one, comes from `Authorization: Bearer <session token>`
         *     or the `sf_token` cookie, and prices are hidden as in the list (a supplier that hides them
         *     from visitors sends none).
         */
        get: operations["getProdutosPorTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's sector - the top category it sits under, and its category path (spec section 7)
         * @description Spec section 7 (Catalogue): `GET /v2/app/setores-produto/obter-setor/{a}/{b}`, with `{a}`
         *     the supplier and `{b}` the product's id. A product's sector (setor) is the top-level
         *     category of its category (the storefront's first level of navigation); `categorias` is the
         *     path from the sector down to the product's own category. Public data (no price): an
         *     inactive product, or one of another supplier, is 404.
         */
        get: operations["obterSetorProduto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/fornecedor/{idfornecedor}/produto/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by its slug, with similar products */
        get: operations["getProduto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/customizacao/carrossel/list-for-page/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The carousels of a page (home or a static page) */
        get: operations["getCarrosseis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/get-configuracoes-cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling client's configuration (approval, submission, tags, permissions)
         * @description Read now from the database, not from the login: the storefront's session check compares
         *     `cadastro_aprovado` with what it had at login and reloads to the supplier root when it
         *     changed (spec section 4). `{auth}{split}0` (anonymous) answers the anonymous defaults;
         *     another session's client: 401/403.
         */
        get: operations["getConfiguracoesCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/usuario/{login}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a typed login (CPF, CNPJ, e-mail or foreign document) belongs to an account
         * @description The login form's first step: the answer says only whether the login exists (ask for the
         *     password) or not (offer registration), and how it was read. URL-encode the login (a
         *     formatted CNPJ holds a `/`). Rate-limited per IP (429).
         */
        get: operations["getUsuarioPorLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/usuario/{idcliente}/cart": {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The payment method chosen (getFormasPagamento): when the supplier has tag support-price-variance-by-payment, its variance applies to every price but an attendant's (and so to the coupon and the total); a method not offered to the client is ignored. */
                idformapagamento?: number;
                /** @description On a save, the subscription type the cart becomes (0: a one-off order; absent: unchanged); an id the supplier does not have falls back to its first type (spec section 5). */
                idtipoassinatura?: number;
                canalVenda?: string;
                tipoentrega?: components["schemas"]["TipoEntrega"];
                modoRepeticaoPedido?: boolean;
                cupomAplicacaoAutomatica?: boolean;
                /** @description Not in the spec's query: the manual coupon the browser applied, so that a reload of the cart (GET) keeps it in the total when it is still valid and not worse than the automatic one (else `cupom.erro` says why). On a save the body's `codigoCupom` wins. */
                codigoCupom?: string;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The client whose cart it is (the spec's `usuario/{id}`); must be the client of `{authCliente}`. */
                idcliente: number;
            };
            cookie?: never;
        };
        /** The client's cart at a supplier, with every line and total recomputed */
        get: operations["getCarrinho"];
        put?: never;
        /**
         * Saves the client's cart (replaces its lines); answers it recomputed
         * @description Each line's quantity is corrected by the quantity rules (step, minimum, maximum per order, stock under enable-stock-control); a line at 0 or of a product the supplier no longer sells is removed, with a pt-BR notice in `avisos`. Prices, attendant prices and totals sent by the browser are ignored. Needs a client: without one the answer is 403 'Não foi possivel salvar o carrinho'. While an attendant holds the cart (bloqueio_atendimento) the customer's save is refused (423). A line over the supplier's ceiling on one line's quantity (`carrinho.quantidade-acima-do-limite`, naming the product) or a cart whose total passes its ceiling on an order's total (`carrinho.total-acima-do-limite`) is refused with 422 and the saved cart is kept as it was (defaults: 100,000 units a line, R$ 10.000.000,00 an order).
         */
        post: operations["salvarCarrinho"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/usuario/{idcliente}/cart/desbloquear": {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The client whose cart it is; must be the client of `{authCliente}`. */
                idcliente: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer forces the release of a cart an attendant holds (the attendant prices go)
         * @description Spec section 4 ("unlocking forces release"). Recorded with who and when. Not listed in the spec's calls.
         */
        post: operations["desbloquearCarrinho"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/atendimento/carrinho/{idcliente}": {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the attendant's. */
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idcliente: number;
            };
            cookie?: never;
        };
        /** An attendant's view of a client's cart (staff only) */
        get: operations["getCarrinhoAtendimento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/atendimento/carrinho/{idcliente}/item/{idproduto}": {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idcliente: number;
                idproduto: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An attendant sets (or removes, with null) the price of a line of a client's cart
         * @description A price locks the cart (bloqueio_atendimento): the customer can no longer change it until the attendant removes the prices or the customer forces the release. Every lock and release is recorded with who and when. Only an attendant of the supplier (403 otherwise), on a client registered there (404), on a line the cart has (404).
         */
        post: operations["definirPrecoAtendente"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/pedido-rapido": {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick order - checks pasted lines of 'code quantity' against the catalogue and the quantity rules
         * @description Not listed in the spec's calls (issue 10, quick order). Codes are the products' `idcadastroextraproduto`. Each line answers whether it can go to the cart, at which quantity, and a pt-BR message. At most 500 lines. Prices are hidden as in the catalogue.
         */
        post: operations["pedidoRapido"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/cliente/senha/recuperar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a password-recovery link to the e-mail of this login
         * @description Spec section 7 (Session and user): the response carries the e-mail. `{id}` is the login as
         *     typed (CPF, CNPJ numeric or alphanumeric, foreign document or e-mail, formatted or not) with
         *     its slashes stripped (`11.222.333000181-81` for `11.222.333/0001-81`). The supplier is the
         *     query parameter `idfornecedor`, as in `getConfiguracaoFornecedor`.
         *
         *     When the login is a user of that supplier with an e-mail, a link
         *     `/{slug}/redefinir-senha/{codigo}` on the request's host (a platform host or one of the
         *     supplier's own domains; any other host is refused) is e-mailed: the code is random, stored
         *     only as a hash, valid for 15 minutes and once, and a new request retires the earlier code.
         *
         *     Enumeration: the answer has one shape. An e-mail login answers that address masked whether
         *     or not it exists; an unknown document answers `email: null` (the spec's own flow already
         *     tells whether a login exists: `GET /v2/app/{auth}/usuario/{login}`). Rate-limited per IP
         *     and per login (429).
         */
        get: operations["recuperarSenha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/cliente/senha/redefinir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the code of the recovery link (not listed in the spec)
         * @description Not a call of the spec (section 7 lists only the request for the link): the reference
         *     server's reset. The code must be the latest one issued for its user, unused, unexpired and
         *     of this supplier; the new password must pass the password policy (a refused password does
         *     not use the code up). On success the code is consumed, the password hash replaced and every
         *     session of the user ended. Rate-limited per IP (429).
         */
        post: operations["redefinirSenha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigocupom}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validates a coupon code for a client at a supplier
         * @description Answers the spec's coupon validation response. The code is compared trimmed and upper case. Reasons a coupon is not valid (each a pt-BR `error`): unknown, not yet or no longer valid, another sales channel, another payment method, another client's, the client's own referral coupon, a referral coupon at a supplier without tag uses-share-coupom. With `codigocupomautomatico` (the automatic coupon the cart carries), a coupon whose discount over the client's saved cart is less than that one's is refused with 'Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.'.
         */
        get: operations["validarCupom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/cupom-desconto/indicacao/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's referral coupon at the session's supplier (to share with others) */
        get: operations["getCupomIndicacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/cupom-desconto/cliente/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The coupons a client may use at the session's supplier
         * @description Coupons of every client of the supplier, the client's own, and referral coupons shared by others (when the supplier has tag uses-share-coupom). `available=true` keeps only those usable now (validity, channel WEB, `idformapagamento`); `onlyLast=true` only the newest.
         */
        get: operations["getCuponsCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/enderecos/{idcliente}/faturamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's billing address (getEnderecoFaturamento)
         * @description `{idcliente}` must be the client of `{authCliente}` (403 otherwise). The billing address is
         *     the client's primary address at the session's supplier (spec section 3: the fields of an
         *     address, `pais` defaulting to Brasil). A client with no address: 404 `endereco.faturamento-ausente`.
         */
        get: operations["getEnderecoFaturamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/usuario/{idcliente}/pedido": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The client placing the order (the spec's `usuario/{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places an order from the client's cart lines
         * @description Needs a live session whose client is `idcliente` (401 `sessao.expirada`, 403 `sessao.cliente-invalido`), and permission to submit: the client's `pode_submeter_pedido`, a linked user's `submissao_pedido`, and, with supplier tag restrict-not-approved-user-submission, an approved registration (403 `pedido.sem-permissao`).
         *     In one transaction the server recomputes every line with the pricing core (the payment method's variance included) and the quantity rules, applies the coupon, resolves delivery (fee, scheduling date, address or store) and payment (method, installments), takes the stock when the supplier has tag enable-stock-control (all lines or none: 409 `pedido.sem-estoque` with `itensName`), records the order with status ENVIADO (ORCAMENTO_NOVO with tag support-budget) and channel WEB (MANUAL when an attendant holds the cart), empties the client's saved cart and queues the confirmation e-mail.
         *     Idempotency: the same `Idempotency-Key` with the same body answers the first response again (same `numpedido`), also under parallel calls; with another body, 409 `pedido.chave-reutilizada`. An identical order (same lines, delivery and payment) placed by this client in the last 30 seconds under another key: 409 `pedido.duplicado` with its `numpedido`.
         *     Deadline: every call is answered within the server's request timeout (10 s by default): the order, or 503 with `Retry-After` when the server is overloaded or the call ran out of time. A 503, a lost connection or no answer does not mean the order was not placed: the work of a call that ran out of time goes on, and its order may be committed after the 503 was sent. Send the same body again with the same `Idempotency-Key` (after `Retry-After` seconds): it answers that order (200, same `numpedido`) when it was committed, and places it once when it was not. Never retry an order under a new key.
         */
        post: operations["submeterPedido"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/usuario/{idcliente}/pedido/duplicidade": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The client placing the order (the spec's `usuario/{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an identical order by this client was placed in the last 30 seconds
         * @description The body is the submit's. Identical: the same supplier, lines (product, quantity, gift wrap), coupon, delivery (type, option, date, address or store) and payment (method, installments).
         */
        post: operations["verificarDuplicidadePedido"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/order/{numpedido}": {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                numpedido: number;
            };
            cookie?: never;
        };
        /**
         * One of the session client's orders, with its lines, delivery, payment and history
         * @description Needs a live session (401). An order of another client or supplier answers 404 `pedido.nao-encontrado` ('Pedido não encontrado.'), as an unknown number does.
         */
        get: operations["getPedido"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/pedido/cliente/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's orders at a supplier, a page at a time
         * @description No `{auth}` segment: the session comes from `Authorization: Bearer <token>` (the session token or the login's `jwttoken`), or else from the storefront's session cookie `sf_token`; none: 401. The client must be the session's (403) and the supplier the session's (403). A linked user sees the orders they placed, unless they are the account's principal user (then all of the client's); `idusuariovinculado` narrows the principal's list to one linked user's orders.
         */
        get: operations["listarPedidos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{auth}/fornecedor/{idfornecedor}/formas-pagamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment methods the supplier offers the client (getFormasPagamento)
         * @description Needs a live session of the supplier `{idfornecedor}` acting for the client `idcliente`: an
         *     anonymous visitor (or a token that is not a live session, or `idcliente=0`) gets 403
         *     `pagamento.sem-cliente`; another session's client or another supplier 403
         *     `sessao.cliente-invalido`. The methods come in the supplier's order; a method the supplier
         *     reserves for some clients is listed to those clients only. `ajustePercentual` is the
         *     method's price variance (support-price-variance-by-payment; 0 without that tag): the cart
         *     calls apply it with their `idformapagamento`.
         */
        get: operations["getFormasPagamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/app/{authCliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's credit limit and titles at the supplier (getFaturasCliente)
         * @description `{authCliente}` must be a live session of the supplier `{idfornecedor}` acting for the client
         *     `{idcliente}` (a customer, a linked user, a representative serving the client): an anonymous
         *     visitor or `idcliente` 0 gets 403 `faturas.sem-cliente`; another supplier 403
         *     `sessao.fornecedor-invalido`; another client, in the segment or in the path, 403
         *     `sessao.cliente-invalido`; an unknown or expired token 401. The supplier's staff use the
         *     desk's calls instead (403 here).
         *
         *     Answers the credit limit (total and available: the total minus the open titles) and the
         *     titles, each with its status computed in Brasília time (`situacao`: vencido, a_vencer,
         *     pago). With `completeInfo=true`, an open title carries its boleto and an overdue one its
         *     second copy with the updated value (the supplier's fine and daily interest).
         */
        get: operations["getFaturasCliente"];
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
        AreaAtendimento: {
            idfornecedor: components["schemas"]["Uuid"];
            tipoEntrega: components["schemas"]["TipoEntrega"];
            /** @description Whether the supplier offers this type at all (has-collect for RETIRADA). */
            oferece: boolean;
            /** @description No active area of this type limits it (it serves everywhere it offers the type). */
            servePorToda: boolean;
            /** @description One ring of [lat, lng] points per polygon of the active areas. */
            coordenadas: number[][][];
            /** @description Whole cities served besides the polygons, as 'Cidade/UF'. */
            cidades: string[];
            /** @description The supplier's pickup stores. */
            coordenadas_lojas: {
                nome: string;
                descricao_endereco_loja: string;
                lat: number | null;
                lng: number | null;
            }[];
        };
        /** @description The subscription types a cart may choose from (spec section 3 "Cart" `assinaturas`). */
        AssinaturasCarrinho: {
            tipos: components["schemas"]["TipoAssinatura"][];
            /** @description The choice's pt-BR label ('Repetir este pedido'). */
            label: string;
        };
        AvisoCarrinho: {
            id: number;
            /** @enum {string} */
            codigo: "carrinho.produto-indisponivel" | "carrinho.quantidade-ajustada" | "carrinho.sem-preco" | "carrinho.sem-estoque" | "carrinho.combo-indisponivel";
            mensagem: string;
        };
        BoletoTitulo: {
            /** @description Formatted: AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE. */
            linha_digitavel: string;
            codigo_barras: string;
            vencimento: components["schemas"]["Data"];
            valor: number;
            nosso_numero: string;
            /** @enum {string} */
            banco: "001" | "341";
        };
        /**
         * @default WEB
         * @enum {string}
         */
        CanalVenda: "WEB" | "MANUAL" | "TODOS";
        /** @description An answer an order was placed with, with the question's name as it was asked. */
        CaracteristicaPedido: {
            idcaracteristica: number;
            nome: string;
            /** @enum {string} */
            alvo: "CLIENTE" | "PEDIDO";
            valor: string;
        };
        CaracteristicaRespondida: {
            idcaracteristica: number;
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
        Carrossel: {
            idcarrossel: number;
            titulo: string;
            /** @enum {string} */
            tipo: "BANNER" | "PRODUTOS";
            ordem: number;
            banners: {
                imagem: string;
                link: string | null;
                titulo: string;
                subtitulo: string | null;
            }[];
            produtos: components["schemas"]["Produto"][];
        };
        Categoria: {
            idcategoria: number;
            idcategoriapai: number | null;
            nome: string;
            slug: string;
            ordem: number;
            /** @enum {string} */
            tipo: "NORMAL" | "OFERTAS";
            /** @description Exact number of active products of the category and its subcategories (OFERTAS: the products on offer). */
            quantidadeProdutos: number;
            subcategorias: components["schemas"]["Categoria"][];
        };
        CategoriaResumo: {
            idcategoria: number;
            nome: string;
            slug: string;
        };
        ConfiguracaoFornecedor: {
            idfornecedor: components["schemas"]["Uuid"];
            slug: string;
            nome: string;
            tags: string[];
            modulos: string[];
            ordenacoes_produto: components["schemas"]["OrdenacaoProduto"][];
            config: {
                tema: components["schemas"]["Tema"];
                seo: components["schemas"]["Seo"];
                dominio: components["schemas"]["Dominio"];
                frete_gratis: null | components["schemas"]["FreteGratis"];
                rodape: components["schemas"]["Rodape"];
                /** @description Spec section 2 'Age-over-18 check'; the storefront asks every visitor on entry (remembered per visitor). */
                exige_maioridade: boolean;
                analytics: {
                    ga4_measurement_id: string | null;
                    habilitado_localhost: boolean;
                };
            };
        };
        ConfiguracoesCliente: {
            /** @description 0 for an anonymous visitor. */
            idcliente: number;
            /** @description The session's supplier. */
            idfornecedor: components["schemas"]["Uuid"] | null;
            idcadastroextracliente: number | null;
            autenticado: boolean;
            /** @description The client's registration at the supplier is approved (now, not at login). */
            cadastro_aprovado: boolean;
            /**
             * @description The server flag (spec section 3, userSubmission.canSubmitOrder): approved, or the supplier
             *     does not restrict unapproved clients (restrict-not-approved-user-submission); for a
             *     linked user, also the permission `submissao_pedido`.
             */
            pode_submeter_pedido: boolean;
            /** @description Not approved at a supplier with support-budget or block-not-approved-user (the login is refused). */
            bloqueado: boolean;
            /** @description The caller is the client's principal user. */
            principal: boolean;
            usuario_vinculado_logado: boolean;
            /** @description The caller may manage the client's users (the 'Usuários' page). */
            gerencia_usuarios: boolean;
            /** @description The client's tags and its registration's tags at the supplier (e.g. uses-single-address). */
            tags: string[];
            /** @description The supplier's tags that gate approval and submission (support-budget, block-not-approved-user, restrict-not-approved-user-submission). */
            tags_fornecedor: string[];
            permissoes: components["schemas"]["Permissao"][];
        };
        Coordenadas: {
            lat: number;
            lng: number;
        };
        Cor: string;
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
        CupomDoCliente: {
            codigocupom: string;
            descricao: string;
            tipodesconto: components["schemas"]["TipoDesconto"];
            /** @description The percentage ('%') or reais ('$'). */
            valor: number;
            produtosComDesconto: number[];
            nao_usar_com_politica: boolean;
            habilitar_visualizacao_desconto: boolean;
            aplicacao_automatica: boolean;
            /** Format: date-time */
            validoDe: string | null;
            /** Format: date-time */
            validoAte: string | null;
            /** @description Spec section 4's sales channels; TODOS for any. */
            canalVenda: string;
            /** @description The only payment method it is valid with; null for any. */
            idformapagamento: number | null;
            /** @description A referral coupon shared by another client. */
            indicacao: boolean;
        };
        CupomIndicacao: {
            /** @description The supplier shares referral coupons (tag uses-share-coupom). */
            ativo: boolean;
            /** @description The client's own referral coupon, to share with others (never valid for the client); null when none. */
            cupom: components["schemas"]["CupomDoCliente"] | null;
        };
        CupomValidado: {
            codigocupom: string;
            tipodesconto: components["schemas"]["TipoDesconto"];
            /** @description The product ids the discount applies to; empty when it applies to every line. */
            produtosComDesconto: number[];
            /** @description Lines priced by a commercial policy (wholesale or a progressive tier) are left out. */
            nao_usar_com_politica: boolean;
            /** @description The cart shows the discount on each line it applies to. */
            habilitar_visualizacao_desconto: boolean;
            /** @description Applied without being typed. */
            aplicacao_automatica: boolean;
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
        Dominio: {
            dominio: string | null;
            dominio_adicionais: string[];
        };
        DuplicidadePedido: {
            /** @description An identical order by this client was placed in the last 30 seconds. */
            duplicado: boolean;
            /** @description That order's number. */
            numpedido: number | null;
        };
        Endereco: {
            idendereco: number;
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The address's nickname ('Casa', 'Loja'). */
            apelido: string | null;
            /** @description The spec's other name of `apelido` (the same value). */
            descricao: string | null;
            /** @description 8 digits, stored without the hyphen (spec section 5). */
            cep: string;
            uf: string;
            /** @description Defaults to Brasil. */
            pais: string;
            cidade: string;
            bairro: string;
            rua: string;
            numero: string;
            complemento: string | null;
            /** @description A reference point. */
            referencia: string | null;
            /** @description The spec's other name of `referencia` (the same value). */
            pontoref: string | null;
            lat: number | null;
            lng: number | null;
            /** @description The address in one line: 'Rua X, 12 - Apto 3 - Bairro, Cidade - UF, 00000-000'. */
            textoendereco: string;
            /** @description The client's primary address at this supplier (at most one). */
            primario: boolean;
            /** @description The ERP's code of the address (written by an integration, never by the storefront). */
            cod_erp: string | null;
            /** @description Typed by the person rather than filled from the CEP lookup. */
            manualAddress: boolean;
            /** @description Who receives the delivery there (issue 34); null: the client. */
            destinatario: string | null;
            /** @description The phone at that address, digits only (10 or 11; issue 34). */
            telefone: string | null;
            /** @description Agreed to be contacted by WhatsApp at that phone (never assumed). */
            whatsapp: boolean;
        };
        /** @description The billing address (spec section 3): the fields of an address, with `pais` defaulting to Brasil. */
        EnderecoFaturamento: components["schemas"]["Endereco"];
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
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
        /** @description An error of the submit; `itensName` names the products at fault, `numpedido` the identical order. */
        ErroPedido: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description pedido.chave-ausente, pedido.carrinho-vazio, pedido.sem-permissao, pedido.sem-estoque, pedido.produto-indisponivel, pedido.quantidade-invalida, pedido.cupom-invalido, pedido.duplicado, pedido.chave-reutilizada, pedido.caracteristica-desconhecida, pedido.caracteristica-obrigatoria, pedido.caracteristica-invalida, or a code of the delivery and payment checks (entrega.*, pagamento.*, endereco.nao-encontrado). */
            codigo: string;
            /** @description The characteristic at fault (the pedido.caracteristica-* codes). */
            idcaracteristica?: number;
            itensName?: string[];
            numpedido?: number | null;
        };
        Fatura: {
            idtitulo: number;
            /** @description The title's number ('100007-1/3': order, instalment of instalments). */
            numero: string;
            /** @description The order it came from (null: registered by the supplier). */
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
            /** @description With completeInfo, an open title's boleto (its due date and value; null when the supplier has no bank configured). Absent without completeInfo and for a paid title. */
            boleto?: components["schemas"]["BoletoTitulo"] | null;
            /** @description With completeInfo, an overdue title's second copy; absent otherwise. */
            segunda_via?: components["schemas"]["SegundaVia"];
        };
        FaturasCliente: {
            /** @description The client's credit limit at the supplier (0: none). */
            limite_credito_total: number;
            /** @description The limit minus the open titles (never below 0). */
            limite_credito_disponivel: number;
            /** @description Open titles first by due date, then paid ones, the latest due first. */
            faturas: components["schemas"]["Fatura"][];
        };
        FormaPagamento: {
            idformapagto: number;
            /** @description pt-BR name ('Pix', 'Cartão de crédito'). */
            descricao: string;
            tipo: components["schemas"]["TipoFormaPagamento"];
            /** @description The most installments (`quantParcelas`) an order may choose. */
            quantParcelasMax: number;
            /** @description The smallest installment, in reais (0: no minimum). */
            parcelaMinima: number;
            /** @description The price variance of this method in percent (-3 is 3 % off, 2 is 2 % more), applied by the cart and the order to every price. Always 0 when the supplier lacks tag support-price-variance-by-payment. */
            ajustePercentual: number;
            /** @description An A_PRAZO method's terms (issue 28): the days from the order to each title's due date ([28], or [28, 56, 84] in three). The order makes one title per term. Absent for other kinds. */
            prazosDias?: number[];
            /** @description An A_PRAZO method only: the client's available credit at the supplier, in reais (the limit minus the open titles). An order whose total passes it is refused with 422 `pagamento.limite-excedido`; the checkout shows the method disabled with that reason (engine/rules/faturas.ts `checarLimite`, the same rule as the server's). */
            limiteCreditoDisponivel?: number;
        };
        /** @description The methods offered to the client, in the supplier's order (`ordem`). */
        FormasPagamento: components["schemas"]["FormaPagamento"][];
        Fornecedor: {
            idfornecedor: components["schemas"]["Uuid"];
            slug: string;
            idempresa: number;
            nome: string;
            tags: string[];
            segmentos: {
                idsegmento: number;
                nome: string;
            }[];
            modulos: string[];
            logo: string | null;
            meta_info: {
                descricao_endereco_loja?: string | null;
                latitude?: number | null;
                longitude?: number | null;
            };
            ordenacoes_produto: components["schemas"]["OrdenacaoProduto"][];
            config: {
                tema: components["schemas"]["Tema"];
                seo: components["schemas"]["Seo"];
                dominio: components["schemas"]["Dominio"];
                /** @description Spec section 2's free-shipping banner, as the supplier configures it: from a minimum order, in some states; `texto` is the banner's text. Null when the supplier offers none. */
                frete_gratis: null | components["schemas"]["FreteGratis"];
            };
        };
        FreteGratis: {
            minimo_centavos: number;
            ufs: string[];
            texto: string;
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
        /** @description A line as the browser sends it. Only `id`, `quantidade` and `embalarParaPresente` are read; the browser may send the whole product (as the spec's client does), but any price, attendant price or total it carries is ignored: the server recomputes them. */
        ItemCarrinhoEnviado: {
            /** @description The product id. */
            id: number;
            /** @description In the product's unit (0 removes the line). Corrected by the quantity rules (step, minimum, maximum per order, stock). */
            quantidade: number;
            /** @default false */
            embalarParaPresente: boolean;
            /** @description The promotional combo the line belongs to (spec section 3), as 'Adicionar combo' set it. Kept only for a combo the client may use that holds this product (otherwise the line is a normal one, with the notice `carrinho.combo-indisponivel`); the combo's price comes from the server, never from the browser. */
            idcombopromocional_cabecalho?: number | null;
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
        /** @description A line as the browser sends it. Only `id`, `quantidade` and `embalarParaPresente` are read; any price the browser sends is ignored: the server recomputes every line. */
        ItemPedidoEnviado: {
            /** @description The product id. */
            id: number;
            /** @description In the product's unit. */
            quantidade: number;
            /** @default false */
            embalarParaPresente: boolean;
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
        ListaCarrosseis: components["schemas"]["Carrossel"][];
        ListaCategorias: components["schemas"]["Categoria"][];
        ListaCuponsCliente: {
            /** @description The automatic coupons first, then by code. */
            cupons: components["schemas"]["CupomDoCliente"][];
        };
        ListaFornecedores: components["schemas"]["Fornecedor"][];
        ListaPedidos: {
            pedidos: components["schemas"]["PedidoResumo"][];
            total: number;
            temMais: boolean;
        };
        ListaProdutos: {
            produtos: components["schemas"]["Produto"][];
            /** @description Products matching, over all pages. Exact for the whole catalogue, a category and the offers. With a search (`sk`), `tagsPesquisa`, `agrupadores` or `produtoprincipal` the count stops once it passes 1,000 products, or passes the end of the requested page when that lies beyond (`(page - 1) * limit + limit`): the value is then that bound plus one (1,001 on the first pages), meaning more products match ('mais de 1.000 produtos'); there are more pages while `quantidadeProdutos` is above the products received so far. */
            quantidadeProdutos: number;
            /** @description True when the count stopped at its bound (more products match than `quantidadeProdutos` says: the grid reads 'mais de 1.000 produtos'); false when `quantidadeProdutos` is exact (e.g. 100,000 products of the whole catalogue read '100.000 produtos'). Absent from older answers: a client then reads a count above 1,000 as bounded. */
            quantidadeProdutosLimitada?: boolean;
            page: number;
            limit: number;
            listaTemPrecos: boolean;
            ordenacao: string;
        };
        /**
         * @description What the person typed: a CPF, a CNPJ (numeric or alphanumeric, e.g. `12.ABC.345/01DE-35`),
         *     an e-mail or a foreign document, formatted or not.
         */
        Login: string;
        LojaPedido: {
            idloja: number;
            nome: string;
            descricao_endereco_loja: string;
            lat: number | null;
            lng: number | null;
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
        OrdenacaoProduto: {
            idordenacao: string;
            descricao: string;
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
        PedidoRapido: {
            linhas: components["schemas"]["LinhaPedidoRapido"][];
            /** @description Lines that are not 'código quantidade'. */
            invalidas: {
                linha: number;
                texto: string;
                mensagem: string;
            }[];
        };
        PedidoRedefinirSenha: {
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The code of the link `/{slug}/redefinir-senha/{codigo}` (43 base64url characters). */
            codigo: string;
            /** @description The new password; the password policy applies (8 to 64 characters, not a common or breached one). */
            senha: string;
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
        /** @description The spec's order response (section 3) on success. */
        PedidoSubmetido: {
            numpedido: number;
            /** @enum {string} */
            status: "ENVIADO" | "ORCAMENTO_NOVO";
            /** @description The order's total in reais (items, gift wrap, discount, delivery fee). */
            totalpedido: number;
            /** @description The delivery fee in reais. */
            taxaentrega: number;
            dadospedido: {
                /** @description The coupon applied, if any. */
                cupom: string | null;
            };
            mensagemSucesso: string;
        };
        Permissao: {
            /**
             * @description `submissao_pedido`: the user may submit orders for the client (spec section 5).
             * @enum {string}
             */
            idPermissao: "submissao_pedido";
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
        ProdutoDetalhe: components["schemas"]["Produto"] & {
            descricao: string;
            categoria: {
                idcategoria: number;
                nome: string;
                slug: string;
            };
            similares: components["schemas"]["Produto"][];
        };
        /** @description The spec's order submit payload (section 3). The server recomputes everything: prices through the pricing core with the payment method's variance, quantity limits, stock, the coupon and the delivery fee. `caracteristicas` answers the supplier's client and order characteristics (GET /v4/caracteristica-cliente/todas/{id}, /v4/caracteristica-pedido/todas/{id}): an unknown id, a required one unanswered or a value off its options is 422 with a pt-BR message naming the field. Fields of the spec's payload not listed here (enderecofaturamento, representante, usuarioVinculado, idapikeys) are accepted and not read: the session says who places the order. */
        RequisicaoPedido: {
            /** @description The supplier (UUID or slug); must be the session's. */
            idfornecedor: string;
            itens: components["schemas"]["ItemPedidoEnviado"][];
            /** @description The customer's notes to the supplier. */
            anotacoes?: string;
            /** @description The customer's own order number. */
            numPedidoCliente?: string;
            /** @description The coupon code; null or absent for none (the automatic coupon still applies). */
            cupom?: string | null;
            tipoEntrega: components["schemas"]["TipoEntrega"];
            formaEntrega: {
                idformaentrega: number;
                /** @description 'AAAA-MM-DD', one of the option's scheduling dates; null when the option is not scheduled. */
                data_de_entrega?: string | null;
            };
            /** @description The delivery address (DELIVERY); one of the client's addresses at the supplier. */
            enderecoentrega?: {
                idendereco: number;
            } | null;
            /** @description The pickup store (RETIRADA). Only `idloja` is read; the store's name and address are the server's. */
            lojaRetira?: {
                idloja: number;
                nome?: string;
                descricao_endereco_loja?: string;
                coordenadas_loja?: components["schemas"]["Coordenadas"];
            } | null;
            idtipoassinatura?: number | null;
            formaPagamento: {
                idformapagto: number;
                quantParcelas: number;
                temForma?: boolean;
            };
            /** @description Ignored; the server decides the channel (WEB, or MANUAL when an attendant holds the cart). */
            canalVenda?: string;
            enderecofaturamento?: Record<string, never> | null;
            /** @description The answers to the supplier's characteristics (client and order); null or absent for none. */
            caracteristicas?: components["schemas"]["CaracteristicaRespondida"][] | null;
            representante?: Record<string, never> | null;
            usuarioVinculado?: Record<string, never> | null;
            idapikeys?: number | string | null;
        };
        RequisicaoPedidoRapido: {
            /** @description Pasted lines (or a spreadsheet's rows) of 'código quantidade': tab, ';', a CSV comma, spaces or ' x ' between them; decimal comma or point. */
            texto: string;
        };
        RequisicaoSalvarCarrinho: {
            cartItens: components["schemas"]["ItemCarrinhoEnviado"][];
            /** @description The cart's observations (kept as they are when absent). */
            observacao?: string;
            /** @description The customer's own order number (kept when absent). */
            numPedidoCliente?: string;
            /** @description The manual coupon the customer applied (spec section 3's `codigoCupom`); absent or null: none. Applied only when valid and not worse than the automatic coupon (spec section 4); otherwise the cart carries the automatic one and `cupom.erro` says why. */
            codigoCupom?: string | null;
        };
        RespostaRecuperarSenha: {
            /**
             * @description The masked e-mail the link was sent to (`m***@exemplo.com.br`). An e-mail login always
             *     answers its own address masked, whether or not it is a user of the supplier; an unknown
             *     document answers null (see the operation's description).
             */
            email: string | null;
        };
        RespostaRedefinirSenha: {
            /** @constant */
            ok: true;
            mensagem: string;
        };
        /**
         * @description Whether this login belongs to an account, which is what the login form needs to ask for the
         *     password or offer registration. Nothing else about the account is said.
         */
        RespostaUsuarioLogin: {
            existe: boolean;
            tipo: components["schemas"]["TipoLogin"];
            /** @description The login is well formed (check digits of a CPF or CNPJ, e-mail shape). */
            valido: boolean;
        };
        Rodape: {
            razao_social: string;
            cnpj: string;
            texto: string | null;
            contato: {
                telefone?: string | null;
                whatsapp?: string | null;
                email?: string | null;
                endereco?: string | null;
            };
            colunas: {
                titulo: string;
                links: {
                    label: string;
                    url: string;
                }[];
            }[];
            redes_sociais: {
                /** @enum {string} */
                rede: "instagram" | "facebook" | "linkedin" | "youtube" | "whatsapp";
                url: string;
            }[];
        };
        /** @description An overdue title's second copy, due today (Brasília), with the updated value: the original plus the supplier's fine (once) and interest over the days late, each rounded to the centavo. */
        SegundaVia: {
            vencimento: components["schemas"]["Data"];
            dias_atraso: number;
            valor_original: number;
            multa: number;
            juros: number;
            valor_atualizado: number;
            /** @description The second copy's boleto (null when the supplier has no bank configured). */
            boleto?: components["schemas"]["BoletoTitulo"] | null;
        };
        Seo: {
            title: string;
            subtitle: string | null;
            description: string | null;
            keywords: string | null;
            og_image: string | null;
        };
        /** @description A product's sector (its top-level category) and the category path down to its own category. */
        SetorProduto: {
            idproduto: number;
            setor: components["schemas"]["CategoriaResumo"];
            /** @description From the sector (first) to the product's own category (last). */
            categorias: components["schemas"]["CategoriaResumo"][];
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
        SugestoesPesquisa: {
            /** @description The first 10 products of the search, by relevance (as the list's `relevancia` ordering). */
            produtos: components["schemas"]["Produto"][];
            listaTemPrecos: boolean;
        };
        Tema: {
            cor_primaria: components["schemas"]["Cor"];
            cor_secundaria: components["schemas"]["Cor"];
            cor_auxiliar: components["schemas"]["Cor"];
            cor_texto: components["schemas"]["Cor"];
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
        /** @enum {string} */
        TipoEntrega: "DELIVERY" | "RETIRADA";
        /** @enum {string} */
        TipoFormaPagamento: "PIX" | "BOLETO" | "CARTAO_CREDITO" | "CARTAO_DEBITO" | "DINHEIRO" | "A_PRAZO";
        /**
         * @description How the typed login was read (engine/rules/login-id.ts, classifyLogin).
         * @enum {string}
         */
        TipoLogin: "cpf" | "cnpj" | "email" | "estrangeiro";
        Uuid: string;
        /** @description The spec's coupon validation response. An unknown, expired or otherwise unusable coupon is still a 200 with `valido: false` and a pt-BR `error`; with `codigocupomautomatico`, a coupon that gives less than the automatic one over the client's saved cart answers `valido: false` with the spec's message about the automatic coupon's superior benefit. */
        ValidacaoCupom: {
            valido: boolean;
            /** @description Why the coupon cannot be used (pt-BR); null when valid. */
            error: string | null;
            /** @description The coupon's value: the percentage when `tipodesconto` is '%' (7.5 = 7,5 %), reais when '$'. 0 when not valid. */
            percentualDesconto: number;
            cupom: components["schemas"]["CupomValidado"] | null;
        };
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
        idfornecedor: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFornecedores: {
        parameters: {
            query?: {
                idfornecedor?: string;
                dominio?: string;
                idempresa?: number;
                lat?: number;
                lng?: number;
                tipoEntrega?: components["schemas"]["TipoEntrega"];
                idendereco?: number;
                queryPoligonoDeColeta?: boolean;
                /** @description A city (with `uf`) for the entry by city or neighbourhood only. */
                cidade?: string;
                uf?: string;
            };
            header?: never;
            path: {
                /** @description The session token, or `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                auth: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching suppliers (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaFornecedores"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getAreaAtendimento: {
        parameters: {
            query: {
                idfornecedor: components["schemas"]["Uuid"];
                tipoEntrega?: components["schemas"]["TipoEntrega"];
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
            /** @description The service area. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaAtendimento"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getConfiguracaoFornecedor: {
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
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracaoFornecedor"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getTemaFornecedor: {
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
            /** @description The colours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tema"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getRodapeFornecedor: {
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
            /** @description The footer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rodape"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCategorias: {
        parameters: {
            query?: {
                idsegmento?: number;
                device?: "desktop" | "mobile";
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
            /** @description Root categories with their subcategories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCategorias"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getListaProdutos: {
        parameters: {
            query?: {
                /** @description Supplier filter; when given it must be the path's supplier. */
                fornec?: components["schemas"]["Uuid"];
                /** @description Category id; a parent category includes its subcategories; an OFERTAS category lists the products on offer. */
                categ?: number;
                /** @description Search text ('&' is removed). Accents and case are ignored, the beginning of a word matches ('caf' finds 'Café') and one typo is forgiven ('acuar' finds 'Açúcar'); with the 'relevancia' ordering, products whose name has the words come first, then the other matches, each group in the supplier's order. A search counts at most 1,001 matches (quantidadeProdutos above 1,000 means 'more than 1,000'). */
                sk?: string;
                page?: number;
                formapagamento?: number;
                /** @description One of the supplier's `ordenacoes_produto[].idordenacao`. */
                ordenacao?: string;
                canalVenda?: components["schemas"]["CanalVenda"];
                tipoentrega?: components["schemas"]["TipoEntrega"];
                /** @description Search tags joined by commas; a product must carry all of them. */
                tagsPesquisa?: string;
                /** @description Filter groups joined by commas (e.g. `marca:Tio Aurélio`); a product must carry all of them. */
                agrupadores?: string;
                ignorepolicy?: boolean;
                limit?: number;
                /** @description Lists the additional products of this main product. */
                produtoprincipal?: number;
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
            /** @description The page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaProdutos"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    pesquisarSugestoes: {
        parameters: {
            query: {
                idfornecedor: components["schemas"]["Uuid"];
                /** @description The text typed so far ('&' is removed, as the list's `sk`). */
                query: string;
                idcliente?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SugestoesPesquisa"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getProdutosPorTags: {
        parameters: {
            query: {
                /** @description Search tags joined by commas (at least one); a product must carry all of them. */
                tagsPesquisa: string;
                idcadastroextraproduto?: number;
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
            /** @description The page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaProdutos"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    obterSetorProduto: {
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
            /** @description The product's sector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetorProduto"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getProduto: {
        parameters: {
            query?: {
                idformapagamento?: number;
                disableSimilares?: boolean;
                canalVenda?: components["schemas"]["CanalVenda"];
                tipoEntrega?: components["schemas"]["TipoEntrega"];
                quantidade?: number;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idfornecedor: components["parameters"]["idfornecedor"];
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProdutoDetalhe"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCarrosseis: {
        parameters: {
            query?: {
                /** @description HOME or a static page slug. */
                page?: string;
                device?: "desktop" | "mobile";
                idformapagamento?: number;
                tipoentrega?: components["schemas"]["TipoEntrega"];
                idcadastroextraproduto?: number;
                loadProdutos?: boolean;
                idcarrossel?: number;
                idstaticpage?: number;
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
            /** @description The carousels in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCarrosseis"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getConfiguracoesCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracoesCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    getUsuarioPorLogin: {
        parameters: {
            query?: {
                /** @description A random value the storefront adds so that no cache answers (ignored). */
                auth?: string;
                usesForeignDoc?: boolean;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                login: components["schemas"]["Login"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the login exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaUsuarioLogin"];
                };
            };
            400: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    getCarrinho: {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The payment method chosen (getFormasPagamento): when the supplier has tag support-price-variance-by-payment, its variance applies to every price but an attendant's (and so to the coupon and the total); a method not offered to the client is ignored. */
                idformapagamento?: number;
                /** @description On a save, the subscription type the cart becomes (0: a one-off order; absent: unchanged); an id the supplier does not have falls back to its first type (spec section 5). */
                idtipoassinatura?: number;
                canalVenda?: string;
                tipoentrega?: components["schemas"]["TipoEntrega"];
                modoRepeticaoPedido?: boolean;
                cupomAplicacaoAutomatica?: boolean;
                /** @description Not in the spec's query: the manual coupon the browser applied, so that a reload of the cart (GET) keeps it in the total when it is still valid and not worse than the automatic one (else `cupom.erro` says why). On a save the body's `codigoCupom` wins. */
                codigoCupom?: string;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The client whose cart it is (the spec's `usuario/{id}`); must be the client of `{authCliente}`. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart (empty when nothing was saved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Carrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    salvarCarrinho: {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The payment method chosen (getFormasPagamento): when the supplier has tag support-price-variance-by-payment, its variance applies to every price but an attendant's (and so to the coupon and the total); a method not offered to the client is ignored. */
                idformapagamento?: number;
                /** @description On a save, the subscription type the cart becomes (0: a one-off order; absent: unchanged); an id the supplier does not have falls back to its first type (spec section 5). */
                idtipoassinatura?: number;
                canalVenda?: string;
                tipoentrega?: components["schemas"]["TipoEntrega"];
                modoRepeticaoPedido?: boolean;
                cupomAplicacaoAutomatica?: boolean;
                /** @description Not in the spec's query: the manual coupon the browser applied, so that a reload of the cart (GET) keeps it in the total when it is still valid and not worse than the automatic one (else `cupom.erro` says why). On a save the body's `codigoCupom` wins. */
                codigoCupom?: string;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The client whose cart it is (the spec's `usuario/{id}`); must be the client of `{authCliente}`. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoSalvarCarrinho"];
            };
        };
        responses: {
            /** @description The cart as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Carrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            422: components["responses"]["Erro"];
            423: components["responses"]["Erro"];
        };
    };
    desbloquearCarrinho: {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The client whose cart it is; must be the client of `{authCliente}`. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart, released. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Carrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCarrinhoAtendimento: {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the attendant's. */
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Carrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    definirPrecoAtendente: {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idcliente: number;
                idproduto: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Reais; null removes the attendant's price. */
                    precoatendente: number | null;
                };
            };
        };
        responses: {
            /** @description The client's cart after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Carrinho"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    pedidoRapido: {
        parameters: {
            query: {
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoPedidoRapido"];
            };
        };
        responses: {
            /** @description The lines, checked. */
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
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    recuperarSenha: {
        parameters: {
            query: {
                idfornecedor: components["schemas"]["Uuid"];
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was taken; the masked e-mail, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaRecuperarSenha"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    redefinirSenha: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PedidoRedefinirSenha"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaRedefinirSenha"];
                };
            };
            400: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    validarCupom: {
        parameters: {
            query?: {
                /** @description The caller's sales channel (the storefront sends WEB). */
                canalVenda?: string;
                /** @description The payment method chosen; a coupon restricted to another is not valid. */
                idformapagamento?: number;
                /** @description The automatic coupon the cart carries, if any. */
                codigocupomautomatico?: string;
            };
            header?: never;
            path: {
                /** @description The supplier (the spec's `{f}`; UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description The client (the spec's `{c}`, `{idcliente}`, `{id}`); must be the session's client. */
                idcliente: number;
                /** @description The code typed (the spec's `{code}`). */
                codigocupom: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the coupon is valid, its value and its terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidacaoCupom"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCupomIndicacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client (the spec's `{c}`, `{idcliente}`, `{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referral coupon, or null; `ativo` false when the supplier does not share referral coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CupomIndicacao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getCuponsCliente: {
        parameters: {
            query?: {
                onlyLast?: boolean;
                available?: boolean;
                /** @description The payment method chosen; a coupon restricted to another is not valid. */
                idformapagamento?: number;
            };
            header?: never;
            path: {
                /** @description The client (the spec's `{c}`, `{idcliente}`, `{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaCuponsCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getEnderecoFaturamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnderecoFaturamento"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    submeterPedido: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required: a key the browser makes once per order attempt (8 to 100 of A-Z, a-z, 0-9, '_', '-'); missing or malformed: 400 `pedido.chave-ausente`. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The client placing the order (the spec's `usuario/{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoPedido"];
            };
        };
        responses: {
            /** @description The order placed (or, for a repeated key, the first response again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PedidoSubmetido"];
                };
            };
            /** @description No key (`pedido.chave-ausente`), an empty cart (`pedido.carrinho-vazio`: 'O carrinho está vazio. Experimente adicionar alguns produtos'), or a bad body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroPedido"];
                };
            };
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            /** @description Out of stock (`pedido.sem-estoque`, `itensName`), an identical order a few seconds ago (`pedido.duplicado`, 'Um pedido idêntico foi feito há poucos segundos.', `numpedido`), or the key reused with another body (`pedido.chave-reutilizada`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroPedido"];
                };
            };
            /** @description A product that cannot be ordered (`pedido.produto-indisponivel`, `itensName`), a quantity off its step, minimum or maximum per order (`pedido.quantidade-invalida`, `itensName`), a coupon asked for and refused (`pedido.cupom-invalido`, the coupon's reason), or the delivery and payment checks (`entrega.forma-invalida`, `entrega.data-invalida`, `entrega.endereco-obrigatorio`, `entrega.loja-obrigatoria`, `pagamento.forma-invalida`, `pagamento.parcelas-invalidas`), or an answer to the supplier's characteristics refused (`pedido.caracteristica-desconhecida`, `pedido.caracteristica-obrigatoria` "Responda '{nome}' para enviar o pedido.", `pedido.caracteristica-invalida`; `idcaracteristica` names the field), or a line or total over the supplier's ceiling (`pedido.quantidade-acima-do-limite` naming the product and with `id`, `pedido.total-acima-do-limite`; defaults 100,000 units a line, R$ 10.000.000,00 an order). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroPedido"];
                };
            };
            /** @description Overloaded (`servidor.ocupado`) or out of time (`servidor.tempo-esgotado`): the order may still be placed. Send the same body with the same `Idempotency-Key` again after `Retry-After` seconds; it answers the order if it was committed, or places it once. */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the same call again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Erro"];
                };
            };
        };
    };
    verificarDuplicidadePedido: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The client placing the order (the spec's `usuario/{id}`); must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoPedido"];
            };
        };
        responses: {
            /** @description Whether there is such an order, and its number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicidadePedido"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getPedido: {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
            };
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
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
                    "application/json": components["schemas"]["Pedido"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarPedidos: {
        parameters: {
            query: {
                /** @description The supplier (UUID or slug); must be the session's. */
                idfornecedor: string;
                /** @description Only the orders this linked user placed. */
                idusuariovinculado?: number;
                /** @description The spec's flag that the caller is the account's principal user; the server checks it against the session. */
                clientevinculadoprincipal?: boolean;
                ordenacao?: "recentes" | "antigos" | "maior-valor";
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The client; must be the session's client. */
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders, the total and whether there are more. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaPedidos"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getFormasPagamento: {
        parameters: {
            query: {
                /** @description The client paying; must be the session's client. */
                idcliente: number;
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
            /** @description The methods offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormasPagamento"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getFaturasCliente: {
        parameters: {
            query?: {
                /** @description Include each open title's boleto and each overdue title's second copy. */
                completeInfo?: boolean;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                idfornecedor: components["parameters"]["idfornecedor"];
                idcliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit limit and the titles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaturasCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
}
