// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUsuarioCookie, primeiroNome, serializeUsuarioCookie } from './session-user';
import type { UsuarioSessao } from './session-user';

const USER: UsuarioSessao = {
  idusuario: 1,
  idcliente: 2,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  papel: 'cliente',
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: '3f6c1d52-7a0e-4b8f-9c21-5e4d8a7b1c01',
  cliente_nome: 'Mercado Bom Preço Ltda',
};
const TOKEN = 'sessao_0123456789abcdef';

describe('session user cookie', () => {
  it('round-trips for a session token, and is ignored for an anonymous one', () => {
    const decoded = decodeURIComponent(serializeUsuarioCookie(USER));
    expect(parseUsuarioCookie(decoded, TOKEN)).toEqual(USER);
    expect(parseUsuarioCookie(decoded, 'anon-0123456789abcdef0123456789abcdef')).toBeNull();
  });

  it('never throws on tampered input, and refuses unknown roles', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseUsuarioCookie(text, TOKEN);
      }),
    );
    expect(parseUsuarioCookie(JSON.stringify({ ...USER, papel: 'root' }), TOKEN)).toBeNull();
    expect(parseUsuarioCookie(JSON.stringify({ ...USER, idcliente: -1 }), TOKEN)).toBeNull();
  });

  it('carries the acting client name; an older cookie without it reads as no client name; never a token', () => {
    const { cliente_nome: _, ...antigo } = USER;
    expect(parseUsuarioCookie(JSON.stringify(antigo), TOKEN)).toEqual({ ...USER, cliente_nome: null });
    expect(parseUsuarioCookie(JSON.stringify({ ...USER, cliente_nome: 42 }), TOKEN)).toBeNull();
    expect(parseUsuarioCookie(JSON.stringify({ ...USER, cliente_nome: 'x'.repeat(201) }), TOKEN)).toBeNull();
  });

  it('first name', () => {
    expect(primeiroNome('  Maria Oliveira ')).toBe('Maria');
  });
});
