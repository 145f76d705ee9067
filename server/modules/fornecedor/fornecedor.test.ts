import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function fornecedores(query: Record<string, string>): Promise<{ idfornecedor: string; slug: string }[]> {
  const response = await t.app.inject({
    url: `/api/v2/app/${anonToken()}/fornecedor?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getFornecedores: supplier resolution', () => {
  it('finds a supplier by UUID and by slug', async () => {
    expect((await fornecedores({ idfornecedor: t.aurora })).map((f) => f.slug)).toEqual(['aurora']);
    expect((await fornecedores({ idfornecedor: t.aurora.toUpperCase() })).map((f) => f.slug)).toEqual(['aurora']);
    expect((await fornecedores({ idfornecedor: 'construforte' })).map((f) => f.idfornecedor)).toEqual([t.construforte]);
  });

  it('finds a supplier by one of its domains, port or not', async () => {
    expect((await fornecedores({ dominio: 'aurora.localhost' })).map((f) => f.slug)).toEqual(['aurora']);
    expect((await fornecedores({ dominio: 'Construforte.Localhost:3000' })).map((f) => f.slug)).toEqual([
      'construforte',
    ]);
  });

  it('does not restrict on a platform host', async () => {
    const todos = await fornecedores({ dominio: 'localhost' });
    expect(todos.map((f) => f.slug)).toEqual(expect.arrayContaining(['aurora', 'construforte']));
    expect((await fornecedores({ dominio: '127.0.0.1', idfornecedor: 'aurora' })).map((f) => f.slug)).toEqual([
      'aurora',
    ]);
  });

  it('needs both to match when both are given', async () => {
    expect((await fornecedores({ dominio: 'aurora.localhost', idfornecedor: 'aurora' })).map((f) => f.slug)).toEqual([
      'aurora',
    ]);
    expect(await fornecedores({ dominio: 'aurora.localhost', idfornecedor: 'construforte' })).toEqual([]);
  });

  it('answers [] for an unknown supplier or domain', async () => {
    expect(await fornecedores({ idfornecedor: 'nao-existe' })).toEqual([]);
    expect(await fornecedores({ idfornecedor: '00000000-0000-0000-0000-000000000000' })).toEqual([]);
    expect(await fornecedores({ dominio: 'loja.desconhecida.example' })).toEqual([]);
  });
});

describe('resolveFornecedor (shared by the API and the page head)', () => {
  it('resolves by path and domain, falling back to the domain', async () => {
    const svc = t.app.fornecedorService;
    expect((await svc.resolveFornecedor({ caminho: 'aurora', dominio: 'localhost:3000' }))?.fornecedor.slug).toBe(
      'aurora',
    );
    expect((await svc.resolveFornecedor({ caminho: t.construforte, dominio: '127.0.0.1' }))?.fornecedor.slug).toBe(
      'construforte',
    );
    const wl = await svc.resolveFornecedor({ dominio: 'aurora.localhost:3000' });
    expect(wl?.fornecedor.slug).toBe('aurora');
    expect(wl?.whiteLabel).toBe(true);
    expect((await svc.resolveFornecedor({ caminho: 'aurora', dominio: 'localhost' }))?.whiteLabel).toBe(false);
    // Path of another supplier on a supplier's own domain: the domain wins (spec section 4, step 2).
    expect(
      (await svc.resolveFornecedor({ caminho: 'aurora', dominio: 'construforte.localhost' }))?.fornecedor.slug,
    ).toBe('construforte');
    expect(await svc.resolveFornecedor({ caminho: 'nao-existe', dominio: 'localhost' })).toBeNull();
    expect(await svc.resolveFornecedor({ dominio: 'localhost' })).toBeNull();
  });
});

describe('configuration, theme, footer, texts, documents', () => {
  it('serves the configuration of a supplier and 404 in pt-BR for an unknown one', async () => {
    const ok = await t.app.inject({
      url: `/api/v2/app/${anonToken()}/configuracao/fornecedor?idfornecedor=${t.aurora}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().slug).toBe('aurora');
    const sem = await t.app.inject({ url: `/api/v2/app/${anonToken()}/configuracao/fornecedor` });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().mensagem).toBe("Requisição inválida: o parâmetro de consulta 'idfornecedor' é obrigatório");
    const desconhecido = await t.app.inject({
      url: '/api/v2/configuracao/fornecedor/7d7d7d7d-7d7d-4d7d-8d7d-7d7d7d7d7d7d/tema',
    });
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().codigo).toBe('fornecedor.nao-encontrado');
  });

  it('serves distinct themes for the two suppliers', async () => {
    const a = (await t.app.inject({ url: `/api/v2/configuracao/fornecedor/${t.aurora}/tema` })).json();
    const c = (await t.app.inject({ url: `/api/v2/configuracao/fornecedor/${t.construforte}/tema` })).json();
    expect(a.cor_primaria).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.cor_primaria).not.toBe(c.cor_primaria);
  });

  it('serves the footer, static texts and documents', async () => {
    const rodape = await t.app.inject({ url: `/api/v2/app/config/fornecedor/${t.aurora}/rodape` });
    expect(rodape.statusCode).toBe(200);
    expect(rodape.json().razao_social).toBeTruthy();
    const textos = await t.app.inject({ url: `/api/v4/static-text/${t.aurora}` });
    expect(textos.json().lang).toBe('pt');
    const docs = await t.app.inject({ url: `/api/v4/documentos-loja/${t.aurora}` });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().idfornecedor).toBe(t.aurora);
    expect(docs.json().layout).not.toBeNull();
  });
});

describe('getFornecedores by location: service areas (issue 12, item 2)', () => {
  const slugs = async (query: Record<string, string>) => (await fornecedores(query)).map((f) => f.slug).sort();
  const CAMPINAS = { lat: '-22.9056', lng: '-47.0608' };
  const SAO_PAULO = { lat: '-23.5505', lng: '-46.6333' };
  const CURITIBA = { lat: '-25.4284', lng: '-49.2733' };
  const MANAUS = { lat: '-3.1190', lng: '-60.0217' };

  it('lists only the suppliers whose areas serve the point; overlapping and distinct areas; none anywhere else', async () => {
    expect(await slugs(CAMPINAS)).toEqual(['aurora']);
    expect(await slugs(SAO_PAULO)).toEqual(['aurora', 'construforte']);
    expect(await slugs(CURITIBA)).toEqual(['construforte']);
    expect(await slugs(MANAUS)).toEqual([]);
    // With the company filter, as the store selection asks.
    const aurora = (await fornecedores({ idfornecedor: 'aurora' }))[0] as unknown as { idempresa: number };
    expect(await slugs({ ...SAO_PAULO, idempresa: String(aurora.idempresa) })).toEqual(['aurora']);
  });

  it('pickup (queryPoligonoDeColeta) lists the suppliers that collect there: ConstruForte does not collect', async () => {
    expect(await slugs({ ...CAMPINAS, queryPoligonoDeColeta: 'true' })).toEqual(['aurora', 'aurora-atacado']);
    expect(await slugs({ ...SAO_PAULO, queryPoligonoDeColeta: 'true' })).toEqual([]);
    expect(await slugs({ ...CAMPINAS, tipoEntrega: 'RETIRADA' })).toEqual(['aurora', 'aurora-atacado']);
  });
  it("the company's shops (lojasEmpresa): Aurora and its pickup-only Aurora Atacado share idempresa; the pickup-only one never delivers", async () => {
    const aurora = (await fornecedores({ idfornecedor: 'aurora' }))[0] as unknown as { idempresa: number };
    expect(await slugs({ idempresa: String(aurora.idempresa) })).toEqual(['aurora', 'aurora-atacado']);
    // Delivery (the default type) in Campinas: Aurora Atacado has no has-delivery, so it is not listed.
    expect(await slugs({ ...CAMPINAS, idempresa: String(aurora.idempresa) })).toEqual(['aurora']);
  });

  it("an address (idendereco) of the session's client: by its coordinates, or by its city when it has none", async () => {
    const sessao = await criarSessao(t.db, { idfornecedor: t.aurora });
    const endereco = (valores: { cidade: string; uf: string; lat: number | null; lng: number | null }) =>
      t.db
        .insertInto('enderecos')
        .values({
          idcliente: sessao.idcliente,
          idfornecedor: t.aurora,
          cep: '13015002',
          bairro: 'Centro',
          rua: 'Rua Teste',
          numero: '1',
          ...valores,
        })
        .returning('idendereco')
        .executeTakeFirstOrThrow();
    const comCoordenadas = await endereco({ cidade: 'Campinas', uf: 'SP', lat: -22.9056, lng: -47.0608 });
    const soCidade = await endereco({ cidade: 'Jundiaí', uf: 'SP', lat: null, lng: null });
    const longe = await endereco({ cidade: 'Salvador', uf: 'BA', lat: -12.9714, lng: -38.5014 });
    const pedir = (idendereco: number, token = sessao.token) =>
      t.app.inject({ url: `/api/v2/app/${token}/fornecedor?idendereco=${idendereco}` });
    expect((await pedir(comCoordenadas.idendereco)).json().map((f: { slug: string }) => f.slug)).toEqual(['aurora']);
    expect((await pedir(soCidade.idendereco)).json().map((f: { slug: string }) => f.slug)).toEqual(['aurora']);
    expect((await pedir(longe.idendereco)).json()).toEqual([]);

    // Another client's address is not found; no session is 401.
    const outro = await criarSessao(t.db, { idfornecedor: t.aurora });
    const negado = await pedir(comCoordenadas.idendereco, outro.token);
    expect(negado.statusCode).toBe(404);
    expect(negado.json()).toMatchObject({ codigo: 'endereco.nao-encontrado', mensagem: 'Endereço não encontrado.' });
    expect((await pedir(comCoordenadas.idendereco, anonToken())).statusCode).toBe(401);

    // The spec's `{auth}{split}{id}` segment (token~idcliente) answers too: the session's own
    // client finds its address; another client, or a client without a session, is refused.
    const porCliente = (auth: string, query: string) =>
      t.app.inject({ url: `/api/v2/app/${auth}/fornecedor?${query}` });
    const proprio = await porCliente(`${sessao.token}~${sessao.idcliente}`, `idendereco=${comCoordenadas.idendereco}`);
    expect(proprio.statusCode, proprio.body).toBe(200);
    expect(proprio.json().map((f: { slug: string }) => f.slug)).toEqual(['aurora']);
    const anonimo = await porCliente(`${anonToken()}~0`, `idfornecedor=aurora`);
    expect(anonimo.json().map((f: { slug: string }) => f.slug)).toEqual(['aurora']);
    const alheio = await porCliente(`${outro.token}~${sessao.idcliente}`, `idendereco=${comCoordenadas.idendereco}`);
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().codigo).toBe('sessao.cliente-invalido');
    const semSessao = await porCliente(`${anonToken()}~${sessao.idcliente}`, `lat=-22.9&lng=-47.06`);
    expect(semSessao.statusCode).toBe(401);
    expect((await porCliente(`${sessao.token}~abc`, 'idfornecedor=aurora')).statusCode).toBe(400);
  });

  it("by city only (cidade and uf, no coordinates): the areas' city lists", async () => {
    expect(await slugs({ cidade: 'São Paulo', uf: 'SP' })).toEqual(['aurora', 'construforte']);
    expect(await slugs({ cidade: 'sao paulo', uf: 'sp' })).toEqual(['aurora', 'construforte']);
    expect(await slugs({ cidade: 'Joinville', uf: 'SC' })).toEqual(['construforte']);
    expect(await slugs({ cidade: 'Manaus', uf: 'AM' })).toEqual([]);
    expect(await slugs({ cidade: 'Campinas', uf: 'SP', tipoEntrega: 'RETIRADA' })).toEqual([
      'aurora',
      'aurora-atacado',
    ]);
  });
  it('getAreaAtendimento: the polygons, cities and pickup stores of a supplier; public; 404 for an unknown one', async () => {
    const area = async (query: string) =>
      t.app.inject({ url: `/api/v2/app/${anonToken()}/fornecedor/areaatendimento?${query}` });
    const entrega = (await area(`idfornecedor=${t.aurora}`)).json();
    expect(entrega).toMatchObject({
      idfornecedor: t.aurora,
      tipoEntrega: 'DELIVERY',
      oferece: true,
      servePorToda: false,
    });
    expect(entrega.coordenadas).toHaveLength(2);
    expect(entrega.cidades).toEqual(expect.arrayContaining(['Campinas/SP', 'São Paulo/SP']));
    expect(entrega.coordenadas_lojas.map((l: { nome: string }) => l.nome)).toEqual([
      'Centro de distribuição Campinas',
      'Loja Taquaral',
    ]);
    const atacado = (await area('idfornecedor=c4a7e2d1-5b3f-4e8a-9d16-7f2b8c3e4a03&tipoEntrega=DELIVERY')).json();
    expect(atacado).toMatchObject({ oferece: false, servePorToda: false, coordenadas: [], cidades: [] });
    expect(atacado.coordenadas_lojas).toEqual([
      {
        nome: 'Depósito Aurora Atacado',
        descricao_endereco_loja: expect.stringContaining('Campinas'),
        lat: -22.8472,
        lng: -47.0369,
      },
    ]);
    const construforte = (await area(`idfornecedor=${t.construforte}&tipoEntrega=RETIRADA`)).json();
    expect(construforte).toMatchObject({ oferece: false, coordenadas_lojas: [] });
    const desconhecido = await area('idfornecedor=7d7d7d7d-7d7d-4d7d-8d7d-7d7d7d7d7d7d');
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json().codigo).toBe('fornecedor.nao-encontrado');
  });
  it("the check of the delivery options and the submit: 422 'endereco.nao.atendido' in pt-BR", async () => {
    const aurora = await t.app.fornecedorService.porId('aurora');
    await expect(
      t.app.areasAtendimento.exigirAtendimento(
        aurora,
        { lat: -22.9056, lng: -47.0608, cidade: 'Campinas', uf: 'SP' },
        'DELIVERY',
      ),
    ).resolves.toBeUndefined();
    await expect(
      t.app.areasAtendimento.exigirAtendimento(
        aurora,
        { lat: -3.119, lng: -60.0217, cidade: 'Manaus', uf: 'AM' },
        'DELIVERY',
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'endereco.nao.atendido',
      message: 'Infelizmente ainda não atendemos este endereço',
    });
  });
});
