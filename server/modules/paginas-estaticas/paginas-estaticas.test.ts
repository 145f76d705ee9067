import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';

let t: TestApp;
let maria: SessaoDeTeste;

beforeAll(async () => {
  t = await startTestApp();
  maria = await criarSessao(t.db, { idfornecedor: t.aurora });
});
afterAll(async () => {
  await t?.close();
});

const lista = (idfornecedor: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v4/pagina-estatica/${idfornecedor}/listar${query}`, headers });
const pagina = (idfornecedor: string, slug: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v4/pagina-estatica/${idfornecedor}/slug/${slug}${query}`, headers });

describe('static pages (GET /v4/pagina-estatica/{idfornecedor}/listar and /slug/{slug})', () => {
  it("lists the supplier's WEB pages in its order, without content; never another supplier's nor an app-only page", async () => {
    const aurora = await lista(t.aurora);
    expect(aurora.statusCode, aurora.body).toBe(200);
    const paginas = aurora.json().paginas as { slug: string; titulo: string; tags: string[]; conteudo?: string }[];
    expect(paginas.map((p) => p.slug)).toEqual([
      'politica-de-privacidade',
      'quem-somos',
      'trabalhe-conosco',
      'trocas-e-devolucoes',
    ]);
    expect(paginas.every((p) => p.tags.includes('WEB') && p.conteudo === undefined)).toBe(true);
    const construforte = (await lista(t.construforte)).json().paginas as { slug: string }[];
    expect(construforte.map((p) => p.slug)).toContain('nossa-historia');
    expect(construforte.map((p) => p.slug)).not.toContain('quem-somos');
  });

  it('answers a page with its HTML; 404 in pt-BR for none; the not-displayable error for a page not tagged WEB', async () => {
    const politica = await pagina(t.aurora, 'politica-de-privacidade');
    expect(politica.statusCode).toBe(200);
    expect(politica.json()).toMatchObject({
      slug: 'politica-de-privacidade',
      titulo: 'Política de privacidade',
      tags: ['WEB'],
    });
    expect(politica.json().conteudo).toContain('LGPD');
    expect(politica.json().conteudo).toContain('Distribuidora Aurora de Alimentos Ltda.');

    const nenhuma = await pagina(t.aurora, 'nao-existe');
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json()).toEqual({ mensagem: 'Página não encontrada', codigo: 'pagina.nao-encontrada' });

    const interna = await pagina(t.aurora, 'tabela-vendedores');
    expect(interna.statusCode).toBe(403);
    expect(interna.json()).toEqual({
      mensagem: 'Esta página não pode ser exibida na loja.',
      codigo: 'pagina.nao-exibivel',
    });
    expect(interna.body).not.toContain('comissões');

    // Another supplier's page is not this supplier's.
    expect((await pagina(t.construforte, 'quem-somos')).statusCode).toBe(404);
    // A slug outside the pattern is refused before anything is read.
    const ruim = await pagina(t.aurora, 'Quem_Somos');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toEqual(expect.any(String));
  });

  it("an idcliente must be the caller's own client", async () => {
    const bearer = { authorization: `Bearer ${maria.token}` };
    expect((await pagina(t.aurora, 'quem-somos', `?idcliente=${maria.idcliente}`, bearer)).statusCode).toBe(200);
    const outro = await pagina(t.aurora, 'quem-somos', `?idcliente=${maria.idcliente + 1}`, bearer);
    expect(outro.statusCode).toBe(403);
    expect(outro.json().codigo).toBe('sessao.cliente-invalido');
    expect((await lista(t.aurora, `?idcliente=${maria.idcliente}`)).statusCode).toBe(401);
  });
});
