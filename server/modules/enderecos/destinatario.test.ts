/**
 * Who receives at an address (issue 34, item 3): the recipient's name, the phone at that address
 * and its WhatsApp opt-in are saved with the address (the form's rule, a pt-BR message for a bad
 * phone), travel with the order placed to it, and are on the order page and in its e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_TELEFONE } from '#engine/rules/phone';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, submeter } from '../pedidos/pedidos-teste';

let t: TestApp;
let cliente: SessaoDeTeste;

beforeAll(async () => {
  t = await startTestApp();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
});
afterAll(async () => {
  await t?.close();
});

const ENDERECO = {
  cep: '13015-002',
  uf: 'SP',
  cidade: 'Campinas',
  bairro: 'Centro',
  rua: 'Rua Barão de Jaguara',
  numero: '1205',
  apelido: 'Loja',
};

const criar = (corpo: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${cliente.token}~${cliente.idcliente}/enderecos`,
    payload: corpo,
  });

describe('an address says who receives there', () => {
  it('saves the recipient, the phone as digits and the opt-in; refuses a bad phone and an opt-in without phone', async () => {
    const ruim = await criar({ ...ENDERECO, telefone: '(11) 1234-56' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ mensagem: MENSAGENS_TELEFONE.invalido, codigo: 'endereco.invalido' });
    const semTelefone = await criar({ ...ENDERECO, whatsapp: true });
    expect(semTelefone.statusCode).toBe(400);
    expect(semTelefone.json()).toEqual({
      mensagem: MENSAGENS_TELEFONE.whatsappSemTelefone,
      codigo: 'endereco.invalido',
    });

    const res = await criar({
      ...ENDERECO,
      destinatario: '  João Recebedor  ',
      telefone: '+55 (19) 98765-4321',
      whatsapp: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ destinatario: 'João Recebedor', telefone: '19987654321', whatsapp: true });
    // Not ticked: no opt-in (never assumed).
    const sem = await criar({ ...ENDERECO, apelido: 'Depósito', telefone: '1932345678' });
    expect(sem.json()).toMatchObject({ destinatario: null, telefone: '1932345678', whatsapp: false });

    // An update that clears the phone drops the opt-in with it.
    const idendereco = res.json().idendereco as number;
    const limpo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/app/${cliente.token}~${cliente.idcliente}/enderecosput`,
      payload: { ...ENDERECO, idendereco, destinatario: 'João Recebedor', telefone: '' },
    });
    expect(limpo.statusCode, limpo.body).toBe(200);
    expect(limpo.json()).toMatchObject({ destinatario: 'João Recebedor', telefone: null, whatsapp: false });
  });

  it('goes with the order: on the order page and in its e-mail', async () => {
    const endereco = await criar({
      ...ENDERECO,
      apelido: 'Obra',
      destinatario: 'Marta Mestre de Obras',
      telefone: '11987654321',
    });
    expect(endereco.statusCode, endereco.body).toBe(200);
    const idendereco = endereco.json().idendereco as number;
    const forma = await t.db
      .selectFrom('formas_entrega')
      .select('idformaentrega')
      .where('idfornecedor', '=', t.aurora)
      .where('tipo', '=', 'DELIVERY')
      .orderBy('idformaentrega')
      .executeTakeFirstOrThrow();
    const data = await primeiraData(t.db, forma.idformaentrega);
    const id = await produtoDeTeste(t.db, t.aurora, null);
    await t.app.email.aguardarEntregas();
    const res = await submeter(
      t.app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 1 }], data, {
        tipoEntrega: 'DELIVERY',
        formaEntrega: { idformaentrega: forma.idformaentrega, data_de_entrega: data },
        enderecoentrega: { idendereco },
        lojaRetira: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const numpedido = res.json().numpedido as number;
    const detalhe = await t.app.inject({
      url: `/api/v2/app/${cliente.token}/order/${numpedido}?idfornecedor=${t.aurora}`,
    });
    expect(detalhe.statusCode, detalhe.body).toBe(200);
    expect(detalhe.json().entrega.endereco).toMatchObject({
      idendereco,
      destinatario: 'Marta Mestre de Obras',
      telefone: '11987654321',
    });
    await t.app.email.aguardarEntregas();
    const email = await t.db
      .selectFrom('outbox_email')
      .selectAll()
      .where('assunto', 'like', `%${numpedido}%`)
      .executeTakeFirstOrThrow();
    expect(email.texto).toContain('Quem recebe: Marta Mestre de Obras, telefone (11) 98765-4321.');
    expect(email.html).toContain('Quem recebe: Marta Mestre de Obras, telefone (11) 98765-4321.');
  });
});
