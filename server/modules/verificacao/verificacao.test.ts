/**
 * Contact verification (issue 31, spec section 7 `GET /v4/verificacao/enviar-verificacao`): a code
 * by e-mail (the outbox, through the e-mail queue) or by SMS (a local fake provider), confirmed
 * with the code; the session, the client and the supplier are checked; bad input is pt-BR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from '../../testing/fake-sms';
import { criarSessao, jwtDeTeste, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sms: FakeSms;

beforeAll(async () => {
  sms = await startFakeSms();
  const url = new URL(sms.url);
  url.username = 'loja';
  url.password = 's3gr3d0';
  t = await startTestApp({ smsProviderUrl: url.toString() });
});

afterAll(async () => {
  await t?.close();
  await sms?.close();
});

async function cliente(): Promise<SessaoDeTeste & { bearer: Record<string, string>; email: string }> {
  const s = await criarSessao(t.db, { idfornecedor: t.aurora });
  const { email } = await t.db
    .selectFrom('clientes')
    .select('email')
    .where('idcliente', '=', s.idcliente)
    .executeTakeFirstOrThrow();
  return { ...s, email, bearer: { authorization: `Bearer ${await jwtDeTeste(t, s, t.aurora)}` } };
}

const enviar = (c: { idcliente: number; bearer: Record<string, string> }, extra = '', canal = 'EMAIL') =>
  t.app.inject({
    url: `/api/v4/verificacao/enviar-verificacao?canal=${canal}&idcliente=${c.idcliente}&idfornecedor=${t.aurora}&fonte=CADASTRO${extra}`,
    headers: c.bearer,
  });

const confirmar = (c: { idcliente: number; bearer: Record<string, string> }, codigo: string, canal = 'EMAIL') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v4/verificacao/confirmar-verificacao',
    headers: c.bearer,
    payload: { idcliente: c.idcliente, idfornecedor: t.aurora, canal, codigo },
  });

async function codigoDoEmail(para: string): Promise<string> {
  await t.app.email.aguardarEntregas();
  const mensagem = await t.db
    .selectFrom('outbox_email')
    .selectAll()
    .where('para', '=', para)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mensagem.assunto).toBe('Código de verificação | Distribuidora Aurora');
  const m = /\b([0-9]{6})\b/.exec(mensagem.texto);
  if (!m) throw new Error(`sem código: ${mensagem.texto}`);
  return m[1] as string;
}

describe('GET /v4/verificacao/enviar-verificacao by e-mail', () => {
  it("mails a code to the client's e-mail, and the code confirms it once", async () => {
    const c = await cliente();
    const r = await enviar(c);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      enviado: true,
      canal: 'EMAIL',
      destino: `${c.email[0]}***@${c.email.split('@')[1]}`,
    });
    const codigo = await codigoDoEmail(c.email);
    const errado = codigo === '000000' ? '111111' : '000000';
    const negado = await confirmar(c, errado);
    expect(negado.statusCode).toBe(400);
    expect(negado.json()).toEqual({
      mensagem: 'Código inválido ou expirado. Confira o código ou peça um novo.',
      codigo: 'verificacao.codigo-invalido',
    });
    const ok = await confirmar(c, codigo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ verificado: true, canal: 'EMAIL' });
    const linha = await t.db
      .selectFrom('verificacoes_contato')
      .selectAll()
      .where('idcliente', '=', c.idcliente)
      .executeTakeFirstOrThrow();
    expect(linha.verificado_em).not.toBeNull();
    expect(linha.fonte).toBe('CADASTRO');
    expect(linha.codigo_hash).not.toContain(codigo);
    // Used: the same code does not confirm again.
    expect((await confirmar(c, codigo)).statusCode).toBe(400);
  });

  it('refuses a second code within a minute, and ends a code after 5 wrong tries', async () => {
    const c = await cliente();
    expect((await enviar(c)).statusCode).toBe(200);
    const outra = await enviar(c);
    expect(outra.statusCode).toBe(429);
    expect(outra.json().mensagem).toBe('Um código acabou de ser enviado. Aguarde um minuto para pedir outro.');
    const codigo = await codigoDoEmail(c.email);
    const errado = codigo === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirmar(c, errado)).statusCode).toBe(400);
    const esgotado = await confirmar(c, codigo);
    expect(esgotado.statusCode).toBe(429);
    expect(esgotado.json().codigo).toBe('verificacao.tentativas-esgotadas');
  });

  it('checks the jwttoken: none is 401, another client or supplier is 403, and nothing is sent', async () => {
    const c = await cliente();
    const outro = await cliente();
    expect((await enviar({ idcliente: c.idcliente, bearer: {} })).statusCode).toBe(401);
    const alheio = await enviar({ idcliente: c.idcliente, bearer: outro.bearer });
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().codigo).toBe('sessao.cliente-invalido');
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const outroFornecedor = await enviar({
      idcliente: daConstruforte.idcliente,
      bearer: { authorization: `Bearer ${await jwtDeTeste(t, daConstruforte, t.construforte)}` },
    });
    expect(outroFornecedor.statusCode).toBe(403);
    expect((await confirmar({ idcliente: c.idcliente, bearer: outro.bearer }, '123456')).statusCode).toBe(403);
    const linhas = await t.db
      .selectFrom('verificacoes_contato')
      .select('idverificacao')
      .where('idcliente', 'in', [c.idcliente, daConstruforte.idcliente])
      .execute();
    expect(linhas).toEqual([]);
  });

  it('refuses bad input in pt-BR', async () => {
    const c = await cliente();
    const canal = await enviar(c, '', 'FAX');
    expect(canal.statusCode).toBe(400);
    expect(canal.json().mensagem).toMatch(/canal/);
    const codigo = await confirmar(c, '12ab56');
    expect(codigo.statusCode).toBe(400);
    expect(codigo.json().mensagem).toMatch(/codigo/);
  });
});

describe('GET /v4/verificacao/enviar-verificacao by SMS', () => {
  it('sends the code to the typed mobile through the provider (Basic auth), and it confirms', async () => {
    const c = await cliente();
    const r = await enviar(c, `&telefone=${encodeURIComponent('(19) 99876-5432')}`, 'SMS');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ canal: 'SMS', destino: '(19) *****-5432' });
    const recebido = sms.mensagens.at(-1)!;
    expect(recebido.para).toBe('+5519998765432');
    expect(recebido.authorization).toBe(`Basic ${Buffer.from('loja:s3gr3d0').toString('base64')}`);
    const codigo = /([0-9]{6})/.exec(recebido.mensagem)![1]!;
    expect(recebido.mensagem).toBe(
      `Distribuidora Aurora: seu código de verificação é ${codigo}. Válido por 15 minutos.`,
    );
    expect((await confirmar(c, codigo, 'SMS')).statusCode).toBe(200);
  });

  it('needs a Brazilian mobile; a failing provider is 502 and the customer may ask again at once', async () => {
    const c = await cliente();
    const fixo = await enviar(c, '&telefone=1932345678', 'SMS');
    expect(fixo.statusCode).toBe(400);
    expect(fixo.json().mensagem).toMatch(/informe um celular com DDD/);
    sms.quebrado(true);
    const falhou = await enviar(c, '&telefone=19998765432', 'SMS');
    sms.quebrado(false);
    expect(falhou.statusCode).toBe(502);
    expect(falhou.json().codigo).toBe('verificacao.sms-falhou');
    expect((await enviar(c, '&telefone=19998765432', 'SMS')).statusCode).toBe(200);
  });

  it('without a provider setting, SMS is not offered', async () => {
    const semSms = await startTestApp();
    try {
      const s = await criarSessao(semSms.db, { idfornecedor: semSms.aurora });
      const r = await semSms.app.inject({
        url: `/api/v4/verificacao/enviar-verificacao?canal=SMS&idcliente=${s.idcliente}&idfornecedor=${semSms.aurora}&fonte=CADASTRO&telefone=19998765432`,
        headers: { authorization: `Bearer ${await jwtDeTeste(semSms, s, semSms.aurora)}` },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        mensagem: 'O envio de código por SMS não está disponível nesta loja. Receba o código por e-mail.',
        codigo: 'verificacao.sms-indisponivel',
      });
    } finally {
      await semSms.close();
    }
  });
});
