import { describe, expect, it } from 'vitest';
import { isAnonymousToken } from '#engine/rules/session-token';
import { sessaoDaPagina } from './ssr';

const VIVO = 'sf_' + 'a'.repeat(43);
const MORTO = 'sf_' + 'b'.repeat(43);
const ANON = 'anon-' + '0'.repeat(32);
const viva = async (token: string) => token === VIVO;
const USUARIO = `sf_usuario=${encodeURIComponent('{"nome":"Maria"}')}`;

describe('sessaoDaPagina: the token the server render uses', () => {
  it('keeps a live session and an anonymous token as they are', async () => {
    expect(await sessaoDaPagina(`sf_token=${VIVO}; ${USUARIO}`, false, viva)).toEqual({
      token: VIVO,
      cookies: `sf_token=${VIVO}; ${USUARIO}`,
      setCookies: [],
    });
    expect((await sessaoDaPagina(`sf_token=${ANON}`, false, viva)).token).toBe(ANON);
  });

  it('gives a visitor without a token a new anonymous one', async () => {
    const pagina = await sessaoDaPagina('', true, viva);
    expect(isAnonymousToken(pagina.token)).toBe(true);
    expect(pagina.setCookies).toEqual([`sf_token=${pagina.token}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('renders a dead session as an anonymous visitor and clears the user cookie', async () => {
    const pagina = await sessaoDaPagina(`outro=1; sf_token=${MORTO}; ${USUARIO}`, false, viva);
    expect(isAnonymousToken(pagina.token)).toBe(true);
    expect(pagina.cookies).not.toContain('sf_usuario');
    expect(pagina.cookies).not.toContain(MORTO);
    expect(pagina.cookies).toContain('outro=1');
    expect(pagina.setCookies).toEqual([
      `sf_token=${pagina.token}; Path=/; Max-Age=31536000; SameSite=Lax`,
      'sf_usuario=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });
});
