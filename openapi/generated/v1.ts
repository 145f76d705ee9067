/**
 * GENERATED FILE — do not edit. Generated from openapi/v1/ (bundled with the shared
 * openapi/components/) by `npm run api:types` (openapi-typescript). Edit the YAML documents and
 * run `npm run api:types` again; `npm run api:check` fails in CI when this file is stale.
 */

export interface paths {
    "/v1/app/{auth}/usuario/jwttoken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fresh jwttoken for the session (not in the spec)
         * @description The login answers a `jwttoken` valid for 15 minutes; a storefront page loaded later gets a
         *     fresh one for its v4 calls (terms of use) with the session token. 401 'Sessão expirada,
         *     efetue login novamente' when `{auth}` is not a live session.
         */
        get: operations["renovarJwt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/v1/app/{auth}/usuario/autenticar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in a customer or linked user (a representative with loginAsRepresentante)
         * @description `cpf` is the login as typed: CPF, CNPJ (numeric or alphanumeric), e-mail or foreign
         *     document, formatted or not. On success a new session is created at `idfornecedor`; its
         *     `token` is the `{auth}` of the following calls. Failures: 401 'Usuário inexistente ou
         *     credenciais inválidas' (unknown login or wrong password alike); 403 'Seu cadastro já foi
         *     confirmado e aguarda aprovação' (not approved at a supplier with tag support-budget or
         *     block-not-approved-user); 429 after 5 failures per login and IP, or 20 per IP, in 15 minutes.
         */
        post: operations["autenticar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/usuario/autenticar/representante": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in a representative (sales consultant) of the supplier
         * @description As `autenticar`, for representatives only: `access.total_clientes` counts the clients
         *     they serve at this supplier (listed by GET /v1/app/{auth}{split}{id}/cliente); they act
         *     for one with `{token}~{idcliente}`. A representative of another supplier is refused (401).
         */
        post: operations["autenticarRepresentante"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/equipe/autenticar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff login (not in the spec): attendant or supplier admin of this supplier
         * @description The reference server's own call for the supplier's staff: an attendant (`atendente`) or a
         *     supplier admin (`admin_fornecedor`) of `idfornecedor` logs in with e-mail and password.
         *     Same answer as `autenticar` (`access.papel` says the role); the same rate limits.
         */
        post: operations["autenticarEquipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in user's data and its client's phone and company data (issue 34, 'Minha conta')
         * @description For a live session acting for the client of the path (`{token}~{idcliente}`): 401 without
         *     one (or for `{auth}{split}0`), 403 for another session's client. A representative or a
         *     linked user sees the client's data; only its principal user may change them
         *     (`pode_alterar_empresa`, with POST on this path).
         */
        get: operations["getDadosUsuario"];
        put?: never;
        /**
         * Register a customer (no session) or update the logged-in user (nome, e-mail, password)
         * @description Registration (`{auth}{split}0`): full name of at least two words, a valid CPF or CNPJ (or a
         *     foreign document with usesForeignDoc), an e-mail, a password (8 to 64 characters, not a
         *     common password) typed twice, and the supplier's terms accepted. The new customer is
         *     approved and logged in at once (`autenticacao`), or awaits approval when the supplier
         *     approves registrations (`message_after_create`). Update (`{token}~{idcliente}` of a live
         *     session): nome, and e-mail or password with `senhaAtual`. Field errors: 422 with `campos`.
         *     Rate-limited per IP (429).
         */
        post: operations["salvarUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clients a representative (or linked user) may act for, with search and paging
         * @description For a representative: the clients they serve at the session's supplier; for a linked user
         *     or customer: their linked clients. `busca` matches name, e-mail or document; `email` and
         *     `idcadastroextracliente` narrow to one. Needs a live session (401) of a role that serves
         *     clients (403).
         */
        get: operations["getClientes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/sessao/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A login-token URL that logs this session's user in on the supplier's own domain (not in the spec)
         * @description Spec section 4, "Supplier resolution at start", steps 5 and 6: a logged-in user whose
         *     supplier has its own domain is handed over to it with
         *     `/{slug}/login-token/{authToken}/{userEmail}`. This call makes that URL for the session of
         *     `{auth}`: `{authToken}` is a single-use code valid for 60 seconds (the server keeps only its
         *     SHA-256), `{userEmail}` the user's e-mail. Opening the URL on the supplier's domain sets the
         *     session cookie for that host and redirects to `destino` without the code, so the URL opens
         *     nothing a second time. The storefront's server makes the same redirect by itself when a
         *     logged-in user opens the shop on another host. Needs a live session (401); a supplier
         *     without a domain of its own answers 409.
         */
        post: operations["criarHandover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/usuario/dados-receita/{doc}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's name of a CNPJ, for the registration (spec dados-receita)
         * @description Issue 34: fills the registration's razão social and nome fantasia from the CNPJ, through
         *     the CNPJ provider of the setting RECEITA_CNPJ_URL (none by default: 503
         *     `receita.indisponivel` and no call leaves the server). An anonymous token (`{token}~0`)
         *     asks at the registration; a session of another supplier is refused (403). 422
         *     `receita.cnpj-invalido` for a document that is not a valid CNPJ, 404 `receita.nao-encontrado`
         *     for a CNPJ the provider does not know. Rate-limited per IP (429).
         */
        get: operations["dadosReceita"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/usuario/{id}/clientes-vinculados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the client the session acts for (a linked user's linked client, or a representative's client)
         * @description Spec section 7, "Representatives and linked users" (screens 'Choose linked client' and
         *     'Choose client (representative)'). `{id}` is the session's user (`idusuario`, else 403).
         *     The body names the client by `idcliente` or by its registration at the session's supplier
         *     (`idcadastroextracliente`). A linked user may choose one of their linked clients; a
         *     representative one of the clients they serve at their supplier; anyone else, or any other
         *     client, is refused (403 'Acesso negado: este cliente não pertence à sua sessão.'). The
         *     session keeps its token and records the client it now acts for (and the user acting, so
         *     orders can record the representative or linked user); the answer is the login answer of
         *     the same session (a new `jwttoken`).
         */
        post: operations["clientesVinculados"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/usuario/{idusuario}/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The users linked with the logged-in principal's client account
         * @description `{id}` is the session's user (`idusuario` of the login answer; another id: 403). Answers the
         *     users of the client account `idcadastroextracliente` (default: the session's client at the
         *     session's supplier). Only the client's principal user may call it (403 for anyone else).
         */
        post: operations["postUsuariosDoUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/usuario/{idfornecedor}/{idcadastroextracliente}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The users of a client account (principal user only)
         * @description Authenticated by `Authorization: Bearer <token or jwttoken>` or the session cookie (see
         *     the top of this document). The session must be of `idfornecedor` and act for the client of
         *     `idcadastroextracliente`, and its user must be that client's principal user: 403 otherwise;
         *     an unknown account of this supplier: 404. With `gerar_token_jwt=true` the answer also
         *     carries a fresh `jwttoken`.
         */
        get: operations["getUsuariosVinculados"];
        put?: never;
        /**
         * Add a linked user by e-mail (creates or links the user, and e-mails an invitation)
         * @description Principal user only (as above). An unknown e-mail creates a linked user with no usable
         *     password and e-mails them (in the supplier's colours) a single-use link to set one
         *     (`/{slug}/redefinir-senha/{codigo}`, valid 15 minutes; later 'Esqueci minha senha' sends a
         *     new one). A customer or linked user already known is linked and told by e-mail. A staff
         *     e-mail, or a user already linked with this client: 409. A new linked user may not submit
         *     orders until the principal grants `submissao_pedido`.
         */
        post: operations["vincularUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/usuario/{idfornecedor}/{idcadastroextracliente}/{idusuario}": {
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
         * Remove a user from a client account (unlink; the person's other links stay)
         * @description Principal user only (as above). Deletes the link of `idusuario` with the account's client
         *     and its permissions there, and ends that user's sessions acting for this client. A linked
         *     user left with no client at all is deleted. The principal user cannot be removed (409); a
         *     user not linked with this client: 404.
         */
        delete: operations["desvincularUsuario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/usuario/{idusuario}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a linked user's permissions for a client account
         * @description Authenticated as above, by the principal user of the client of
         *     `dadosUsuario.idcadastroextracliente`. `dadosUsuario.permissoes` replaces the permissions
         *     of user `{id}` there (today `submissao_pedido`). The principal's own permissions cannot
         *     change (409); a user not linked with the client: 404.
         */
        put: operations["atualizarUsuarioVinculado"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/usuario-cliente/{idCadastroExtraCliente}/{idUsuario}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's permissions for a client account
         * @description Authenticated as above. The user themself (acting for that client) or the client's
         *     principal user may ask; anyone else 403. The principal user holds every permission.
         */
        get: operations["getUsuarioCliente"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/enderecos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
            };
            cookie?: never;
        };
        /** The client's addresses at the session's supplier (getEnderecos) */
        get: operations["listarEnderecos"];
        put?: never;
        /**
         * Creates an address (cadastrarEndereco); answers it with its idendereco
         * @description Every field is validated (a pt-BR message names the first bad one: 400 `endereco.invalido`);
         *     the CEP is stored without the hyphen and `pais` defaults to Brasil. The client's first
         *     address becomes its primary one; `primario: true` makes this one the primary (the previous
         *     one stops being it, in the same transaction). At most 30 addresses per client (409).
         */
        post: operations["criarEndereco"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/enderecosput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates an address (atualizarEndereco); also how an address becomes the primary one
         * @description The body carries `idendereco` and every field (validated as on creation). An update the
         *     server refuses answers 400 with its pt-BR message (spec section 4: 'An update whose
         *     response carries code 400 is treated as an error'). An address that is not the client's: 404.
         */
        post: operations["atualizarEndereco"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/cliente/enderecos/{idendereco}/excluir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes an address (excluirEndereco)
         * @description When the primary address is deleted, the oldest remaining one becomes the primary. Not the client's: 404.
         */
        post: operations["excluirEndereco"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{authCliente}/cep/{cep}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Looks a CEP up with the CEP provider (not in the spec)
         * @description The storefront's address form asks the server, never the provider itself. The provider is
         *     ViaCEP's API by default (`{CEP_PROVIDER_URL}/ws/{cep}/json/`), behind an interface, with a
         *     short timeout (`CEP_TIMEOUT_MS`). A CEP the provider does not know: 404 `cep.nao-encontrado`.
         *     The provider unreachable, failing or answering something else: 502 `cep.indisponivel`; too
         *     slow: 504 `cep.tempo-esgotado`; in both cases the address can still be typed by hand.
         *     Needs a logged-in client (the lookup is for its address form).
         */
        get: operations["consultarCep"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/pedido/{numpedido}/avaliar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The order (the spec's `{n}`); must be the session client's. */
                numpedido: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rates a delivered order (1 to 5, with an optional comment)
         * @description Needs a live session (401); another client's order answers 404 `pedido.nao-encontrado`. Only an order with status ENTREGUE can be rated (409 `pedido.avaliacao-indisponivel`); a new rating replaces the previous one.
         */
        post: operations["avaliarPedido"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/app/{auth}/listaprodutosf/{idfornecedor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the supplier's products, the v1 form of the list (spec section 7)
         * @description Spec section 7 (Catalogue) lists `GET /v1/app/{auth}/listaprodutosf/{...}` without its
         *     segments or parameters. The reference server answers it as the version 1 form of the
         *     product list, `/v1/app/{auth}/listaprodutosf/{idfornecedor}`: the same rules and the same
         *     answer as `GET /v2/app/{auth}/listaprodutos/{idfornecedor}` (category, search text, search
         *     tags, filter groups, ordering, paging, prices hidden from visitors where the supplier
         *     hides them), for the clients that still call the v1 path.
         */
        get: operations["getListaProdutosF"];
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
        Acesso: {
            papel: components["schemas"]["Papel"];
            idfornecedor: components["schemas"]["Uuid"];
            /** @description false while the client awaits approval at a supplier with tag restrict-not-approved-user-submission. */
            pode_submeter_pedido: boolean;
            /** @description A representative's clients at this supplier (list them with GET /v1/app/{auth}{split}{id}/cliente). */
            total_clientes?: number;
        };
        Avaliacao: {
            avaliacao: number;
            comentarioAvaliacao: string | null;
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
        /** @description What the CEP provider knows of a CEP; a field it does not know is an empty string. */
        ConsultaCep: {
            cep: string;
            rua: string;
            bairro: string;
            cidade: string;
            uf: string;
            complemento: string;
        };
        DadosReceita: {
            /** @description 14 digits or letters, no mask. */
            cnpj: string;
            razao_social: string;
            nome_fantasia: string | null;
            uf: string | null;
            /** @description The registration's status at the Receita ('ATIVA', ...). */
            situacao: string | null;
        };
        /** @description The logged-in user's data and its client's (issue 34), as 'Minha conta' shows them. */
        DadosUsuario: {
            /** @description The user's name. */
            nome: string;
            /** @description The user's e-mail. */
            email: string | null;
            /** @description The client's document, formatted (CPF, CNPJ or foreign). */
            cpf: string;
            /** @enum {string} */
            tipo_documento: "CPF" | "CNPJ" | "ESTRANGEIRO";
            /** @description The client's phone, digits only (10 or 11). */
            telefone: string | null;
            /** @description The WhatsApp opt-in for that phone. */
            whatsapp: boolean;
            /** @description For a CNPJ. */
            razao_social: string | null;
            /** @description For a CNPJ. */
            nome_fantasia: string | null;
            /** @description For a CNPJ: digits (or letters), or 'ISENTO'. */
            inscricao_estadual: string | null;
            uf_inscricao_estadual: string | null;
            /** @description The caller is the client's principal user, who may change the phone and the company data. */
            pode_alterar_empresa: boolean;
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
        Erro: {
            /** @description Text for a person, in pt-BR. */
            mensagem: string;
            /** @description Machine-readable code. */
            codigo: string;
        };
        ErroValidacaoUsuario: {
            mensagem: string;
            codigo: string;
            campos: components["schemas"]["ErrosCampos"];
        };
        /** @description pt-BR message per refused field (nome, cpf, email, senha, senhac, termosuso, senhaAtual, telefone, razao_social, nome_fantasia, inscricao_estadual, uf_inscricao_estadual). */
        ErrosCampos: {
            [key: string]: string;
        };
        ListaClientes: {
            clientes: components["schemas"]["ClienteRepresentado"][];
            total: number;
            limit: number;
            offset: number;
        };
        ListaEnderecos: {
            idcliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            /** @description The primary address first, then the others from the oldest. */
            enderecos: components["schemas"]["Endereco"][];
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
        ListaUsuariosVinculados: {
            idcliente: number;
            idcadastroextracliente: number;
            idfornecedor: components["schemas"]["Uuid"];
            nome_cliente: string;
            /** @description The principal user first, then by name. */
            usuarios: components["schemas"]["UsuarioDoCliente"][];
            /** @description A fresh 15-minute JWT of the caller's session (only with `gerar_token_jwt=true`). */
            jwttoken?: string;
        };
        /**
         * @description What the person typed: a CPF, a CNPJ (numeric or alphanumeric, e.g. `12.ABC.345/01DE-35`),
         *     an e-mail or a foreign document, formatted or not.
         */
        Login: string;
        /**
         * @description The role of the logged-in person (checked on the server for every call).
         * @enum {string}
         */
        Papel: "cliente" | "representante" | "usuario_vinculado" | "atendente" | "admin_fornecedor";
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
        RequisicaoAtualizarEndereco: {
            idendereco: number;
            cep: string;
            uf: string;
            pais?: string | null;
            cidade: string;
            bairro: string;
            rua: string;
            numero: string;
            complemento?: string | null;
            apelido?: string | null;
            descricao?: string | null;
            referencia?: string | null;
            pontoref?: string | null;
            lat?: number | null;
            lng?: number | null;
            /** @description true: this becomes the primary address; false is ignored (another address must be made primary instead). */
            primario?: boolean;
            manualAddress?: boolean;
            /** @description Who receives there (at most 80 characters). */
            destinatario?: string | null;
            /** @description The phone at that address with DDD, formatted or not ('(11) 91234-5678'); stored as digits. */
            telefone?: string | null;
            /** @description The WhatsApp opt-in for that phone (needs `telefone`). */
            whatsapp?: boolean;
        };
        RequisicaoAtualizarUsuarioVinculado: {
            dadosUsuario: {
                idcadastroextracliente: number;
                /** @description The permissions the user holds for that client from now on (replaces the previous set). */
                permissoes: components["schemas"]["Permissao"][];
            };
        };
        RequisicaoAutenticar: {
            cpf: components["schemas"]["Login"];
            senha: string;
            idfornecedor: components["schemas"]["Uuid"];
            /** @description For a linked user or representative, the client to act for (one of theirs). */
            idcliente?: number | null;
            idcadastroextracliente?: number | null;
            /** @default false */
            loginAsRepresentante: boolean;
            /** @default false */
            usesForeignDoc: boolean;
            /** @description The token the visitor browsed with before logging in (ignored by the reference server). */
            tokenOrigin?: string | null;
            idUsuarioLogado?: number | null;
        };
        RequisicaoAvaliacao: {
            nota: number;
            comentario?: string;
        };
        /** @description The client to act for, by id or by its registration at the session's supplier (one of the two). */
        RequisicaoClienteVinculado: {
            idcliente?: number;
            idcadastroextracliente?: number;
        };
        RequisicaoEndereco: {
            /** @description With or without the hyphen ('13015-002' or '13015002'); stored as 8 digits. */
            cep: string;
            uf: string;
            pais?: string | null;
            cidade: string;
            bairro: string;
            rua: string;
            numero: string;
            complemento?: string | null;
            apelido?: string | null;
            /** @description The spec's other name of `apelido`. */
            descricao?: string | null;
            referencia?: string | null;
            /** @description The spec's other name of `referencia`. */
            pontoref?: string | null;
            lat?: number | null;
            lng?: number | null;
            /** @description true: this becomes the primary address (the previous one stops being it). */
            primario?: boolean;
            manualAddress?: boolean;
            /** @description Who receives there (at most 80 characters). */
            destinatario?: string | null;
            /** @description The phone at that address with DDD, formatted or not ('(11) 91234-5678'); stored as digits. */
            telefone?: string | null;
            /** @description The WhatsApp opt-in for that phone (needs `telefone`). */
            whatsapp?: boolean;
        };
        RequisicaoHandover: {
            /** @description A path of the session's shop to open after the login (default: the shop's root). */
            destino?: string;
        };
        /**
         * @description Without a live session (`{auth}{split}0`): registration at `idfornecedor` (nome, cpf, email,
         *     senha, senhac and termosuso required). With a session of the client in the path: update of
         *     nome, email and senha (a new e-mail or password needs `senhaAtual`), and of the client's
         *     telefone, whatsapp and, for a CNPJ, razao_social, nome_fantasia, inscricao_estadual and
         *     uf_inscricao_estadual (issue 34; only by the client's principal user, 403 otherwise; a field
         *     left out keeps its value, an empty text clears it).
         */
        RequisicaoSalvarUsuario: {
            idfornecedor?: components["schemas"]["Uuid"];
            nome?: string;
            /** @description CPF or CNPJ (numeric or alphanumeric), formatted or not; a foreign document with usesForeignDoc. */
            cpf?: string;
            /** @default false */
            usesForeignDoc: boolean;
            email?: string;
            senha?: string;
            /** @description The password typed again. */
            senhac?: string;
            /** @description The current password (to change e-mail or password). */
            senhaAtual?: string;
            /** @description The supplier's terms of use were accepted. */
            termosuso?: boolean;
            /** @description Registration (issue 34): the phone with DDD, formatted or not (10 or 11 digits). */
            telefone?: string;
            /** @description The customer agreed to be contacted by WhatsApp at that phone (never assumed). */
            whatsapp?: boolean;
            /** @description For a CNPJ: the company's legal name (2 to 150 characters). */
            razao_social?: string;
            /** @description For a CNPJ: the company's trade name. */
            nome_fantasia?: string;
            /** @description For a CNPJ, the inscrição estadual (checked by the rule of `uf_inscricao_estadual`) or 'isento'. */
            inscricao_estadual?: string;
            /** @description The UF of the inscrição estadual. */
            uf_inscricao_estadual?: string;
        };
        RequisicaoUsuariosDoUsuario: {
            /** @description The client account; by default the session's client at the session's supplier. */
            idcadastroextracliente?: number;
        };
        RequisicaoVincularUsuario: {
            email: string;
            /** @description Name of a new user (default the e-mail's local part). */
            nome?: string;
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
        RespostaDesvincularUsuario: {
            /** @constant */
            ok: true;
            mensagem: string;
        };
        RespostaExcluirEndereco: {
            /** @constant */
            ok: true;
            mensagem: string;
            idendereco: number;
        };
        RespostaHandover: {
            /** @description `{protocol}://{supplier domain}[:{port}]/{slug}/login-token/{authToken}/{userEmail}`: open it once, within 60 seconds. */
            url: string;
            /** Format: date-time */
            expira_em: string;
        };
        RespostaJwt: {
            /** @description HS256, valid for 15 minutes; the v4 calls take it as `Authorization: Bearer …`. */
            jwttoken: string;
            /**
             * Format: date-time
             * @description When it expires (ISO 8601).
             */
            expira_em: string;
        };
        RespostaLogout: {
            /** @constant */
            ok: true;
        };
        RespostaSalvarUsuario: {
            /** @constant */
            ok: true;
            /** @description true for a registration, false for an update. */
            criado: boolean;
            cadastro_aprovado: boolean;
            /** @description 'Cadastro atualizado' after an update. */
            mensagem: string;
            /** @description After a registration awaiting approval, the text to show. */
            message_after_create: string | null;
            /** @description An approved registration logs in at once (auto-login); null otherwise. */
            autenticacao: components["schemas"]["RespostaAutenticar"] | null;
        };
        RespostaVincularUsuario: {
            /** @constant */
            ok: true;
            mensagem: string;
            /** @description A user was created (and invited to set a password). */
            novo_usuario: boolean;
            usuario: components["schemas"]["UsuarioDoCliente"];
        };
        Subitem: {
            id: number;
            nome: string;
            preco: number | null;
            quantidade_itens: number;
            labelunidademultiplo: string;
        };
        UsuarioCliente: {
            idusuario: number;
            idcliente: number;
            idcadastroextracliente: number;
            principal: boolean;
            permissoes: components["schemas"]["Permissao"][];
        };
        UsuarioDoCliente: {
            idusuario: number;
            nome: string;
            email: string | null;
            papel: components["schemas"]["Papel"];
            /** @description The client's principal user (manages the others; holds every permission). */
            principal: boolean;
            /** @description This is the caller. */
            usuario_logado: boolean;
            permissoes: components["schemas"]["Permissao"][];
        };
        UsuarioVinculado: {
            id_usuario: number;
            id_cadastro_extra_cliente: number | null;
            principal: boolean;
            idcliente: number;
            nome: string;
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
    renovarJwt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new jwttoken with the claims of the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaJwt"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
        };
    };
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
    autenticar: {
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
                "application/json": components["schemas"]["RequisicaoAutenticar"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaAutenticar"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    autenticarRepresentante: {
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
                "application/json": components["schemas"]["RequisicaoAutenticar"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaAutenticar"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    autenticarEquipe: {
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
                "application/json": components["schemas"]["RequisicaoAutenticar"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaAutenticar"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    getDadosUsuario: {
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
            /** @description The data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DadosUsuario"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    salvarUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoSalvarUsuario"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaSalvarUsuario"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            /** @description Fields refused, with a pt-BR message per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroValidacaoUsuario"];
                };
            };
            429: components["responses"]["Erro"];
        };
    };
    getClientes: {
        parameters: {
            query?: {
                busca?: string;
                email?: string;
                idcadastroextracliente?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
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
    criarHandover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RequisicaoHandover"];
            };
        };
        responses: {
            /** @description The handover URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaHandover"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    dadosReceita: {
        parameters: {
            query: {
                idfornecedor: components["schemas"]["Uuid"];
            };
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                /** @description The CNPJ (numeric or alphanumeric), formatted or not. */
                doc: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DadosReceita"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            422: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
            503: components["responses"]["Erro"];
        };
    };
    clientesVinculados: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The session's user (idusuario). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoClienteVinculado"];
            };
        };
        responses: {
            /** @description The session now acts for this client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaAutenticar"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
        };
    };
    postUsuariosDoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                idusuario: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RequisicaoUsuariosDoUsuario"];
            };
        };
        responses: {
            /** @description The client's users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaUsuariosVinculados"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    getUsuariosVinculados: {
        parameters: {
            query?: {
                gerar_token_jwt?: boolean;
            };
            header?: never;
            path: {
                /** @description The supplier of the session. */
                idfornecedor: components["schemas"]["Uuid"];
                /** @description The client account at the supplier (`idcadastroextracliente` of the login answer). */
                idcadastroextracliente: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaUsuariosVinculados"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    vincularUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier of the session. */
                idfornecedor: components["schemas"]["Uuid"];
                /** @description The client account at the supplier (`idcadastroextracliente` of the login answer). */
                idcadastroextracliente: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoVincularUsuario"];
            };
        };
        responses: {
            /** @description Linked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaVincularUsuario"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
            422: components["responses"]["Erro"];
            429: components["responses"]["Erro"];
        };
    };
    desvincularUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The supplier of the session. */
                idfornecedor: components["schemas"]["Uuid"];
                /** @description The client account at the supplier (`idcadastroextracliente` of the login answer). */
                idcadastroextracliente: number;
                idusuario: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaDesvincularUsuario"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    atualizarUsuarioVinculado: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idusuario: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoAtualizarUsuarioVinculado"];
            };
        };
        responses: {
            /** @description The user with the new permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDoCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    getUsuarioCliente: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idCadastroExtraCliente: number;
                idUsuario: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioCliente"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    listarEnderecos: {
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
            /** @description The addresses, the primary first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListaEnderecos"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    criarEndereco: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoEndereco"];
            };
        };
        responses: {
            /** @description The address created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Endereco"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    atualizarEndereco: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequisicaoAtualizarEndereco"];
            };
        };
        responses: {
            /** @description The address as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Endereco"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    excluirEndereco: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                idendereco: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RespostaExcluirEndereco"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
        };
    };
    consultarCep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The segment `{auth}{split}{id}`: token, `~`, client id (0 when anonymous). */
                authCliente: components["parameters"]["authCliente"];
                cep: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the provider knows of the CEP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultaCep"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            502: components["responses"]["Erro"];
            504: components["responses"]["Erro"];
        };
    };
    avaliarPedido: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session token; an anonymous visitor's is generated by the browser. */
                auth: components["parameters"]["auth"];
                /** @description The order (the spec's `{n}`); must be the session client's. */
                numpedido: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RequisicaoAvaliacao"];
            };
        };
        responses: {
            /** @description The rating as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Avaliacao"];
                };
            };
            400: components["responses"]["Erro"];
            401: components["responses"]["Erro"];
            403: components["responses"]["Erro"];
            404: components["responses"]["Erro"];
            409: components["responses"]["Erro"];
        };
    };
    getListaProdutosF: {
        parameters: {
            query?: {
                /** @description Category id; a parent category includes its subcategories; an OFERTAS category lists the products on offer. */
                categ?: number;
                /** @description Search text ('&' is removed), matched as in the v2 list. */
                sk?: string;
                page?: number;
                /** @description One of the supplier's `ordenacoes_produto[].idordenacao`. */
                ordenacao?: string;
                /** @description Search tags joined by commas; a product must carry all of them. */
                tagsPesquisa?: string;
                /** @description Filter groups joined by commas; a product must carry all of them. */
                agrupadores?: string;
                limit?: number;
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
}
