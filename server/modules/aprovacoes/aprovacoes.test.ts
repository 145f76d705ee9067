/**
 * Registration approvals (issue 33, item 5): the desk lists the registrations awaiting approval with
 * their data; a refusal needs a reason and e-mails it; an approval e-mails the customer and reaches
 * the customer's live session at once (the session check's `cadastro_aprovado`, spec section 4; a
 * JWT issued before is refused, so the reloaded page takes a new one); the same through the API
 * with scope `customers`; other suppliers' staff and keys are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, jwtDeTeste, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { JA_APROVADO, MOTIVO_OBRIGATORIO, SO_EQUIPE_APROVACOES } from './index';

let t: TestApp;
let atendente: SessaoDeTeste;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function idcadastro(idcliente: number, idfornecedor: string): Promise<number> {
  const r = await t.db
    .selectFrom('cadastros_cliente')
    .select('idcadastroextracliente')
    .where('idcliente', '=', idcliente)
    .where('idfornecedor', '=', idfornecedor)
    .executeTakeFirstOrThrow();
  return r.idcadastroextracliente;
}

async function emailsPara(idcliente: number) {
  await t.app.email.aguardarEntregas();
  const cliente = await t.db
    .selectFrom('clientes')
    .select('email')
    .where('idcliente', '=', idcliente)
    .executeTakeFirstOrThrow();
  return t.db.selectFrom('outbox_email').select(['assunto', 'texto']).where('para', '=', cliente.email).execute();
}

beforeAll(async () => {
  t = await startTestApp();
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('registration approvals in the desk', () => {
  let pendente: SessaoDeTeste;
  let id: number;

  beforeAll(async () => {
    pendente = await criarSessao(t.db, { idfornecedor: t.aurora, aprovado: false });
    id = await idcadastro(pendente.idcliente, t.aurora);
  });

  it('lists the pending registrations with their data', async () => {
    const r = await t.app.inject({ url: `/api/v4/painel/${t.aurora}/cadastros`, headers: bearer(atendente.token) });
    expect(r.statusCode, r.body).toBe(200);
    const cadastro = r.json().cadastros.find((c: { idcadastro: number }) => c.idcadastro === id);
    expect(cadastro).toMatchObject({
      idcliente: pendente.idcliente,
      tipoDocumento: 'CNPJ',
      situacao: 'pendente',
      motivo: null,
    });
    expect(cadastro.nome).toMatch(/^Cliente Teste /);
    expect(cadastro.email).toMatch(/@teste\.local$/);
  });

  it('refuses a refusal without a reason, then refuses with one and e-mails it', async () => {
    const url = `/api/v4/painel/${t.aurora}/cadastros/${id}/recusar`;
    const sem = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(atendente.token),
      payload: { motivo: '  ' },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toEqual({ mensagem: MOTIVO_OBRIGATORIO, codigo: 'cadastro.motivo' });
    const r = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(atendente.token),
      payload: { motivo: 'CNPJ sem inscrição estadual ativa.' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().cadastro).toMatchObject({
      idcadastro: id,
      situacao: 'recusado',
      motivo: 'CNPJ sem inscrição estadual ativa.',
    });
    expect(r.json().cadastro.decididoPor).toMatch(/^Usuário Teste /);
    const pendentes = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/cadastros`,
      headers: bearer(atendente.token),
    });
    expect(pendentes.json().cadastros.map((c: { idcadastro: number }) => c.idcadastro)).not.toContain(id);
    const recusados = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/cadastros?situacao=recusado`,
      headers: bearer(atendente.token),
    });
    expect(recusados.json().cadastros.map((c: { idcadastro: number }) => c.idcadastro)).toContain(id);
    const emails = await emailsPara(pendente.idcliente);
    expect(emails).toEqual([
      expect.objectContaining({ assunto: expect.stringMatching(/^Seu cadastro não foi aprovado \| /) }),
    ]);
    expect(emails[0]!.texto).toContain('Motivo: CNPJ sem inscrição estadual ativa.');
  });

  it('approves it: the e-mail goes, and the live session sees the approval at once', async () => {
    const configuracoes = () =>
      t.app.inject({ url: `/api/v2/app/${pendente.token}~${pendente.idcliente}/get-configuracoes-cliente` });
    expect((await configuracoes()).json().cadastro_aprovado).toBe(false);
    const jwtAntes = await jwtDeTeste(t, pendente, t.aurora);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/cadastros/${id}/aprovar`,
      headers: bearer(atendente.token),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().cadastro).toMatchObject({ situacao: 'aprovado', motivo: null });
    // Spec section 4: the session check reads the new approval (and the page reloads to the shop's root).
    expect((await configuracoes()).json().cadastro_aprovado).toBe(true);
    // A JWT issued with the old approval is no longer accepted; a new one is issued for the reloaded page.
    const v4 = await t.app.inject({
      url: `/api/v4/client/${pendente.idcliente}/supplier/${t.aurora}/termos-uso`,
      headers: bearer(jwtAntes),
    });
    expect(v4.statusCode).toBe(401);
    expect(v4.json().mensagem).toBe('Sessão expirada, efetue login novamente');
    const jwtDepois = await jwtDeTeste(t, pendente, t.aurora);
    const novo = await t.app.inject({
      url: `/api/v4/client/${pendente.idcliente}/supplier/${t.aurora}/termos-uso`,
      headers: bearer(jwtDepois),
    });
    expect(novo.statusCode).toBe(200);
    const emails = await emailsPara(pendente.idcliente);
    expect(emails.map((e) => e.assunto)).toContainEqual(expect.stringMatching(/^Seu cadastro foi aprovado \| /));
    // Approved: it cannot be refused any more, and approving again changes nothing.
    const recusa = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/cadastros/${id}/recusar`,
      headers: bearer(atendente.token),
      payload: { motivo: 'Mudei de ideia.' },
    });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json()).toEqual({ mensagem: JA_APROVADO, codigo: 'cadastro.ja-aprovado' });
    const denovo = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/cadastros/${id}/aprovar`,
      headers: bearer(atendente.token),
    });
    expect(denovo.statusCode).toBe(200);
    const decisoes = await t.db
      .selectFrom('decisoes_cadastro')
      .select('decisao')
      .where('idcadastroextracliente', '=', id)
      .execute();
    expect(decisoes.map((d) => d.decisao)).toEqual(['recusado', 'aprovado']);
  });

  it("refuses a customer, and another supplier's staff, and finds no other supplier's registration", async () => {
    const cliente = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/cadastros`,
      headers: bearer(pendente.token),
    });
    expect(cliente.statusCode).toBe(403);
    expect(cliente.json()).toEqual({ mensagem: SO_EQUIPE_APROVACOES, codigo: 'painel.acesso-negado' });
    const outra = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const alheia = await t.app.inject({ url: `/api/v4/painel/${t.aurora}/cadastros`, headers: bearer(outra.token) });
    expect(alheia.statusCode).toBe(403);
    const naConstruforte = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.construforte}/cadastros/${id}/aprovar`,
      headers: bearer(outra.token),
    });
    expect(naConstruforte.statusCode).toBe(404);
  });
});

describe('registration approvals through the API (scope customers)', () => {
  it('lists, approves and refuses with a key of the supplier; not with another scope', async () => {
    const admin = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
    const criar = async (escopos: string[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v4/painel/${t.construforte}/integracao/credenciais`,
          headers: bearer(admin.token),
          payload: { nome: 'ERP Sankhya', escopos },
        })
      ).json().chave as string;
    const chave = await criar(['customers']);
    const semEscopo = await criar(['stock']);
    const a = await criarSessao(t.db, { idfornecedor: t.construforte, aprovado: false });
    const b = await criarSessao(t.db, { idfornecedor: t.construforte, aprovado: false });
    const [ida, idb] = [await idcadastro(a.idcliente, t.construforte), await idcadastro(b.idcliente, t.construforte)];
    const lista = await t.app.inject({ url: `/api/v4/integracao/${t.construforte}/cadastros`, headers: bearer(chave) });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().cadastros.map((c: { idcadastro: number }) => c.idcadastro)).toEqual(
      expect.arrayContaining([ida, idb]),
    );
    const negado = await t.app.inject({
      url: `/api/v4/integracao/${t.construforte}/cadastros`,
      headers: bearer(semEscopo),
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().mensagem).toBe("Esta chave de integração não tem o escopo 'customers'.");
    const aprovado = await t.app.inject({
      method: 'POST',
      url: `/api/v4/integracao/${t.construforte}/cadastros/${ida}/aprovar`,
      headers: bearer(chave),
    });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(aprovado.json().cadastro).toMatchObject({ situacao: 'aprovado', decididoPor: 'ERP (ERP Sankhya)' });
    const recusado = await t.app.inject({
      method: 'POST',
      url: `/api/v4/integracao/${t.construforte}/cadastros/${idb}/recusar`,
      headers: bearer(chave),
      payload: { motivo: 'Fora da área de atendimento.' },
    });
    expect(recusado.statusCode).toBe(200);
    expect(recusado.json().cadastro).toMatchObject({ situacao: 'recusado', motivo: 'Fora da área de atendimento.' });
    // The key is ConstruForte's: Aurora's registrations are not its own.
    const aurora = await t.app.inject({ url: `/api/v4/integracao/${t.aurora}/cadastros`, headers: bearer(chave) });
    expect(aurora.statusCode).toBe(403);
  });
});
