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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @default WEB
         * @enum {string}
         */
        CanalVenda: "WEB" | "MANUAL" | "TODOS";
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
                rodape: components["schemas"]["Rodape"];
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
        Cor: string;
        Dominio: {
            dominio: string | null;
            dominio_adicionais: string[];
        };
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
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
            };
        };
        ListaCarrosseis: components["schemas"]["Carrossel"][];
        ListaCategorias: components["schemas"]["Categoria"][];
        ListaFornecedores: components["schemas"]["Fornecedor"][];
        ListaProdutos: {
            produtos: components["schemas"]["Produto"][];
            /** @description Products matching, over all pages. Exact for the whole catalogue, a category and the offers. With a search (`sk`), `tagsPesquisa`, `agrupadores` or `produtoprincipal` the count stops once it passes 1,000 products, or passes the end of the requested page when that lies beyond (`(page - 1) * limit + limit`): the value is then that bound plus one (1,001 on the first pages), meaning more products match ('mais de 1.000 produtos'); there are more pages while `quantidadeProdutos` is above the products received so far. */
            quantidadeProdutos: number;
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
        OrdenacaoProduto: {
            idordenacao: string;
            descricao: string;
        };
        PedidoRedefinirSenha: {
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The code of the link `/{slug}/redefinir-senha/{codigo}` (43 base64url characters). */
            codigo: string;
            /** @description The new password; the password policy applies (8 to 64 characters, not a common or breached one). */
            senha: string;
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
        Seo: {
            title: string;
            subtitle: string | null;
            description: string | null;
            keywords: string | null;
            og_image: string | null;
        };
        Subitem: {
            id: number;
            nome: string;
            preco: number | null;
            quantidade_itens: number;
            labelunidademultiplo: string;
        };
        Tema: {
            cor_primaria: components["schemas"]["Cor"];
            cor_secundaria: components["schemas"]["Cor"];
            cor_auxiliar: components["schemas"]["Cor"];
            cor_texto: components["schemas"]["Cor"];
        };
        /** @enum {string} */
        TipoEntrega: "DELIVERY" | "RETIRADA";
        /**
         * @description How the typed login was read (engine/rules/documento.ts, classifyLogin).
         * @enum {string}
         */
        TipoLogin: "cpf" | "cnpj" | "email" | "estrangeiro";
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
                /** @description Search text ('&' is removed). Accents are ignored. */
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
}
