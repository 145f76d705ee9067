/**
 * Issue 27, item 1: no lock-out by strangers. Wrong passwords are counted per (login, address)
 * and per (login, device cookie); a device that logged in before keeps logging in; 429 carries
 * Retry-After; the owner is told by e-mail, once per window, with no secret in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, startTestApp, type TestApp } from '../../testing/test-app';
import { COOKIE_DISPOSITIVO } from './dispositivo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ESTRANHO = '203.0.113.9';
const DONO = '198.51.100.7';

function login(
  corpo: { cpf: string; senha: string },
  opcoes: { ip: string; cookie?: string | null; caminho?: string; idfornecedor?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/app/${anonToken()}/${opcoes.caminho ?? 'usuario/autenticar'}`,
    remoteAddress: opcoes.ip,
    headers: opcoes.cookie ? { cookie: `${COOKIE_DISPOSITIVO}=${opcoes.cookie}` } : {},
    payload: { ...corpo, idfornecedor: opcoes.idfornecedor ?? t.aurora },
  });
}

function cookieDe(r: { headers: Record<string, unknown> }): string {
  const set = r.headers['set-cookie'];
  const linha = (Array.isArray(set) ? set : [set]).find((c) => String(c).startsWith(`${COOKIE_DISPOSITIVO}=`));
  expect(linha, 'Set-Cookie sf_dispositivo').toBeDefined();
  expect(String(linha)).toMatch(/HttpOnly/);
  expect(String(linha)).toMatch(/Path=\/api/);
  return String(linha)
    .split(';')[0]!
    .slice(COOKIE_DISPOSITIVO.length + 1);
}

async function avisos(para: string): Promise<{ assunto: string; texto: string; html: string }[]> {
  await t.app.email.aguardarEntregas();
  return t.db.selectFrom('outbox_email').select(['assunto', 'texto', 'html']).where('para', '=', para).execute();
}

describe('login throttling (issue 27, item 1)', () => {
  it("a stranger's five wrong passwords leave the owner's login from a known device working", async () => {
    const ok = await login({ cpf: 'maria@exemplo.com.br', senha: 'maria123' }, { ip: DONO });
    expect(ok.statusCode).toBe(200);
    const dispositivo = cookieDe(ok);
    // The cookie names no login.
    expect(dispositivo).not.toMatch(/maria/i);

    for (let i = 0; i < 5; i++) {
      const r = await login({ cpf: 'maria@exemplo.com.br', senha: `errada-${i}` }, { ip: ESTRANHO });
      expect(r.statusCode).toBe(401);
      expect(r.json().mensagem).toBe('Usuário inexistente ou credenciais inválidas');
    }
    const sexta = await login({ cpf: 'maria@exemplo.com.br', senha: 'maria123' }, { ip: ESTRANHO });
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json().codigo).toBe('requisicao.muitas-requisicoes');
    expect(Number(sexta.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sexta.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner's known device logs in, even from the stranger's own address.
    const dono = await login({ cpf: 'maria@exemplo.com.br', senha: 'maria123' }, { ip: ESTRANHO, cookie: dispositivo });
    expect(dono.statusCode).toBe(200);
    expect(dono.json().token).toBeTruthy();
    // And from the owner's address without the cookie (another browser at home).
    const casa = await login({ cpf: 'maria@exemplo.com.br', senha: 'maria123' }, { ip: DONO });
    expect(casa.statusCode).toBe(200);

    // A forged or other login's device cookie does not lift the stranger's block.
    const forjado = await login(
      { cpf: 'maria@exemplo.com.br', senha: 'maria123' },
      { ip: ESTRANHO, cookie: 'A'.repeat(44) },
    );
    expect(forjado.statusCode).toBe(429);

    // The owner was told once, with no password in the message.
    const recebidos = await avisos('maria@exemplo.com.br');
    const limitados = recebidos.filter((m) => m.assunto.startsWith('Tentativas de acesso à sua conta'));
    expect(limitados).toHaveLength(1);
    for (const campo of [limitados[0]!.texto, limitados[0]!.html]) {
      expect(campo).not.toMatch(/errada-|maria123|203\.0\.113/);
      expect(campo).toContain('senha errada');
    }
  });

  it('wrong passwords on a known device are counted for that device only: it is held after five, others are not', async () => {
    const ok = await login({ cpf: 'compras@bompreco.com.br', senha: 'bompreco123' }, { ip: DONO });
    const dispositivo = cookieDe(ok);
    for (let i = 0; i < 5; i++) {
      const r = await login({ cpf: 'compras@bompreco.com.br', senha: `x-${i}` }, { ip: DONO, cookie: dispositivo });
      expect(r.statusCode).toBe(401);
    }
    const preso = await login(
      { cpf: 'compras@bompreco.com.br', senha: 'bompreco123' },
      { ip: DONO, cookie: dispositivo },
    );
    expect(preso.statusCode).toBe(429);
    expect(preso.headers['retry-after']).toBeDefined();
    const outro = await login({ cpf: 'compras@bompreco.com.br', senha: 'bompreco123' }, { ip: DONO });
    expect(outro.statusCode).toBe(200);
  });

  it('staff logins follow the same rule', async () => {
    const ok = await login(
      { cpf: 'admin@aurora.com.br', senha: 'admin123' },
      { ip: DONO, caminho: 'equipe/autenticar' },
    );
    expect(ok.statusCode).toBe(200);
    const dispositivo = cookieDe(ok);
    for (let i = 0; i < 5; i++) {
      const r = await login(
        { cpf: 'admin@aurora.com.br', senha: `x-${i}` },
        { ip: ESTRANHO, caminho: 'equipe/autenticar' },
      );
      expect(r.statusCode).toBe(401);
    }
    const estranho = await login(
      { cpf: 'admin@aurora.com.br', senha: 'admin123' },
      { ip: ESTRANHO, caminho: 'equipe/autenticar' },
    );
    expect(estranho.statusCode).toBe(429);
    const admin = await login(
      { cpf: 'admin@aurora.com.br', senha: 'admin123' },
      { ip: ESTRANHO, caminho: 'equipe/autenticar', cookie: dispositivo },
    );
    expect(admin.statusCode).toBe(200);
    expect((await avisos('admin@aurora.com.br')).filter((m) => m.assunto.startsWith('Tentativas'))).toHaveLength(1);
  });
});
