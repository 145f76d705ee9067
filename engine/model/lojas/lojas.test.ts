import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../app';
import { readCookiesFx, writeCookiesFx } from '../consent';
import { readTokenFx } from '../session';
import { redirectFx, replaceUrlFx } from '../supplier';
import {
  aurora,
  construforte,
  createFakeApi,
  fornecedor,
  json,
  LOCATION_LOCALHOST,
  STOREFRONT_CONFIG,
  supplierLoadRoutes,
} from '../testing/fake-api';
import {
  $serviceArea,
  $avisoLojas,
  $enderecoInvalido,
  $fornecedoresAvailable,
  $idenderecoInvalido,
  $irParaLojas,
  $localEscolhido,
  $lojasEmpresa,
  CHAVE_LOCAL,
  placeChosen,
  storeChosen,
  storesOpened,
  storesPageShown,
  TEXTOS_LOJAS,
} from './index';

const atacado = fornecedor({
  slug: 'aurora-atacado',
  idfornecedor: '0a0a0a0a-0000-4000-8000-000000000003',
  nome: 'Aurora Atacado — Retira',
  tags: ['has-collect', 'support-budget'],
});
const auroraEmpresa = { ...aurora, idempresa: 101, tags: ['has-delivery', 'has-collect'] };
const atacadoEmpresa = { ...atacado, idempresa: 101 };
const construforteEmpresa = { ...construforte, idempresa: 202 };

/** The by-location lookup of the server, as a table: idendereco or cidade → the suppliers serving it. */
function servidor(falhar: { empresa?: boolean; busca?: boolean; area?: boolean } = {}) {
  const erro = () => json({ mensagem: 'Erro interno', codigo: 'erro.interno' }, 500);
  const porLocal: Record<string, unknown[]> = {
    'idendereco=1': [auroraEmpresa],
    'idendereco=2': [auroraEmpresa, construforteEmpresa],
    'idendereco=3': [],
    'cidade=Joinville': [construforteEmpresa],
  };
  return createFakeApi([
    [
      /^\/v2\/app\/[^/]+\/fornecedor$/,
      (_r, _m, url) => {
        const idempresa = url.searchParams.get('idempresa');
        if (idempresa && falhar.empresa) return erro();
        if (!idempresa && url.searchParams.size > 0 && !url.searchParams.has('idfornecedor') && falhar.busca)
          return erro();
        if (idempresa) return json([auroraEmpresa, atacadoEmpresa].filter((f) => String(f.idempresa) === idempresa));
        const idendereco = url.searchParams.get('idendereco');
        if (idendereco) return json(porLocal[`idendereco=${idendereco}`] ?? []);
        const cidade = url.searchParams.get('cidade');
        if (cidade) return json(porLocal[`cidade=${cidade}`] ?? []);
        return json([auroraEmpresa]);
      },
    ],
    [
      /^\/v2\/app\/[^/]+\/fornecedor\/areaatendimento$/,
      () =>
        falhar.area
          ? erro()
          : json({
              idfornecedor: auroraEmpresa.idfornecedor,
              tipoEntrega: 'DELIVERY',
              oferece: true,
              servePorToda: false,
              coordenadas: [],
              cidades: ['Campinas/SP'],
              coordenadas_lojas: [],
            }),
    ],
    ...supplierLoadRoutes(auroraEmpresa),
  ]);
}

const consentimento = (performance: boolean) =>
  'cookie_consent=' +
  encodeURIComponent(
    JSON.stringify({
      v: 1,
      necessary: true,
      session: true,
      performance,
      personalization: false,
      decidedAt: '2026-01-01T00:00:00.000Z',
    }),
  );

async function start(cookies = '', falhar: Parameters<typeof servidor>[0] = {}) {
  const fake = servidor(falhar);
  const redirecionados: string[] = [];
  const scope = fork({
    handlers: [
      [readTokenFx, () => 'anon-0123456789abcdef0123456789abcdef'],
      [readCookiesFx, () => cookies],
      [writeCookiesFx, () => {}],
      [redirectFx, (url: string) => void redirecionados.push(url)],
      [replaceUrlFx, () => {}],
    ],
  });
  await allSettled(appStarted, {
    scope,
    params: {
      api: fake.api,
      config: STOREFRONT_CONFIG,
      location: { ...LOCATION_LOCALHOST, pathname: '/aurora/lojas' },
    },
  });
  return { scope, fake, redirecionados };
}

describe('store selection model (spec section 4 "Address")', () => {
  it("lists the company's shops (lojasEmpresa: same idempresa, the current one first)", async () => {
    const { scope } = await start();
    await allSettled(storesPageShown, { scope });
    expect(scope.getState($lojasEmpresa)?.map((f) => f.slug)).toEqual(['aurora', 'aurora-atacado']);
  });

  it('several suppliers serve the address: the list (fornecedoresAvailable) and the store-selection screen; picking another switches to it', async () => {
    const { scope, redirecionados } = await start();
    await allSettled(placeChosen, { scope, params: { idendereco: 2 } });
    expect(scope.getState($fornecedoresAvailable)?.map((f) => f.slug)).toEqual(['aurora', 'construforte']);
    expect(scope.getState($irParaLojas)).toBe(true);
    await allSettled(storesOpened, { scope });
    expect(scope.getState($irParaLojas)).toBe(false);
    expect(redirecionados).toEqual([]);
    // Picking the current one keeps the shop and closes the list.
    await allSettled(storeChosen, { scope, params: aurora.idfornecedor });
    expect(redirecionados).toEqual([]);
    expect(scope.getState($fornecedoresAvailable)).toBeNull();
    expect(scope.getState($avisoLojas)).toEqual({ tom: 'positive', texto: TEXTOS_LOJAS.atendido });
    await allSettled(placeChosen, { scope, params: { idendereco: 2 } });
    await allSettled(storeChosen, { scope, params: construforte.idfornecedor });
    expect(redirecionados).toEqual(['/construforte']);
  });

  it('one supplier: the current one changes nothing; another one switches to it (a city-only entry too)', async () => {
    const { scope, redirecionados } = await start();
    await allSettled(placeChosen, { scope, params: { idendereco: 1 } });
    expect(redirecionados).toEqual([]);
    expect(scope.getState($fornecedoresAvailable)).toBeNull();
    expect(scope.getState($enderecoInvalido)).toBe(false);
    await allSettled(placeChosen, { scope, params: { cidade: 'Joinville', uf: 'SC' } });
    expect(redirecionados).toEqual(['/construforte']);
  });

  it("none: the warning 'Infelizmente ainda não atendemos o seu endereço' and the address flagged invalid; another choice clears them", async () => {
    const { scope, fake } = await start();
    await allSettled(placeChosen, { scope, params: { idendereco: 3 } });
    expect(scope.getState($avisoLojas)).toEqual({
      tom: 'caution',
      texto: 'Infelizmente ainda não atendemos o seu endereço',
    });
    expect(scope.getState($enderecoInvalido)).toBe(true);
    expect(scope.getState($idenderecoInvalido)).toBe(3);
    expect(fake.requests.some((r) => r.url.includes('idendereco=3'))).toBe(true);
    await allSettled(placeChosen, { scope, params: { idendereco: 1 } });
    expect(scope.getState($enderecoInvalido)).toBe(false);
    expect(scope.getState($idenderecoInvalido)).toBeNull();
  });

  it('a place entered by city outlives a reload: restored on the screen and looked up again, listed but never switched to by itself', async () => {
    localStorage.clear();
    const antes = await start(consentimento(true));
    await allSettled(placeChosen, { scope: antes.scope, params: { cidade: 'Joinville', uf: 'SC', bairro: null } });
    expect(antes.redirecionados).toEqual(['/construforte']);
    expect(JSON.parse(localStorage.getItem(CHAVE_LOCAL) ?? 'null')).toEqual({
      cidade: 'Joinville',
      uf: 'SC',
      bairro: null,
    });

    // The reload: a new scope, the same storage.
    const depois = await start(consentimento(true));
    await allSettled(storesPageShown, { scope: depois.scope });
    expect(depois.scope.getState($localEscolhido)).toEqual({ cidade: 'Joinville', uf: 'SC', bairro: null });
    expect(depois.scope.getState($fornecedoresAvailable)?.map((f) => f.slug)).toEqual(['construforte']);
    expect(depois.redirecionados).toEqual([]);
    // A saved address is the account's: choosing one forgets the city.
    await allSettled(placeChosen, { scope: depois.scope, params: { idendereco: 1 } });
    expect(localStorage.getItem(CHAVE_LOCAL)).toBeNull();
  });

  it('keeps no place before consent or when performance cookies are refused, and ignores a tampered one', async () => {
    localStorage.clear();
    for (const cookies of ['', consentimento(false)]) {
      const recusou = await start(cookies);
      await allSettled(placeChosen, {
        scope: recusou.scope,
        params: { cidade: 'Joinville', uf: 'SC', bairro: null },
      });
      expect(localStorage.getItem(CHAVE_LOCAL)).toBeNull();
    }

    localStorage.setItem(CHAVE_LOCAL, JSON.stringify({ cidade: 'Joinville', uf: 'XX' }));
    const adulterado = await start(consentimento(true));
    await allSettled(storesPageShown, { scope: adulterado.scope });
    expect(adulterado.scope.getState($localEscolhido)).toBeNull();
    localStorage.setItem(CHAVE_LOCAL, '{não é json');
    await allSettled(storesPageShown, { scope: adulterado.scope });
    expect(adulterado.scope.getState($localEscolhido)).toBeNull();
  });

  it("asks the supplier's service area with the screen (areaAtendimentoActive)", async () => {
    const { scope, fake } = await start();
    await allSettled(storesPageShown, { scope });
    expect(scope.getState($serviceArea)?.cidades).toEqual(['Campinas/SP']);
    const pedido = fake.requests.find((r) => r.url.includes('/fornecedor/areaatendimento'));
    expect(new URL(pedido!.url).searchParams.get('idfornecedor')).toBe(auroraEmpresa.idfornecedor);
    expect(scope.getState($avisoLojas)).toBeNull();
  });

  it('shows the spec section 8 messages, verbatim, when the service area, the company stores or the lookup fail', async () => {
    const area = await start('', { area: true });
    await allSettled(storesPageShown, { scope: area.scope });
    expect(area.scope.getState($avisoLojas)).toEqual({
      tom: 'critical',
      texto: 'Falha ao consultar área de atendimento do fornecedor',
    });
    const empresa = await start('', { empresa: true });
    await allSettled(storesPageShown, { scope: empresa.scope });
    expect(empresa.scope.getState($avisoLojas)).toEqual({
      tom: 'critical',
      texto: 'Falha ao consultar outros fornecedores',
    });
    const busca = await start('', { busca: true });
    await allSettled(placeChosen, { scope: busca.scope, params: { idendereco: 1 } });
    expect(busca.scope.getState($avisoLojas)).toEqual({
      tom: 'critical',
      texto: 'Não foi possivel encontrar fornecedores para este endereço',
    });
  });
});
