/**
 * The ERP's people of a client (issue 33, `convidarPeloErp`), at the service on the test app
 * (PGlite, and PostgreSQL with DATABASE_URL): a new client's first e-mail becomes its principal
 * user (logs in with the CNPJ once the invitation's link set the password), the next ones linked
 * users; the same list again changes nothing; staff, invalid and repeated e-mails are errors of
 * their entries only; a customer of another client is linked; with no origin and no domain the
 * invitation points to 'Esqueci minha senha'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA_ATACADO_ID } from '../../db/seed/fornecedores';
import { anonToken, startTestApp, type TestApp } from '../../testing/test-app';
import { UsuariosVinculadosRepository } from './usuarios-vinculados-repository';
import { UsuariosVinculadosService } from './usuarios-vinculados-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
});
afterAll(async () => {
  await t?.close();
});

const ORIGEM = 'https://loja.exemplo.com.br';

/** A client as the ERP import creates it: the client and its registration at `idfornecedor`, no user. */
async function novoCliente(documento: string, nome: string, idfornecedor: string): Promise<number> {
  const { idcliente } = await t.db
    .insertInto('clientes')
    .values({ nome, documento, tipo_documento: 'CNPJ', email: `erp-${documento}@exemplo.com.br`, tags: '[]' })
    .returning('idcliente')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('cadastros_cliente')
    .values({ idcliente, idfornecedor, cadastro_aprovado: true, tags: '[]' })
    .execute();
  return idcliente;
}

async function emails(para: string) {
  await t.app.usuariosVinculadosService.aguardarEnvios();
  await t.app.email.aguardarEntregas();
  return t.db.selectFrom('outbox_email').selectAll().where('para', '=', para).orderBy('id').execute();
}

const CODIGO = /\/redefinir-senha\/([A-Za-z0-9_-]{43})/;

describe('convidarPeloErp', () => {
  it('makes the first e-mail the principal (CNPJ login) and the next a linked user; again, nothing', async () => {
    const idcliente = await novoCliente('44556677000186', 'Empório Serra Azul Ltda', t.aurora);
    const usuarios = [{ email: ' Dono@SerraAzul.com.br ', nome: 'Rita  Serra' }, { email: 'compras@serraazul.com.br' }];
    const r = await t.app.usuariosVinculadosService.convidarPeloErp({
      idfornecedor: t.aurora,
      idcliente,
      usuarios,
      origem: ORIGEM,
    });
    expect(r).toEqual({ alterado: true, erros: [] });

    const criados = await t.db
      .selectFrom('usuarios')
      .select(['idusuario', 'email', 'nome', 'papel', 'principal', 'documento', 'idcliente'])
      .where('idcliente', '=', idcliente)
      .orderBy('idusuario')
      .execute();
    expect(criados.map(({ idusuario: _, ...u }) => u)).toEqual([
      {
        email: 'dono@serraazul.com.br',
        nome: 'Rita Serra',
        papel: 'cliente',
        principal: true,
        documento: '44556677000186',
        idcliente,
      },
      {
        email: 'compras@serraazul.com.br',
        nome: 'compras',
        papel: 'usuario_vinculado',
        principal: false,
        documento: null,
        idcliente,
      },
    ]);
    const vinculos = await t.db
      .selectFrom('usuario_clientes')
      .select(['idusuario', 'principal'])
      .where('idcliente', '=', idcliente)
      .orderBy('idusuario')
      .execute();
    expect(vinculos).toEqual(criados.map((u) => ({ idusuario: u.idusuario, principal: true })));

    const [convitePrincipal, ...outrosPrincipal] = await emails('dono@serraazul.com.br');
    const [conviteVinculado, ...outrosVinculado] = await emails('compras@serraazul.com.br');
    expect(outrosPrincipal).toEqual([]);
    expect(outrosVinculado).toEqual([]);
    for (const m of [convitePrincipal!, conviteVinculado!]) {
      expect(m.assunto).toBe('Convite para comprar na Distribuidora Aurora');
      expect(m.texto).toContain('Você foi convidado');
      expect(m.texto).toContain(
        'Distribuidora Aurora convidou você para comprar em nome de Empório Serra Azul Ltda na loja online.',
      );
      expect(m.html).toContain('Criar minha senha');
      expect(m.texto).toMatch(new RegExp(`${ORIGEM}/aurora/redefinir-senha/[A-Za-z0-9_-]{43}`));
    }
    const codigo = CODIGO.exec(convitePrincipal!.texto)?.[1] as string;
    expect(convitePrincipal!.html).toContain(`/aurora/redefinir-senha/${codigo}`);

    // The link's code sets the principal's password; the principal logs in with the CNPJ.
    const definir = await t.app.inject({
      method: 'POST',
      url: `/api/v2/app/${anonToken()}/cliente/senha/redefinir`,
      payload: { idfornecedor: t.aurora, codigo, senha: 'Serra-Azul-Entrou-2026' },
    });
    expect(definir.statusCode, definir.body).toBe(200);
    const entrar = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${anonToken()}/usuario/autenticar`,
      payload: { cpf: '44.556.677/0001-86', senha: 'Serra-Azul-Entrou-2026', idfornecedor: t.aurora },
    });
    expect(entrar.statusCode, entrar.body).toBe(200);
    expect(entrar.json()).toMatchObject({ idcliente, principal: true, nome: 'Rita Serra' });

    // The same list again: nothing changes, nothing is sent.
    const antes = (await t.db.selectFrom('outbox_email').select('id').execute()).length;
    expect(
      await t.app.usuariosVinculadosService.convidarPeloErp({
        idfornecedor: t.aurora,
        idcliente,
        usuarios,
        origem: ORIGEM,
      }),
    ).toEqual({ alterado: false, erros: [] });
    await emails('');
    expect((await t.db.selectFrom('outbox_email').select('id').execute()).length).toBe(antes);
    expect(
      (await t.db.selectFrom('usuarios').select('idusuario').where('idcliente', '=', idcliente).execute()).length,
    ).toBe(2);
  });

  it('answers staff, invalid and repeated e-mails as errors of their entries; links a customer of another client', async () => {
    const idcliente = await novoCliente('98765432000198', 'Casa Norte Comércio Ltda', t.aurora);
    const r = await t.app.usuariosVinculadosService.convidarPeloErp({
      idfornecedor: t.aurora,
      idcliente,
      usuarios: [
        { email: 'admin@aurora.com.br' },
        { email: 'não é e-mail' },
        { email: 'gerente@casanorte.com.br', nome: 'Paulo Norte' },
        { email: 'GERENTE@casanorte.com.br' },
        { email: 'maria@exemplo.com.br' },
      ],
      origem: null,
    });
    expect(r).toEqual({
      alterado: true,
      erros: [
        { indice: 0, mensagem: 'este e-mail é de um usuário da equipe da loja e não pode ser vinculado a um cliente' },
        { indice: 1, mensagem: 'e-mail inválido' },
        { indice: 3, mensagem: 'e-mail repetido na lista' },
      ],
    });
    // The admin is untouched and got nothing.
    expect(
      await t.db.selectFrom('usuario_clientes').select('idusuario').where('idcliente', '=', idcliente).execute(),
    ).not.toContainEqual({ idusuario: 6 });
    expect(await emails('admin@aurora.com.br')).toEqual([]);

    // The first valid new e-mail is the principal; its link uses Aurora's own domain (no origin given).
    const gerente = await t.db
      .selectFrom('usuarios')
      .select(['papel', 'principal', 'documento', 'nome'])
      .where('email', '=', 'gerente@casanorte.com.br')
      .executeTakeFirstOrThrow();
    expect(gerente).toEqual({ papel: 'cliente', principal: true, documento: '98765432000198', nome: 'Paulo Norte' });
    const [convite] = await emails('gerente@casanorte.com.br');
    expect(convite?.texto).toMatch(/https:\/\/aurora\.localhost\/aurora\/redefinir-senha\/[A-Za-z0-9_-]{43}/);

    // Maria (customer of client 1) is linked, keeps her own client, and is told of the new access.
    const maria = await t.db
      .selectFrom('usuarios')
      .select(['idcliente', 'principal'])
      .where('idusuario', '=', 1)
      .executeTakeFirstOrThrow();
    expect(maria).toEqual({ idcliente: 1, principal: true });
    expect(
      await t.db
        .selectFrom('usuario_clientes')
        .select('principal')
        .where('idusuario', '=', 1)
        .where('idcliente', '=', idcliente)
        .executeTakeFirst(),
    ).toEqual({ principal: false });
    const avisos = (await emails('maria@exemplo.com.br')).filter((m) => m.texto.includes('Casa Norte'));
    expect(avisos).toHaveLength(1);
    expect(avisos[0]?.assunto).toBe('Acesso a Casa Norte Comércio Ltda | Distribuidora Aurora');
    expect(avisos[0]?.texto).toContain('Você tem acesso a um novo cliente');
    expect(avisos[0]?.texto).toContain('Distribuidora Aurora deu a você acesso a Casa Norte Comércio Ltda');
    expect(avisos[0]?.texto).toContain('https://aurora.localhost/aurora/login');
    expect(avisos[0]?.texto).not.toContain('redefinir-senha');
  });

  it('with no origin and no domain, the invitation has no link and points to “Esqueci minha senha”', async () => {
    const idcliente = await novoCliente('11444777000161', 'Atacado Sul Ltda', AURORA_ATACADO_ID);
    const r = await t.app.usuariosVinculadosService.convidarPeloErp({
      idfornecedor: AURORA_ATACADO_ID,
      idcliente,
      usuarios: [{ email: 'sem-link@atacadosul.com.br' }],
      origem: null,
    });
    expect(r).toEqual({ alterado: true, erros: [] });
    const [convite, ...outros] = await emails('sem-link@atacadosul.com.br');
    expect(outros).toEqual([]);
    expect(convite?.texto).toContain('Você foi convidado');
    expect(convite?.texto).toContain("'Esqueci minha senha'");
    expect(convite?.texto).toContain('sem-link@atacadosul.com.br');
    expect(convite?.texto).not.toContain('redefinir-senha');
    expect(convite?.texto).not.toContain('https://');
    expect(convite?.html).not.toContain('Criar minha senha');
    // No definition code was issued for a link nobody gets.
    const u = await t.db
      .selectFrom('usuarios')
      .select(['idusuario', 'principal', 'nome'])
      .where('email', '=', 'sem-link@atacadosul.com.br')
      .executeTakeFirstOrThrow();
    expect(u).toMatchObject({ principal: true, nome: 'Atacado Sul Ltda' });
    expect(
      await t.db.selectFrom('recuperacoes_senha').select('idusuario').where('idusuario', '=', u.idusuario).execute(),
    ).toEqual([]);
  });

  it('reads a unique-violation race again as a known user: linked, never an error', async () => {
    const idcliente = await novoCliente('22333444000181', 'Corrida Distribuição Ltda', t.aurora);
    // The repository misses Ana's e-mail once, as if she had been created in the meantime.
    class RepositorioAtrasado extends UsuariosVinculadosRepository {
      private perdido = false;
      override async porEmail(email: string) {
        if (email === 'ana@bompreco.com.br' && !this.perdido) {
          this.perdido = true;
          return undefined;
        }
        return super.porEmail(email);
      }
    }
    const avisos: string[] = [];
    const service = new UsuariosVinculadosService(
      new RepositorioAtrasado(t.db),
      t.app.fornecedorService,
      t.app.sessaoService,
      t.app.recuperacaoSenhaService,
      t.app.email,
      { warn: (obj, msg) => avisos.push(`${msg} ${JSON.stringify(obj)}`) },
    );
    const r = await service.convidarPeloErp({
      idfornecedor: t.aurora,
      idcliente,
      usuarios: [{ email: 'ana@bompreco.com.br' }, { email: 'primeira@corrida.com.br' }],
      origem: ORIGEM,
    });
    await service.aguardarEnvios();
    expect(r).toEqual({ alterado: true, erros: [] });
    expect(avisos).toEqual([]);
    expect(
      await t.db
        .selectFrom('usuario_clientes')
        .select('idusuario')
        .where('idcliente', '=', idcliente)
        .where('idusuario', '=', 4)
        .execute(),
    ).toEqual([{ idusuario: 4 }]);
    // Ana did not become the principal: the next e-mail did.
    expect(
      await t.db
        .selectFrom('usuarios')
        .select('email')
        .where('idcliente', '=', idcliente)
        .where('principal', '=', true)
        .execute(),
    ).toEqual([{ email: 'primeira@corrida.com.br' }]);
    const [aviso] = (await emails('ana@bompreco.com.br')).filter((m) => m.texto.includes('Corrida'));
    expect(aviso?.texto).toContain('Você tem acesso a um novo cliente');
  });

  it('throws for a client with no registration at the supplier (a programming error)', async () => {
    const idcliente = await novoCliente('11222333000343', 'Só ConstruForte Ltda', t.construforte);
    await expect(
      t.app.usuariosVinculadosService.convidarPeloErp({
        idfornecedor: t.aurora,
        idcliente,
        usuarios: [{ email: 'ninguem@soconstruforte.com.br' }],
        origem: ORIGEM,
      }),
    ).rejects.toThrow(/não tem cadastro/);
    expect(
      await t.db
        .selectFrom('usuarios')
        .select('idusuario')
        .where('email', '=', 'ninguem@soconstruforte.com.br')
        .execute(),
    ).toEqual([]);
  });
});
