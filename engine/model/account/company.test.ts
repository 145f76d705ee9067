// @vitest-environment node
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionExpired } from '../session';
import { aurora, json, startAtAurora } from '../testing/fake-api';
import { $accountData, companyDataShown, type DadosConta } from './index';

const SESSION = 'sess_0123456789abcdef0123456789abcdef';
const COOKIE = `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 1, idcliente: 1, nome: 'Maria Oliveira Santos', email: 'maria@exemplo.com.br', cpf: '529.982.247-25', papel: 'cliente', principal: true, cadastro_aprovado: true, fornecedor_logado: aurora.idfornecedor }))}`;

const DADOS: DadosConta = {
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  tipo_documento: 'CPF',
  telefone: '19999990000',
  whatsapp: true,
  razao_social: null,
  nome_fantasia: null,
  inscricao_estadual: null,
  uf_inscricao_estadual: null,
  pode_alterar_empresa: true,
};

async function start() {
  const { scope, fake } = await startAtAurora({
    routes: [[/^\/v1\/app\/[^/]+~1\/usuario$/, () => json(DADOS)]],
    pathname: '/aurora/minha-conta/alterar-dados',
    token: SESSION,
    cookies: COOKIE,
  });
  const pedidosDeDados = () => fake.requests.filter((r) => /\/usuario$/.test(new URL(r.url).pathname)).length;
  return { scope, pedidosDeDados };
}

describe("the client's company data on the account pages", () => {
  it('is asked once: the section shown again (the hydrated page after the server prepared it) asks nothing', async () => {
    const { scope, pedidosDeDados } = await start();
    await allSettled(companyDataShown, { scope });
    expect(scope.getState($accountData)).toEqual(DADOS);
    expect(pedidosDeDados()).toBe(1);
    await allSettled(companyDataShown, { scope });
    expect(scope.getState($accountData)).toEqual(DADOS);
    expect(pedidosDeDados()).toBe(1);
  });

  it('is dropped when the session expires, and not asked without a client', async () => {
    const { scope, pedidosDeDados } = await start();
    await allSettled(companyDataShown, { scope });
    await allSettled(sessionExpired, { scope, params: 'Sessão expirada' });
    expect(scope.getState($accountData)).toBeNull();
    await allSettled(companyDataShown, { scope });
    // The session is gone: no client to ask for.
    expect(pedidosDeDados()).toBe(1);
  });
});
