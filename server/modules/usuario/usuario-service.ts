/**
 * Accounts (spec sections 3–8, issue 9): the login lookup, login of customers, linked users,
 * representatives and staff, registration with approval per supplier, and the user's own update.
 *
 * Approval per supplier: a supplier that holds registrations for approval has one of the tags
 * support-budget, block-not-approved-user or restrict-not-approved-user-submission (ConstruForte:
 * block-not-approved-user); a new customer there awaits approval, elsewhere is approved and
 * logged in at once. Not approved at support-budget or block-not-approved-user: login refused
 * with 'Seu cadastro já foi confirmado e aguarda aprovação'; at restrict-not-approved-user-submission:
 * logged in with `access.pode_submeter_pedido` false.
 */
import {
  APPROVAL_TAGS,
  LOGIN_BLOCKING_TAGS,
  TAG_FOREIGN_DOCUMENT,
  TAG_RESTRICT_NOT_APPROVED_SUBMISSION,
} from '#engine/rules/tags';
import { isValidFullName } from '#engine/rules/names';
import {
  classifyLogin,
  formatDocumento,
  isValidEmail,
  normalizeEmail,
  normalizeForeignDocument,
  tipoDocumentoBrasileiro,
} from '#engine/rules/login-id';
import type { components as V1 } from '#openapi/generated/v1';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';
import type { Papel } from './tables';
import { HttpError, tooManyRequests, invalidRequest } from '../../shared/http-error';
import { assessPassword, hashPassword, verifyPassword, verifyDummyPassword } from '../../shared/password';
import type { AttemptCounter } from '../../shared/attempt-counter';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import { sessaoExpirada, type Chamador, type SessaoService } from '../sessao';
import { Dispositivos } from './dispositivo';
import type { DadosEmpresaCliente, UsuarioRepository, UsuarioRow, Vinculo } from './usuario-repository';
import { checkStateRegistration } from '#engine/rules/company-data';
import { MENSAGENS_TELEFONE, normalizePhone } from '#engine/rules/phone';

type RespostaAutenticar = V1['schemas']['RespostaAutenticar'];
type RequisicaoAutenticar = V1['schemas']['RequisicaoAutenticar'];
type RequisicaoSalvarUsuario = V1['schemas']['RequisicaoSalvarUsuario'];
type RespostaSalvarUsuario = V1['schemas']['RespostaSalvarUsuario'];
type DadosUsuario = V1['schemas']['DadosUsuario'];
type ListaClientes = V1['schemas']['ListaClientes'];
type RespostaUsuarioLogin = V2['schemas']['RespostaUsuarioLogin'];
type AcessoRepresentante = V4['schemas']['AcessoRepresentante'];

interface EstadoCliente {
  cadastroAprovado: boolean;
  idcadastroextracliente: number | null;
  cpf: string | null;
  /** The acting client's name (the header says for whom a representative or linked user acts). */
  nome: string | null;
}

const CLIENTE_NAO_ATENDIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
const SO_REPRESENTANTE = 'Acesso negado: apenas representantes listam os clientes que atendem.';
const REPRESENTANTE_OUTRO_FORNECEDOR = 'Acesso negado: você é representante de outro fornecedor.';

/** The link the request names (by client id, else by its registration at the supplier), if it is one of the user's. */
function vinculoPedido(vinculos: Vinculo[], idcliente: number | null, idcadastro: number | null): Vinculo | undefined {
  if (idcliente) return vinculos.find((v) => v.idcliente === idcliente);
  if (idcadastro) return vinculos.find((v) => v.idcadastroextracliente === idcadastro);
  return undefined;
}

export const MENSAGENS = {
  empresaSoPrincipal: 'Só o usuário principal do cliente pode alterar o telefone e os dados da empresa.',
  credenciais: 'Usuário inexistente ou credenciais inválidas',
  aguardaAprovacao: 'Seu cadastro já foi confirmado e aguarda aprovação',
  criadoAguardaAprovacao: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
  erroCadastro: 'Erro ao tentar cadastrar usuário',
  erroAtualizar: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  atualizado: 'Cadastro atualizado',
  cadastroCriado: 'Cadastro criado com sucesso',
  loginOcupado: 'Já existe um cadastro com este e-mail ou documento. Faça login ou recupere sua senha.',
  semClientes: 'Acesso negado: apenas representantes e usuários com clientes vinculados listam clientes.',
} as const;

export type ModoLogin = 'cliente' | 'representante' | 'equipe';

export function requerAprovacao(fornecedor: FornecedorRow): boolean {
  return fornecedor.tags.some((t) => APPROVAL_TAGS.includes(t));
}

function credenciaisInvalidas(): HttpError {
  return new HttpError(401, MENSAGENS.credenciais, 'autenticacao.credenciais-invalidas');
}

export class ErroCampos extends HttpError {
  constructor(
    mensagem: string,
    readonly campos: Record<string, string>,
  ) {
    super(422, mensagem, 'usuario.dados-invalidos');
  }
}

/** The key of a failed-attempt counter (a login with where it was tried from, or a user's own update). */
export function chaveTentativas(valor: string): string {
  return `login:${valor}`;
}

/** Where a login attempt comes from: the client address and the device cookie's value, if any. */
export interface ContextoLogin {
  ip: string;
  /** The `sf_dispositivo` cookie as received (null: none). */
  dispositivo: string | null;
}

/** The login answer, and the device cookie's new value (set only on success). */
export interface LoginFeito {
  resposta: RespostaAutenticar;
  dispositivo: string;
}

/** What the service needs to tell an account's owner that its login was throttled. */
export type AvisoLoginLimitado = (dados: { usuario: UsuarioRow; fornecedor: FornecedorRow }) => Promise<void>;

export interface ContadoresLogin {
  /** Failures per (login, client address) and per (login, device): 5 in 15 minutes. */
  porOrigem: AttemptCounter;
  /**
   * Failures per login from anywhere but a known device (a much higher limit, against guessing
   * spread over many addresses); a known device is never held by it.
   */
  porConta: AttemptCounter;
}

export class UsuarioService {
  private readonly dispositivos: Dispositivos;

  constructor(
    private readonly repository: UsuarioRepository,
    private readonly fornecedores: FornecedorService,
    private readonly sessoes: SessaoService,
    private readonly tentativas: AttemptCounter,
    private readonly contadoresLogin: ContadoresLogin = { porOrigem: tentativas, porConta: tentativas },
    private readonly avisarLimitado: AvisoLoginLimitado = async () => {},
  ) {
    this.dispositivos = new Dispositivos(sessoes.jwt.derivar('dispositivo'));
  }

  /** GET usuario/{login}: exists or not, and how it was read. Nothing else about the account. */
  async consultarLogin(login: string, usesForeignDoc: boolean): Promise<RespostaUsuarioLogin> {
    const c = classifyLogin(login, { usesForeignDoc });
    if (!c.valido) return { existe: false, tipo: c.tipo, valido: false };
    const usuario = await this.repository.porLogin(c.tipo === 'email' ? 'email' : 'documento', c.valor);
    return { existe: usuario !== undefined, tipo: c.tipo, valido: true };
  }

  /**
   * Login. Unknown login and wrong password answer alike (401), in about the same time.
   * Wrong passwords are counted per (login, device) when the browser carries this login's device
   * cookie, else per (login, client address) and per login (docs/security.md, issue 27):
   * a stranger's failures never hold the owner's known device. Throttled: 429 with Retry-After,
   * and the owner is told by e-mail (once per window).
   */
  async autenticar(corpo: RequisicaoAutenticar, modo: ModoLogin, contexto: ContextoLogin): Promise<LoginFeito> {
    const fornecedor = await this.fornecedores.porId(corpo.idfornecedor);
    // A foreign document counts only where the supplier offers it (tag uses-foreign-doc).
    const c = classifyLogin(corpo.cpf, {
      usesForeignDoc: corpo.usesForeignDoc === true && fornecedor.tags.includes(TAG_FOREIGN_DOCUMENT),
    });
    const nonce = this.dispositivos.conhecido(contexto.dispositivo, c.valor);
    const chaveOrigem = chaveTentativas(
      nonce !== null ? `${c.valor}|dispositivo:${nonce}` : `${c.valor}|ip:${contexto.ip}`,
    );
    const chaveConta = chaveTentativas(c.valor);
    const esperaDe = async (): Promise<number> => {
      const origem = await this.contadoresLogin.porOrigem.bloqueadoPor(chaveOrigem);
      if (origem > 0 || nonce !== null) return origem;
      return this.contadoresLogin.porConta.bloqueadoPor(chaveConta);
    };
    const buscar = () =>
      c.valor === '' ? undefined : this.repository.porLogin(c.tipo === 'email' ? 'email' : 'documento', c.valor);
    const espera = await esperaDe();
    if (espera > 0) {
      const usuario = await buscar();
      if (usuario) await this.avisarLimitado({ usuario, fornecedor });
      throw tooManyRequests(espera);
    }
    const falhou = async (usuario: UsuarioRow | undefined): Promise<never> => {
      await this.contadoresLogin.porOrigem.registrarFalha(chaveOrigem);
      if (nonce === null) await this.contadoresLogin.porConta.registrarFalha(chaveConta);
      if (usuario && (await esperaDe()) > 0) await this.avisarLimitado({ usuario, fornecedor });
      throw credenciaisInvalidas();
    };

    const usuario = await buscar();
    if (!usuario) {
      await verifyDummyPassword(corpo.senha);
      return falhou(undefined);
    }
    const { ok, precisaRehash } = await verifyPassword(corpo.senha, usuario.senha_hash);
    if (!ok || !this.papelPermitido(usuario, modo, fornecedor.idfornecedor, corpo.loginAsRepresentante === true)) {
      return falhou(usuario);
    }
    await this.contadoresLogin.porOrigem.limpar(chaveOrigem);
    if (precisaRehash) await this.repository.atualizarHash(usuario.idusuario, await hashPassword(corpo.senha));
    const resposta = await this.abrirSessao(usuario, fornecedor, corpo.idcliente ?? null, {
      idcadastro: corpo.idcadastroextracliente ?? null,
    });
    return { resposta, dispositivo: this.dispositivos.registrar(contexto.dispositivo, c.valor) };
  }

  private papelPermitido(
    usuario: UsuarioRow,
    modo: ModoLogin,
    idfornecedor: string,
    comoRepresentante: boolean,
  ): boolean {
    const daLoja = usuario.idfornecedor === idfornecedor;
    switch (modo) {
      case 'equipe':
        return (usuario.papel === 'atendente' || usuario.papel === 'admin_fornecedor') && daLoja;
      case 'representante':
        return usuario.papel === 'representante' && daLoja;
      case 'cliente':
        return (
          usuario.papel === 'cliente' ||
          usuario.papel === 'usuario_vinculado' ||
          (usuario.papel === 'representante' && comoRepresentante && daLoja)
        );
    }
  }

  /**
   * Creates the session of a user who proved who they are (password, API key, handover code),
   * with the client they act for. `idcadastro`: the client's registration the login asked for;
   * `idapikeys`: the API key that opened it (server/modules/api-key).
   */
  async abrirSessao(
    usuario: UsuarioRow,
    fornecedor: FornecedorRow,
    idclientePedido: number | null,
    opcoes: { idapikeys?: number | null; idcadastro?: number | null } = {},
  ): Promise<RespostaAutenticar> {
    const idcadastroPedido = opcoes.idcadastro ?? null;
    const vinculos = await this.repository.vinculos(usuario.idusuario, fornecedor.idfornecedor);
    let idcliente: number | null = null;
    if (usuario.papel === 'cliente' || usuario.papel === 'usuario_vinculado') {
      idcliente = usuario.idcliente;
      const pedido = vinculoPedido(vinculos, idclientePedido, idcadastroPedido);
      if (pedido) idcliente = pedido.idcliente;
      if (idcliente === null) throw credenciaisInvalidas();
    } else if (usuario.papel === 'representante') {
      // A representative may log in straight into one of the clients they serve at this supplier.
      const pedido = vinculoPedido(vinculos, idclientePedido, idcadastroPedido);
      if (pedido && pedido.idcadastroextracliente !== null) idcliente = pedido.idcliente;
    }
    const estado = await this.estadoCliente(usuario, fornecedor, idcliente);
    const sessao = await this.sessoes.criar({
      idusuario: usuario.idusuario,
      idcliente,
      idfornecedor: fornecedor.idfornecedor,
      papel: usuario.papel,
      idapikeys: opcoes.idapikeys ?? null,
      cadastroAprovado: idcliente === null ? null : estado.cadastroAprovado,
    });
    return this.resposta(usuario, fornecedor, idcliente, estado, vinculos, {
      token: sessao.token,
      jwttoken: sessao.jwttoken,
      expiraEm: sessao.expiraEm,
    });
  }

  /** The acting client's registration at the supplier (created for a customer's first login there) and display data. */
  private async estadoCliente(
    usuario: UsuarioRow,
    fornecedor: FornecedorRow,
    idcliente: number | null,
  ): Promise<EstadoCliente> {
    if (idcliente === null) return { cadastroAprovado: true, idcadastroextracliente: null, cpf: null, nome: null };
    const ehCliente = usuario.papel === 'cliente' || usuario.papel === 'usuario_vinculado';
    let cadastro = await this.repository.cadastro(idcliente, fornecedor.idfornecedor);
    if (!cadastro && ehCliente)
      cadastro = await this.repository.criarCadastro(idcliente, fornecedor.idfornecedor, !requerAprovacao(fornecedor));
    if (!cadastro) throw new HttpError(403, CLIENTE_NAO_ATENDIDO, 'sessao.cliente-invalido');
    if (ehCliente && !cadastro.cadastro_aprovado && fornecedor.tags.some((t) => LOGIN_BLOCKING_TAGS.includes(t))) {
      throw new HttpError(403, MENSAGENS.aguardaAprovacao, 'autenticacao.aguardando-aprovacao');
    }
    const cliente = await this.repository.cliente(idcliente);
    return {
      cadastroAprovado: cadastro.cadastro_aprovado,
      idcadastroextracliente: cadastro.idcadastroextracliente,
      cpf: cliente ? formatDocumento(cliente.documento, cliente.tipo_documento) : null,
      nome: cliente?.nome ?? null,
    };
  }

  /** The login answer of a session. */
  private async resposta(
    usuario: UsuarioRow,
    fornecedor: FornecedorRow,
    idcliente: number | null,
    estado: EstadoCliente,
    vinculos: Vinculo[],
    sessao: { token: string; jwttoken: string; expiraEm: Date },
  ): Promise<RespostaAutenticar> {
    const ehCliente = usuario.papel === 'cliente' || usuario.papel === 'usuario_vinculado';
    const representante = usuario.papel === 'representante';
    return {
      ok: true,
      token: sessao.token,
      jwttoken: sessao.jwttoken,
      expira_em: sessao.expiraEm.toISOString(),
      idusuario: usuario.idusuario,
      idcliente,
      idcadastroextracliente: estado.idcadastroextracliente,
      nome: usuario.nome,
      email: usuario.email,
      cpf: estado.cpf,
      cadastro_aprovado: estado.cadastroAprovado,
      principal: usuario.principal,
      fornecedor_logado: fornecedor.idfornecedor,
      fornecedor_slug: fornecedor.slug,
      fornecedor_nome: fornecedor.nome,
      fornecedor_dominio: fornecedor.config.dominio?.dominio ?? null,
      usuario_vinculado_logado: usuario.papel === 'usuario_vinculado',
      usuarios_vinculados: ehCliente
        ? vinculos.map((v) => ({
            id_usuario: usuario.idusuario,
            id_cadastro_extra_cliente: v.idcadastroextracliente,
            principal: v.principal,
            idcliente: v.idcliente,
            nome: v.nome,
          }))
        : [],
      access: {
        papel: usuario.papel,
        idfornecedor: fornecedor.idfornecedor,
        pode_submeter_pedido: podeSubmeter(usuario.papel, estado.cadastroAprovado, fornecedor),
        ...(representante
          ? {
              total_clientes: (
                await this.repository.clientes(usuario.idusuario, fornecedor.idfornecedor, { limit: 1, offset: 0 })
              ).total,
            }
          : {}),
      },
      cliente_nome: estado.nome,
    };
  }

  /**
   * POST usuario/{id}/clientes-vinculados: the session now acts for another of the user's clients
   * (a linked user's linked client, a representative's client at their supplier). The session
   * keeps its token and its user, so what it does next is recorded as done by that user for that client.
   */
  async trocarCliente(
    chamador: Chamador,
    idusuario: number,
    corpo: { idcliente?: number | undefined; idcadastroextracliente?: number | undefined },
  ): Promise<RespostaAutenticar> {
    const sessao = chamador.sessao;
    if (!sessao) throw sessaoExpirada();
    if (corpo.idcliente === undefined && corpo.idcadastroextracliente === undefined) {
      throw invalidRequest('informe o cliente (idcliente ou idcadastroextracliente)');
    }
    if (sessao.idusuario !== idusuario) throw new HttpError(403, CLIENTE_NAO_ATENDIDO, 'sessao.usuario-invalido');
    const usuario = await this.repository.porId(idusuario);
    if (!usuario) throw sessaoExpirada();
    if (usuario.papel === 'atendente' || usuario.papel === 'admin_fornecedor')
      throw new HttpError(403, MENSAGENS.semClientes, 'usuario.sem-clientes');
    const fornecedor = await this.fornecedores.porId(sessao.idfornecedor);
    if (usuario.papel === 'representante' && usuario.idfornecedor !== fornecedor.idfornecedor) {
      throw new HttpError(403, CLIENTE_NAO_ATENDIDO, 'sessao.cliente-invalido');
    }
    const vinculos = await this.repository.vinculos(usuario.idusuario, fornecedor.idfornecedor);
    const escolhido = vinculoPedido(vinculos, corpo.idcliente ?? null, corpo.idcadastroextracliente ?? null);
    // Only a client of this user, registered at the session's supplier.
    if (!escolhido || escolhido.idcadastroextracliente === null)
      throw new HttpError(403, CLIENTE_NAO_ATENDIDO, 'sessao.cliente-invalido');
    const estado = await this.estadoCliente(usuario, fornecedor, escolhido.idcliente);
    const jwttoken = await this.sessoes.agirPorCliente(
      sessao,
      chamador.token,
      escolhido.idcliente,
      estado.cadastroAprovado,
    );
    return this.resposta(usuario, fornecedor, escolhido.idcliente, estado, vinculos, {
      token: chamador.token,
      jwttoken,
      expiraEm: new Date(sessao.expira_em),
    });
  }

  /**
   * GET /v4/representante/{auth}/{idfornecedor}: a representative's clients at their own supplier.
   * Anyone else, or a representative asking at another supplier, gets 403 and no client.
   */
  async clientesDoRepresentante(
    chamador: Chamador,
    idfornecedor: string,
    filtro: { search?: string | undefined; limit?: number | undefined; offset?: number | undefined },
  ): Promise<ListaClientes> {
    const sessao = chamador.sessao;
    if (!sessao) throw sessaoExpirada();
    if (sessao.papel !== 'representante') throw new HttpError(403, SO_REPRESENTANTE, 'representante.acesso-negado');
    if (sessao.idfornecedor !== idfornecedor)
      throw new HttpError(403, REPRESENTANTE_OUTRO_FORNECEDOR, 'representante.outro-fornecedor');
    return this.clientes(chamador, { busca: filtro.search, limit: filtro.limit, offset: filtro.offset });
  }

  /** GET /v4/acessorepresentante/{auth}: whether the session is a representative's with access at this supplier. */
  async acessoRepresentante(chamador: Chamador, idfornecedor: string): Promise<AcessoRepresentante> {
    const sessao = chamador.sessao;
    if (!sessao) throw sessaoExpirada();
    const representante = sessao.papel === 'representante';
    const usuario = representante ? await this.repository.porId(sessao.idusuario) : undefined;
    const idfornecedorRepresentante = usuario?.idfornecedor ?? null;
    const acesso = representante && sessao.idfornecedor === idfornecedor && idfornecedorRepresentante === idfornecedor;
    return {
      acesso,
      representante,
      idfornecedor,
      idfornecedor_representante: idfornecedorRepresentante,
      idcliente: acesso ? sessao.idcliente : null,
      total_clientes: acesso
        ? (await this.repository.clientes(sessao.idusuario, idfornecedor, { limit: 1, offset: 0 })).total
        : 0,
    };
  }

  /**
   * GET usuario (issue 34): the logged-in user's data for 'Minha conta': the user's name and
   * e-mail, the client's document, phone and WhatsApp opt-in, and a CNPJ's company data; whether
   * the caller may change the client's data (its principal user; a representative, a linked user
   * or staff only see them).
   */
  async dados(chamador: Chamador): Promise<DadosUsuario> {
    const sessao = chamador.sessao;
    if (!sessao || chamador.idcliente === 0)
      throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    const [usuario, cliente] = await Promise.all([
      this.repository.porId(sessao.idusuario),
      this.repository.cliente(chamador.idcliente),
    ]);
    if (!usuario || !cliente) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    return {
      nome: usuario.nome,
      email: usuario.email,
      cpf: formatDocumento(cliente.documento, cliente.tipo_documento),
      tipo_documento: cliente.tipo_documento,
      telefone: cliente.telefone,
      whatsapp: cliente.whatsapp_optin,
      razao_social: cliente.razao_social,
      nome_fantasia: cliente.nome_fantasia,
      inscricao_estadual: cliente.inscricao_estadual,
      uf_inscricao_estadual: cliente.uf_inscricao_estadual,
      pode_alterar_empresa: podeAlterarEmpresa(usuario, chamador.idcliente),
    };
  }

  /** POST usuario: registration without a session of the client, update with one. */
  async salvar(chamador: Chamador, corpo: RequisicaoSalvarUsuario): Promise<RespostaSalvarUsuario> {
    if (chamador.idcliente === 0) return this.registrar(corpo);
    return this.atualizar(chamador, corpo);
  }

  private async registrar(corpo: RequisicaoSalvarUsuario): Promise<RespostaSalvarUsuario> {
    if (!corpo.idfornecedor) throw new ErroCampos(MENSAGENS.erroCadastro, { idfornecedor: 'Informe o fornecedor.' });
    const fornecedor = await this.fornecedores.porId(corpo.idfornecedor);
    const campos: Record<string, string> = {};
    const nome = (corpo.nome ?? '').trim().replace(/\s+/g, ' ');
    if (!isValidFullName(nome)) campos.nome = 'Informe o nome completo (nome e sobrenome).';
    let documento = '';
    let tipo: 'CPF' | 'CNPJ' | 'ESTRANGEIRO' = 'CPF';
    if (corpo.usesForeignDoc && !fornecedor.tags.includes(TAG_FOREIGN_DOCUMENT)) {
      campos.cpf = 'Esta loja não aceita cadastro com documento estrangeiro. Informe um CPF ou CNPJ.';
    } else if (corpo.usesForeignDoc) {
      documento = normalizeForeignDocument(corpo.cpf ?? '');
      tipo = 'ESTRANGEIRO';
      if (documento.length < 4 || documento.length > 30)
        campos.cpf = 'Documento estrangeiro inválido (de 4 a 30 letras ou números).';
    } else {
      const t = tipoDocumentoBrasileiro(corpo.cpf ?? '');
      if (t === null) campos.cpf = 'CPF ou CNPJ inválido. Confira os números digitados.';
      else {
        tipo = t;
        documento = (corpo.cpf ?? '').toUpperCase().replace(/[^0-9A-Z]+/g, '');
      }
    }
    const email = normalizeEmail(corpo.email ?? '');
    if (!isValidEmail(email)) campos.email = 'E-mail inválido.';
    const politica = assessPassword(corpo.senha ?? '', { email, documento, nome });
    if (!politica.ok) campos.senha = politica.mensagem;
    if ((corpo.senhac ?? '') !== (corpo.senha ?? '')) campos.senhac = 'As senhas não conferem.';
    if (corpo.termosuso !== true) campos.termosuso = 'É preciso aceitar os termos de uso para se cadastrar.';
    const empresa = dadosEmpresa(corpo, tipo, campos);
    if (Object.keys(campos).length > 0) throw new ErroCampos(MENSAGENS.erroCadastro, campos);
    if (await this.repository.loginOcupado(email, documento))
      throw new HttpError(409, MENSAGENS.loginOcupado, 'usuario.ja-cadastrado');

    const aprovado = !requerAprovacao(fornecedor);
    let criado;
    try {
      criado = await this.repository.registrar({
        nome,
        documento,
        tipo_documento: tipo,
        email,
        senha_hash: await hashPassword(corpo.senha as string),
        idfornecedor: fornecedor.idfornecedor,
        cadastro_aprovado: aprovado,
        termosAceitosEm: new Date(),
        empresa,
      });
    } catch (error) {
      // A registration of the same e-mail or document at the same moment (unique indexes).
      if ((error as { code?: string }).code === '23505')
        throw new HttpError(409, MENSAGENS.loginOcupado, 'usuario.ja-cadastrado');
      throw error;
    }
    if (!aprovado) {
      return {
        ok: true,
        criado: true,
        cadastro_aprovado: false,
        mensagem: MENSAGENS.criadoAguardaAprovacao,
        message_after_create: MENSAGENS.criadoAguardaAprovacao,
        autenticacao: null,
      };
    }
    return {
      ok: true,
      criado: true,
      cadastro_aprovado: true,
      mensagem: MENSAGENS.cadastroCriado,
      message_after_create: null,
      autenticacao: await this.abrirSessao(criado.usuario, fornecedor, null),
    };
  }

  /**
   * An update's phone and company fields (issue 34), over what the client has: null when the
   * update carries none; 403 for a caller who is not the client's principal user; each refused
   * field's pt-BR message in `campos` (the registration's rules).
   */
  private async empresaAtualizada(
    idcliente: number,
    usuario: UsuarioRow,
    corpo: RequisicaoSalvarUsuario,
    campos: Record<string, string>,
  ): Promise<DadosEmpresaCliente | null> {
    if (!CAMPOS_EMPRESA.some((c) => corpo[c] !== undefined)) return null;
    if (!podeAlterarEmpresa(usuario, idcliente))
      throw new HttpError(403, MENSAGENS.empresaSoPrincipal, 'usuario.empresa-so-principal');
    const cliente = await this.repository.cliente(idcliente);
    if (!cliente) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    return dadosEmpresa(
      {
        usesForeignDoc: false,
        telefone: corpo.telefone ?? cliente.telefone ?? undefined,
        whatsapp: corpo.whatsapp ?? cliente.whatsapp_optin,
        razao_social: corpo.razao_social ?? cliente.razao_social ?? undefined,
        nome_fantasia: corpo.nome_fantasia ?? cliente.nome_fantasia ?? undefined,
        inscricao_estadual: corpo.inscricao_estadual ?? cliente.inscricao_estadual ?? undefined,
        uf_inscricao_estadual: corpo.uf_inscricao_estadual ?? cliente.uf_inscricao_estadual ?? undefined,
      },
      cliente.tipo_documento,
      campos,
    );
  }

  private async atualizar(chamador: Chamador, corpo: RequisicaoSalvarUsuario): Promise<RespostaSalvarUsuario> {
    const sessao = chamador.sessao;
    if (!sessao) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    const usuario = await this.repository.porId(sessao.idusuario);
    if (!usuario) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    const campos: Record<string, string> = {};
    const dados: { nome?: string; email?: string; senha_hash?: string } = {};
    if (corpo.nome !== undefined) {
      const nome = corpo.nome.trim().replace(/\s+/g, ' ');
      if (!isValidFullName(nome)) campos.nome = 'Informe o nome completo (nome e sobrenome).';
      else if (nome !== usuario.nome) dados.nome = nome;
    }
    const novoEmail = corpo.email !== undefined ? normalizeEmail(corpo.email) : undefined;
    const mudaEmail = novoEmail !== undefined && novoEmail !== (usuario.email ?? '').toLowerCase();
    if (mudaEmail) {
      if (!isValidEmail(novoEmail)) campos.email = 'E-mail inválido.';
      else if (await this.repository.emailOcupado(novoEmail, usuario.idusuario))
        campos.email = 'Este e-mail já está em uso por outro cadastro.';
      else dados.email = novoEmail;
    }
    const mudaSenha = corpo.senha !== undefined && corpo.senha !== '';
    if (mudaSenha) {
      const politica = assessPassword(corpo.senha as string, {
        email: novoEmail ?? usuario.email,
        documento: usuario.documento,
        nome: usuario.nome,
      });
      if (!politica.ok) campos.senha = politica.mensagem;
      if ((corpo.senhac ?? '') !== corpo.senha) campos.senhac = 'As senhas não conferem.';
    }
    if (mudaEmail || mudaSenha) {
      const chave = chaveTentativas(`usuario:${usuario.idusuario}`);
      const espera = await this.tentativas.bloqueadoPor(chave);
      if (espera > 0) throw tooManyRequests(espera);
      const atual = await verifyPassword(corpo.senhaAtual ?? '', usuario.senha_hash);
      if (!atual.ok) {
        await this.tentativas.registrarFalha(chave);
        campos.senhaAtual = 'Senha atual incorreta.';
      }
    }
    const empresa = await this.empresaAtualizada(chamador.idcliente, usuario, corpo, campos);
    if (Object.keys(campos).length > 0) throw new ErroCampos(MENSAGENS.erroAtualizar, campos);
    if (mudaSenha) dados.senha_hash = await hashPassword(corpo.senha as string);
    await this.repository.atualizar(usuario, dados);
    if (empresa) await this.repository.atualizarEmpresa(chamador.idcliente, empresa);
    if (mudaSenha) await this.sessoes.encerrarOutras(usuario.idusuario, chamador.token);
    const cadastro =
      sessao.idcliente !== null ? await this.repository.cadastro(sessao.idcliente, sessao.idfornecedor) : undefined;
    return {
      ok: true,
      criado: false,
      cadastro_aprovado: cadastro?.cadastro_aprovado ?? true,
      mensagem: MENSAGENS.atualizado,
      message_after_create: null,
      autenticacao: null,
    };
  }

  /** The clients the session's user serves or is linked to, at the session's supplier. */
  async clientes(
    chamador: Chamador,
    filtro: {
      busca?: string | undefined;
      email?: string | undefined;
      idcadastroextracliente?: number | undefined;
      limit?: number | undefined;
      offset?: number | undefined;
    },
  ): Promise<ListaClientes> {
    const sessao = chamador.sessao;
    if (!sessao) throw new HttpError(401, 'Sessão expirada, efetue login novamente', 'sessao.expirada');
    if (sessao.papel === 'atendente' || sessao.papel === 'admin_fornecedor')
      throw new HttpError(403, MENSAGENS.semClientes, 'usuario.sem-clientes');
    const limit = filtro.limit ?? 10;
    const offset = filtro.offset ?? 0;
    const { rows, total } = await this.repository.clientes(sessao.idusuario, sessao.idfornecedor, {
      busca: filtro.busca?.trim() || undefined,
      email: filtro.email,
      idcadastroextracliente: filtro.idcadastroextracliente,
      limit,
      offset,
    });
    return {
      clientes: rows.map((r) => ({
        idcliente: r.idcliente,
        nome: r.nome,
        cpf: formatDocumento(r.documento, r.tipo_documento),
        email: r.email,
        idcadastroextracliente: r.idcadastroextracliente,
        cadastro_aprovado: r.cadastro_aprovado === true,
        principal: r.principal,
      })),
      total,
      limit,
      offset,
    };
  }
}

/** The client's principal user changes its phone and company data; anyone else acting for it only sees them. */
function podeAlterarEmpresa(usuario: UsuarioRow, idcliente: number): boolean {
  return usuario.papel === 'cliente' && usuario.principal && usuario.idcliente === idcliente;
}

/** The fields of the client's own data (issue 34) an update may carry. */
const CAMPOS_EMPRESA = [
  'telefone',
  'whatsapp',
  'razao_social',
  'nome_fantasia',
  'inscricao_estadual',
  'uf_inscricao_estadual',
] as const;

function podeSubmeter(papel: Papel, aprovado: boolean, fornecedor: FornecedorRow): boolean {
  if (papel === 'atendente' || papel === 'admin_fornecedor') return false;
  return aprovado || !fornecedor.tags.includes(TAG_RESTRICT_NOT_APPROVED_SUBMISSION);
}

/** Text of a field: trimmed, inner spaces collapsed; '' when absent. */
function textoLimpo(valor: string | undefined): string {
  return (valor ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * Issue 34: the registration's phone (with its WhatsApp opt-in, off unless asked) and, for a
 * CNPJ, the company's razão social, nome fantasia and inscrição estadual (its UF's rule, or
 * 'isento'); each refused field gets its pt-BR message in `campos`. A CPF keeps no company data.
 */
function dadosEmpresa(
  corpo: RequisicaoSalvarUsuario,
  tipo: 'CPF' | 'CNPJ' | 'ESTRANGEIRO',
  campos: Record<string, string>,
): DadosEmpresaCliente {
  const telefoneDigitado = textoLimpo(corpo.telefone);
  const telefone = telefoneDigitado === '' ? null : normalizePhone(telefoneDigitado);
  if (telefoneDigitado !== '' && telefone === null) campos.telefone = MENSAGENS_TELEFONE.invalido;
  if (corpo.whatsapp === true && telefoneDigitado === '') campos.telefone = MENSAGENS_TELEFONE.whatsappSemTelefone;
  const dados: DadosEmpresaCliente = {
    telefone,
    whatsapp_optin: corpo.whatsapp === true && telefone !== null,
    razao_social: null,
    nome_fantasia: null,
    inscricao_estadual: null,
    uf_inscricao_estadual: null,
  };
  if (tipo !== 'CNPJ') return dados;
  const razao = textoLimpo(corpo.razao_social);
  if (razao !== '' && (razao.length < 2 || razao.length > 150))
    campos.razao_social = 'Informe a razão social da empresa.';
  else if (razao !== '') dados.razao_social = razao;
  const fantasia = textoLimpo(corpo.nome_fantasia);
  if (fantasia !== '') dados.nome_fantasia = fantasia.slice(0, 150);
  const ie = textoLimpo(corpo.inscricao_estadual);
  if (ie !== '') {
    const r = checkStateRegistration(ie, corpo.uf_inscricao_estadual);
    if (!r.ok) {
      if (r.mensagem.startsWith('Informe a UF')) campos.uf_inscricao_estadual = r.mensagem;
      else campos.inscricao_estadual = r.mensagem;
    } else {
      dados.inscricao_estadual = r.valor;
      dados.uf_inscricao_estadual = r.uf;
    }
  }
  return dados;
}
