/**
 * Users of a client account (spec sections 2 'User management: add a linked user by email', 6
 * and 7): its principal user lists them, adds one by e-mail (creating the user, or linking a
 * customer or linked user already known), removes one (the link only: the person's other links
 * stay), and sets each one's permissions there (`submissao_pedido`). Everyone else gets 403.
 *
 * Who may manage: the session acts for the account's client at the account's supplier, and its
 * user is the client's principal user (`usuarios.principal` and the client is the user's own).
 * No e-mail body, link or code is ever logged.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '#openapi/generated/v1';
import { isValidEmail, normalizeEmail } from '#engine/rules/login-id';
import { HttpError } from '../../shared/http-error';
import { buildEmail, type EmailBrand, type EmailMessage, type EmailSender } from '../../shared/email';
import { hashPassword } from '../../shared/password';
import { origemDoDominio, type FornecedorRow, type FornecedorService } from '../fornecedor';
import type { RecuperacaoSenhaService } from '../recuperacao-senha';
import type { SessaoDaRequisicao, SessaoService } from '../sessao';
import {
  ehPrincipalDoCliente,
  type CadastroConta,
  type IdPermissao,
  type UsuarioDaConta,
  type UsuarioRow,
  type UsuariosVinculadosRepository,
} from './usuarios-vinculados-repository';
import { pageLink } from '#schemas/page-types';

type ListaUsuariosVinculados = components['schemas']['ListaUsuariosVinculados'];
type UsuarioDoCliente = components['schemas']['UsuarioDoCliente'];
type RespostaVincularUsuario = components['schemas']['RespostaVincularUsuario'];
type UsuarioCliente = components['schemas']['UsuarioCliente'];

/** Every permission a principal user holds (and may grant). */
export const PERMISSOES: readonly IdPermissao[] = ['submissao_pedido'];

export const MENSAGENS_USUARIOS = {
  apenasPrincipal: 'Apenas o usuário principal do cliente pode gerenciar os usuários.',
  fornecedorInvalido: 'Acesso negado: sua sessão é de outro fornecedor.',
  clienteInvalido: 'Acesso negado: este cliente não pertence à sua sessão.',
  contaNaoEncontrada: 'Cliente não encontrado nesta loja.',
  usuarioNaoVinculado: 'Usuário não vinculado a este cliente.',
  emailInvalido: 'E-mail inválido.',
  jaVinculado: 'Este usuário já está vinculado a este cliente.',
  equipe: 'Este e-mail pertence a um usuário da equipe da loja e não pode ser vinculado a um cliente.',
  principalFixo: 'O usuário principal do cliente não pode ser removido nem ter as permissões alteradas.',
  convidado: 'Convite enviado para {email}.',
  vinculado: '{email} agora tem acesso a este cliente.',
  removido: 'Usuário removido deste cliente.',
  semAcessoPermissoes:
    'Acesso negado: apenas o próprio usuário ou o usuário principal do cliente consultam as permissões.',
  outroUsuario: 'Acesso negado: este usuário não é o da sua sessão.',
} as const;

/** The errors of `convidarPeloErp`, per entry (the ERP integration's report, issue 33). */
export const MENSAGENS_ERP = {
  emailInvalido: 'e-mail inválido',
  emailRepetido: 'e-mail repetido na lista',
  equipe: 'este e-mail é de um usuário da equipe da loja e não pode ser vinculado a um cliente',
  tenteNovamente: 'não foi possível incluir este usuário agora; envie-o de novo',
} as const;

/** What the e-mails' relative links resolve against when no origin is known (none is linked then). */
const ORIGEM_DESCONHECIDA = 'https://storefront.invalid';

export interface LogEnvio {
  warn(obj: object, msg: string): void;
}

export class UsuariosVinculadosService {
  private readonly envios = new Set<Promise<void>>();

  constructor(
    private readonly repository: UsuariosVinculadosRepository,
    private readonly fornecedores: FornecedorService,
    private readonly sessoes: SessaoService,
    private readonly recuperacao: RecuperacaoSenhaService,
    private readonly email: EmailSender,
    private readonly log: LogEnvio,
  ) {}

  /** The account `idcadastroextracliente` of `idfornecedor`, when the session's user is its client's principal. */
  private async contaGerida(
    sessao: SessaoDaRequisicao,
    idfornecedor: string,
    idcadastro: number,
  ): Promise<{ conta: CadastroConta; gestor: UsuarioRow }> {
    if (sessao.idfornecedor !== idfornecedor.toLowerCase())
      throw new HttpError(403, MENSAGENS_USUARIOS.fornecedorInvalido, 'sessao.fornecedor-invalido');
    const conta = await this.repository.cadastro(idcadastro);
    if (!conta || conta.idfornecedor !== sessao.idfornecedor)
      throw new HttpError(404, MENSAGENS_USUARIOS.contaNaoEncontrada, 'usuarios.conta-nao-encontrada');
    if (sessao.idcliente !== conta.idcliente)
      throw new HttpError(403, MENSAGENS_USUARIOS.clienteInvalido, 'sessao.cliente-invalido');
    const gestor = await this.repository.usuario(sessao.idusuario);
    if (!gestor || !ehPrincipalDoCliente(gestor, conta.idcliente))
      throw new HttpError(403, MENSAGENS_USUARIOS.apenasPrincipal, 'usuarios.apenas-principal');
    return { conta, gestor };
  }

  private paraResposta(u: UsuarioDaConta, idusuarioLogado: number): UsuarioDoCliente {
    return {
      idusuario: u.idusuario,
      nome: u.nome,
      email: u.email,
      papel: u.papel,
      principal: u.principal,
      usuario_logado: u.idusuario === idusuarioLogado,
      permissoes: (u.principal ? PERMISSOES : u.permissoes).map((idPermissao) => ({ idPermissao })),
    };
  }

  private async lista(conta: CadastroConta, idusuarioLogado: number): Promise<ListaUsuariosVinculados> {
    const usuarios = await this.repository.usuariosDoCliente(conta.idcliente);
    usuarios.sort((a, b) => Number(b.principal) - Number(a.principal));
    return {
      idcliente: conta.idcliente,
      idcadastroextracliente: conta.idcadastroextracliente,
      idfornecedor: conta.idfornecedor,
      nome_cliente: conta.nome_cliente,
      usuarios: usuarios.map((u) => this.paraResposta(u, idusuarioLogado)),
    };
  }

  /** GET /v1/app/usuario/{idfornecedor}/{idcadastroextracliente} (optionally with a fresh JWT). */
  async listar(
    sessao: SessaoDaRequisicao,
    idfornecedor: string,
    idcadastro: number,
    gerarJwt: boolean,
  ): Promise<ListaUsuariosVinculados> {
    const { conta } = await this.contaGerida(sessao, idfornecedor, idcadastro);
    const lista = await this.lista(conta, sessao.idusuario);
    if (!gerarJwt) return lista;
    const jwttoken = await this.sessoes.emitirJwt({
      idusuario: sessao.idusuario,
      idfornecedor: sessao.idfornecedor,
      idcliente: sessao.idcliente,
      papel: sessao.papel,
      sid: sessao.sid,
      cadastro_aprovado: sessao.cadastroAprovado,
    });
    return { ...lista, jwttoken };
  }

  /** POST /v1/app/{auth}/usuario/{id}/usuarios: the same list, for the session's own user. */
  async listarDoUsuario(
    sessao: SessaoDaRequisicao,
    idusuario: number,
    idcadastro: number | undefined,
  ): Promise<ListaUsuariosVinculados> {
    if (idusuario !== sessao.idusuario)
      throw new HttpError(403, MENSAGENS_USUARIOS.outroUsuario, 'usuarios.outro-usuario');
    let id = idcadastro;
    if (id === undefined) {
      const propria =
        sessao.idcliente === null
          ? undefined
          : await this.repository.cadastroDoCliente(sessao.idcliente, sessao.idfornecedor);
      if (!propria) throw new HttpError(403, MENSAGENS_USUARIOS.apenasPrincipal, 'usuarios.apenas-principal');
      id = propria.idcadastroextracliente;
    }
    return this.listar(sessao, sessao.idfornecedor, id, false);
  }

  /** POST /v1/app/usuario/{idfornecedor}/{idcadastroextracliente}: add by e-mail. */
  async vincular(
    sessao: SessaoDaRequisicao,
    idfornecedor: string,
    idcadastro: number,
    corpo: { email: string; nome?: string | undefined },
    origem: string,
  ): Promise<RespostaVincularUsuario> {
    const { conta, gestor } = await this.contaGerida(sessao, idfornecedor, idcadastro);
    const email = normalizeEmail(corpo.email);
    if (!isValidEmail(email)) throw new HttpError(422, MENSAGENS_USUARIOS.emailInvalido, 'usuarios.email-invalido');
    const fornecedor = await this.fornecedores.porId(conta.idfornecedor);
    const existente = await this.repository.porEmail(email);
    let usuario: UsuarioRow;
    let novo = false;
    if (existente) {
      if (existente.papel !== 'cliente' && existente.papel !== 'usuario_vinculado')
        throw new HttpError(409, MENSAGENS_USUARIOS.equipe, 'usuarios.email-da-equipe');
      if (
        existente.idcliente === conta.idcliente ||
        !(await this.repository.vincular(existente.idusuario, conta.idcliente))
      ) {
        throw new HttpError(409, MENSAGENS_USUARIOS.jaVinculado, 'usuarios.ja-vinculado');
      }
      usuario = existente;
    } else {
      const nome = (corpo.nome ?? '').trim().replace(/\s+/g, ' ') || (email.split('@')[0] as string);
      try {
        usuario = await this.repository.criarVinculado({
          email,
          nome: nome.slice(0, 200),
          // No usable password: the person sets one through the e-mailed link.
          senha_hash: await hashPassword(randomBytes(32).toString('base64url')),
          idcliente: conta.idcliente,
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new HttpError(409, MENSAGENS_USUARIOS.jaVinculado, 'usuarios.ja-vinculado');
        throw error;
      }
      novo = true;
    }

    const quem = gestor.nome;
    this.enviarDepois(
      novo
        ? await this.mensagemConvite(fornecedor, conta, {
            idusuario: usuario.idusuario,
            email,
            convite:
              quem === conta.nome_cliente
                ? `${quem} convidou você para comprar em nome da empresa na ${fornecedor.nome}.`
                : `${quem} convidou você para comprar em nome de ${conta.nome_cliente} na ${fornecedor.nome}.`,
            origem,
          })
        : this.mensagemNovoAcesso(fornecedor, conta, {
            email,
            nome: usuario.nome,
            aviso: `${quem} deu a você acesso a ${conta.nome_cliente} na ${fornecedor.nome}.`,
            origem,
          }),
    );

    const daConta = (await this.repository.usuariosDoCliente(conta.idcliente)).find(
      (u) => u.idusuario === usuario.idusuario,
    );
    return {
      ok: true,
      mensagem: (novo ? MENSAGENS_USUARIOS.convidado : MENSAGENS_USUARIOS.vinculado).replace('{email}', email),
      novo_usuario: novo,
      usuario: this.paraResposta(
        daConta ?? {
          idusuario: usuario.idusuario,
          nome: usuario.nome,
          email,
          papel: usuario.papel,
          principal: false,
          permissoes: [],
        },
        sessao.idusuario,
      ),
    };
  }

  /**
   * The ERP's people of a client (issue 33): each invited by e-mail; additive (nobody is removed).
   * Per entry, in order: an invalid or repeated e-mail is an error of that entry; a user already of
   * the client is left alone; a staff user's e-mail is an error; a customer or linked user of
   * another client is linked ('Você tem acesso a um novo cliente'); an unknown e-mail becomes the
   * client's principal user when it has none, else a linked user, invited to set a password.
   * `origem` is the shop's origin for the links; when null, the supplier's domain, else the e-mail
   * says to use 'Esqueci minha senha'. The e-mails go out after the writes.
   * Throws (a programming error) when the client has no registration at the supplier.
   */
  async convidarPeloErp(entrada: {
    idfornecedor: string;
    idcliente: number;
    usuarios: readonly { email: string; nome?: string | undefined }[];
    /** The shop's origin for the e-mail's link (https://host), or null when unknown. */
    origem: string | null;
  }): Promise<{ alterado: boolean; erros: { indice: number; mensagem: string }[] }> {
    const fornecedor = await this.fornecedores.porId(entrada.idfornecedor);
    const conta = await this.repository.cadastroDoCliente(entrada.idcliente, fornecedor.idfornecedor);
    if (!conta)
      throw new Error(`convidarPeloErp: o cliente ${entrada.idcliente} não tem cadastro em ${fornecedor.idfornecedor}`);
    const origem = entrada.origem ?? origemDoDominio(fornecedor);
    const erros: { indice: number; mensagem: string }[] = [];
    const pendentes: { email: string; usuario: UsuarioRow; novo: boolean }[] = [];
    const vistos = new Set<string>();

    for (const [indice, pessoa] of entrada.usuarios.entries()) {
      const email = normalizeEmail(pessoa.email);
      if (!isValidEmail(email)) {
        erros.push({ indice, mensagem: MENSAGENS_ERP.emailInvalido });
        continue;
      }
      if (vistos.has(email)) {
        erros.push({ indice, mensagem: MENSAGENS_ERP.emailRepetido });
        continue;
      }
      vistos.add(email);
      const resultado = await this.pessoaDoErp(conta, email, pessoa.nome);
      if (resultado.tipo === 'erro') erros.push({ indice, mensagem: resultado.mensagem });
      else if (resultado.tipo !== 'nada')
        pendentes.push({ email, usuario: resultado.usuario, novo: resultado.tipo === 'criado' });
    }

    // The writes are done: now the e-mails (a failure to prepare one leaves the others, and the
    // person can still use 'Esqueci minha senha').
    for (const p of pendentes) {
      try {
        this.enviarDepois(
          p.novo
            ? await this.mensagemConvite(fornecedor, conta, {
                idusuario: p.usuario.idusuario,
                email: p.email,
                convite: `${fornecedor.nome} convidou você para comprar em nome de ${conta.nome_cliente} na loja online.`,
                origem,
              })
            : this.mensagemNovoAcesso(fornecedor, conta, {
                email: p.email,
                nome: p.usuario.nome,
                aviso: `${fornecedor.nome} deu a você acesso a ${conta.nome_cliente} na loja online.`,
                origem,
              }),
        );
      } catch (error) {
        this.log.warn(
          { idusuario: p.usuario.idusuario, motivo: (error as Error).message },
          'falha ao preparar o e-mail de convite de usuário do ERP',
        );
      }
    }
    return { alterado: pendentes.length > 0, erros };
  }

  /** One valid, first-seen e-mail of `convidarPeloErp`: what was done (rules 2 to 5). */
  private async pessoaDoErp(
    conta: CadastroConta,
    email: string,
    nome: string | undefined,
  ): Promise<
    { tipo: 'nada' } | { tipo: 'erro'; mensagem: string } | { tipo: 'vinculado' | 'criado'; usuario: UsuarioRow }
  > {
    // Twice at most: a unique violation (another import or an invitation took the e-mail
    // meanwhile) is read again as a known user.
    for (let tentativa = 0; ; tentativa++) {
      const existente = await this.repository.porEmail(email);
      if (existente) {
        if (
          existente.idcliente === conta.idcliente ||
          (await this.repository.vinculado(existente.idusuario, conta.idcliente))
        )
          return { tipo: 'nada' };
        if (existente.papel !== 'cliente' && existente.papel !== 'usuario_vinculado')
          return { tipo: 'erro', mensagem: MENSAGENS_ERP.equipe };
        return (await this.repository.vincular(existente.idusuario, conta.idcliente))
          ? { tipo: 'vinculado', usuario: existente }
          : { tipo: 'nada' };
      }
      const limpo = (nome ?? '').trim().replace(/\s+/g, ' ');
      try {
        const { usuario } = await this.repository.criarDoErp({
          email,
          nome: (limpo || (email.split('@')[0] as string)).slice(0, 200),
          nomePrincipal: (limpo || conta.nome_cliente).slice(0, 200),
          // No usable password: the person sets one through the e-mailed link.
          senha_hash: await hashPassword(randomBytes(32).toString('base64url')),
          idcliente: conta.idcliente,
        });
        return { tipo: 'criado', usuario };
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        if (tentativa >= 1) return { tipo: 'erro', mensagem: MENSAGENS_ERP.tenteNovamente };
      }
    }
  }

  /** The e-mails' brand and the shop's base path. */
  private marca(fornecedor: FornecedorRow): { marca: EmailBrand; base: string } {
    return {
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      base: `/${encodeURIComponent(fornecedor.slug)}`,
    };
  }

  /**
   * 'Você foi convidado' to a new user: the 'Criar minha senha' button (a single-use definition
   * code) when the shop's origin is known, else how to use 'Esqueci minha senha'.
   */
  private async mensagemConvite(
    fornecedor: FornecedorRow,
    conta: CadastroConta,
    dados: { idusuario: number; email: string; convite: string; origem: string | null },
  ): Promise<EmailMessage> {
    const { marca, base } = this.marca(fornecedor);
    const { email, origem } = dados;
    const corpo =
      origem === null
        ? buildEmail({
            marca,
            origem: ORIGEM_DESCONHECIDA,
            titulo: 'Você foi convidado',
            paragrafos: [
              'Olá.',
              dados.convite,
              `Para começar, abra a loja da ${fornecedor.nome}, use 'Esqueci minha senha' com este e-mail (${email}) e crie a sua senha. Depois, entre na loja com este e-mail.`,
            ],
            notas: ['Se você não esperava este convite, ignore este e-mail.'],
          })
        : buildEmail({
            marca,
            origem,
            titulo: 'Você foi convidado',
            paragrafos: [
              'Olá.',
              dados.convite,
              `Para começar, crie a sua senha com o botão abaixo. Depois, entre na loja com este e-mail (${email}).`,
            ],
            botao: {
              texto: 'Criar minha senha',
              url: new URL(
                pageLink(
                  base,
                  'redefinir-senha',
                  await this.recuperacao.emitirCodigoDefinicao(dados.idusuario, conta.idfornecedor),
                ),
                origem,
              ).href,
            },
            notas: [
              "Este link vale por 15 minutos e pode ser usado uma única vez. Se ele expirar, use 'Esqueci minha senha' na loja com este e-mail.",
              'Se você não esperava este convite, ignore este e-mail.',
            ],
          });
    return {
      para: email,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      assunto: `Convite para comprar na ${fornecedor.nome}`,
      ...corpo,
    };
  }

  /** 'Você tem acesso a um novo cliente' to a known user (the 'Entrar na loja' button when the origin is known). */
  private mensagemNovoAcesso(
    fornecedor: FornecedorRow,
    conta: CadastroConta,
    dados: { email: string; nome: string; aviso: string; origem: string | null },
  ): EmailMessage {
    const { marca, base } = this.marca(fornecedor);
    const corpo = buildEmail({
      marca,
      origem: dados.origem ?? ORIGEM_DESCONHECIDA,
      titulo: 'Você tem acesso a um novo cliente',
      paragrafos: [
        `Olá, ${dados.nome.trim().split(/\s+/)[0] ?? ''}.`,
        `${dados.aviso} Entre com o seu e-mail e a sua senha de sempre.`,
      ],
      ...(dados.origem === null
        ? {}
        : { botao: { texto: 'Entrar na loja', url: new URL(pageLink(base, 'login'), dados.origem).href } }),
      notas: ['Se você não esperava esta mensagem, fale com a sua empresa.'],
    });
    return {
      para: dados.email,
      deNome: fornecedor.nome,
      idfornecedor: fornecedor.idfornecedor,
      assunto: `Acesso a ${conta.nome_cliente} | ${fornecedor.nome}`,
      ...corpo,
    };
  }

  /** The user `idusuario` of the account (404 when not linked; 409 for the principal). */
  private async alvo(conta: CadastroConta, idusuario: number): Promise<UsuarioRow> {
    const usuario = await this.repository.usuario(idusuario);
    const daConta =
      usuario !== undefined &&
      (usuario.papel === 'cliente' || usuario.papel === 'usuario_vinculado') &&
      (usuario.idcliente === conta.idcliente || (await this.repository.vinculado(idusuario, conta.idcliente)));
    if (!usuario || !daConta)
      throw new HttpError(404, MENSAGENS_USUARIOS.usuarioNaoVinculado, 'usuarios.nao-vinculado');
    if (
      ehPrincipalDoCliente(usuario, conta.idcliente) ||
      (usuario.papel === 'cliente' && usuario.idcliente === conta.idcliente)
    ) {
      throw new HttpError(409, MENSAGENS_USUARIOS.principalFixo, 'usuarios.principal-fixo');
    }
    return usuario;
  }

  /** DELETE /v1/app/usuario/{idfornecedor}/{idcadastroextracliente}/{idusuario}. */
  async desvincular(
    sessao: SessaoDaRequisicao,
    idfornecedor: string,
    idcadastro: number,
    idusuario: number,
  ): Promise<{ ok: true; mensagem: string }> {
    const { conta } = await this.contaGerida(sessao, idfornecedor, idcadastro);
    const usuario = await this.alvo(conta, idusuario);
    await this.repository.desvincular(usuario, conta.idcliente);
    return { ok: true, mensagem: MENSAGENS_USUARIOS.removido };
  }

  /** PUT /v1/app/usuario/{id}: the user's permissions at the account of `dadosUsuario`. */
  async atualizarPermissoes(
    sessao: SessaoDaRequisicao,
    idusuario: number,
    dados: { idcadastroextracliente: number; permissoes: { idPermissao: IdPermissao }[] },
  ): Promise<UsuarioDoCliente> {
    const { conta } = await this.contaGerida(sessao, sessao.idfornecedor, dados.idcadastroextracliente);
    const usuario = await this.alvo(conta, idusuario);
    if (!(await this.repository.vinculado(usuario.idusuario, conta.idcliente))) {
      throw new HttpError(404, MENSAGENS_USUARIOS.usuarioNaoVinculado, 'usuarios.nao-vinculado');
    }
    await this.repository.definirPermissoes(
      usuario.idusuario,
      conta.idcliente,
      dados.permissoes.map((p) => p.idPermissao),
    );
    const atualizado = (await this.repository.usuariosDoCliente(conta.idcliente)).find(
      (u) => u.idusuario === usuario.idusuario,
    );
    if (!atualizado) throw new HttpError(404, MENSAGENS_USUARIOS.usuarioNaoVinculado, 'usuarios.nao-vinculado');
    return this.paraResposta(atualizado, sessao.idusuario);
  }

  /** GET /v1/app/usuario-cliente/{idCadastroExtraCliente}/{idUsuario}: the user themself, or the principal. */
  async usuarioCliente(sessao: SessaoDaRequisicao, idcadastro: number, idusuario: number): Promise<UsuarioCliente> {
    const conta = await this.repository.cadastro(idcadastro);
    if (!conta || conta.idfornecedor !== sessao.idfornecedor)
      throw new HttpError(404, MENSAGENS_USUARIOS.contaNaoEncontrada, 'usuarios.conta-nao-encontrada');
    if (sessao.idcliente !== conta.idcliente)
      throw new HttpError(403, MENSAGENS_USUARIOS.clienteInvalido, 'sessao.cliente-invalido');
    if (idusuario !== sessao.idusuario) {
      const gestor = await this.repository.usuario(sessao.idusuario);
      if (!gestor || !ehPrincipalDoCliente(gestor, conta.idcliente))
        throw new HttpError(403, MENSAGENS_USUARIOS.semAcessoPermissoes, 'usuarios.sem-acesso');
    }
    const usuario = await this.repository.usuario(idusuario);
    const ligado =
      usuario !== undefined &&
      (usuario.idcliente === conta.idcliente || (await this.repository.vinculado(idusuario, conta.idcliente)));
    if (!usuario || !ligado) throw new HttpError(404, MENSAGENS_USUARIOS.usuarioNaoVinculado, 'usuarios.nao-vinculado');
    const principal = ehPrincipalDoCliente(usuario, conta.idcliente);
    return {
      idusuario,
      idcliente: conta.idcliente,
      idcadastroextracliente: conta.idcadastroextracliente,
      principal,
      permissoes: (principal ? PERMISSOES : await this.repository.permissoes(idusuario, conta.idcliente)).map(
        (idPermissao) => ({ idPermissao }),
      ),
    };
  }

  /** What a user may do for a client (the client configuration): principal holds everything. */
  async permissoesEfetivas(
    idusuario: number,
    idcliente: number,
  ): Promise<{ principal: boolean; permissoes: IdPermissao[] }> {
    const usuario = await this.repository.usuario(idusuario);
    if (!usuario) return { principal: false, permissoes: [] };
    if (ehPrincipalDoCliente(usuario, idcliente)) return { principal: true, permissoes: [...PERMISSOES] };
    return { principal: false, permissoes: await this.repository.permissoes(idusuario, idcliente) };
  }

  /** Waits for the messages still being sent (tests, and a graceful close). */
  async aguardarEnvios(): Promise<void> {
    while (this.envios.size > 0) await Promise.allSettled([...this.envios]);
  }

  private enviarDepois(mensagem: EmailMessage): void {
    const envio = this.email
      .enviar(mensagem)
      .catch((error: unknown) => {
        this.log.warn(
          { para: mensagem.para, motivo: (error as Error).message },
          'falha ao enviar o e-mail de convite de usuário',
        );
      })
      .finally(() => this.envios.delete(envio));
    this.envios.add(envio);
  }
}
