// @vitest-environment node
import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { aurora, json, startAtAurora } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $consultaCep,
  $enderecos,
  $erroFormulario,
  $errosFormulario,
  $formulario,
  $mensagemEnderecos,
  $ultimoEnderecoCriado,
  fieldChanged,
  editAddressClicked,
  addressesPageShown,
  deleteAddressConfirmed,
  formSubmitted,
  newAddressClicked,
  makePrimaryClicked,
  TEXTOS_ENDERECOS,
  type CampoFormulario,
  type Endereco,
} from './index';

const SESSION = 'sess_0123456789abcdef0123456789abcdef';
const COOKIE = `sf_usuario=${encodeURIComponent(JSON.stringify({ idusuario: 1, idcliente: 1, nome: 'Maria Oliveira Santos', email: 'maria@exemplo.com.br', cpf: '529.982.247-25', papel: 'cliente', principal: true, cadastro_aprovado: true, fornecedor_logado: aurora.idfornecedor }))}`;

function endereco(idendereco: number, over: Partial<Endereco> = {}): Endereco {
  const e = {
    idendereco,
    idcliente: 1,
    idfornecedor: aurora.idfornecedor,
    apelido: 'Casa',
    descricao: 'Casa',
    cep: '13015002',
    uf: 'SP',
    pais: 'Brasil',
    cidade: 'Campinas',
    bairro: 'Centro',
    rua: 'Rua Barão de Jaguara',
    numero: '1024',
    complemento: null,
    referencia: null,
    pontoref: null,
    lat: -22.9,
    lng: -47.06,
    textoendereco: 'Rua Barão de Jaguara, 1024 - Centro, Campinas - SP, 13015-002',
    primario: idendereco === 1,
    cod_erp: null,
    manualAddress: false,
    destinatario: null,
    telefone: null,
    whatsapp: false,
    ...over,
  };
  return e;
}

/** A fake of the server's address calls over an in-memory list. */
function servidor(inicial: Endereco[], opcoes: { cep?: FakeHandler } = {}) {
  let lista = [...inicial];
  let proximo = 100;
  const corpos: { path: string; corpo: unknown }[] = [];
  const routes: [RegExp, FakeHandler][] = [
    [
      /^\/v1\/app\/[^/]+~1\/enderecos$/,
      async (r) => {
        if (r.method === 'GET')
          return json({
            idcliente: 1,
            idfornecedor: aurora.idfornecedor,
            enderecos: [...lista].sort((a, b) => Number(b.primario) - Number(a.primario)),
          });
        const corpo = (await r.json()) as Partial<Endereco>;
        corpos.push({ path: 'criar', corpo });
        const novo = endereco(proximo++, {
          ...corpo,
          cep: String(corpo.cep).replace('-', ''),
          primario: lista.length === 0,
        });
        lista.push(novo);
        return json(novo);
      },
    ],
    [
      /^\/v1\/app\/[^/]+~1\/enderecosput$/,
      async (r) => {
        const corpo = (await r.json()) as Partial<Endereco> & { idendereco: number; primario?: boolean };
        corpos.push({ path: 'atualizar', corpo });
        if (corpo.numero === 'recusado')
          return json({ mensagem: 'Este endereço não pode ser alterado agora.', codigo: 'endereco.invalido' }, 400);
        if (corpo.primario) lista = lista.map((e) => ({ ...e, primario: e.idendereco === corpo.idendereco }));
        lista = lista.map((e) =>
          e.idendereco === corpo.idendereco ? { ...e, ...corpo, primario: e.primario || corpo.primario === true } : e,
        );
        return json(lista.find((e) => e.idendereco === corpo.idendereco));
      },
    ],
    [
      /^\/v1\/app\/[^/]+~1\/cliente\/enderecos\/(\d+)\/excluir$/,
      (_r, m) => {
        lista = lista.filter((e) => e.idendereco !== Number(m[1]));
        return json({ ok: true, mensagem: 'Endereço excluído.', idendereco: Number(m[1]) });
      },
    ],
    [
      /^\/v1\/app\/[^/]+~1\/cep\/(\d+)$/,
      opcoes.cep ??
        ((_r, m) =>
          m[1] === '13083970'
            ? json({
                cep: '13083970',
                rua: 'Rua Sérgio Buarque de Holanda',
                bairro: 'Cidade Universitária',
                cidade: 'Campinas',
                uf: 'SP',
                complemento: '',
              })
            : json(
                {
                  mensagem: 'CEP não encontrado. Confira os números ou preencha o endereço manualmente.',
                  codigo: 'cep.nao-encontrado',
                },
                404,
              )),
    ],
  ];
  return { routes, corpos, lista: () => lista };
}

async function start(routes: [RegExp, FakeHandler][]) {
  const { scope, fake } = await startAtAurora({
    routes,
    pathname: '/aurora/minha-conta/enderecos',
    token: SESSION,
    cookies: COOKIE,
  });
  await allSettled(addressesPageShown, { scope });
  return { scope, fake };
}

const digitar = (scope: Scope, campo: CampoFormulario, valor: string) =>
  allSettled(fieldChanged, { scope, params: { campo, valor } });

describe('addresses model', () => {
  it('loads the list, adds an address by CEP (masked; rua, bairro, cidade, uf filled), keeps the returned id, stores the CEP as sent', async () => {
    const s = servidor([endereco(1), endereco(2, { apelido: 'Trabalho' })]);
    const { scope, fake } = await start(s.routes);
    expect(scope.getState($enderecos)?.map((e) => e.idendereco)).toEqual([1, 2]);

    await allSettled(newAddressClicked, { scope });
    await digitar(scope, 'cep', '13083');
    expect(scope.getState($formulario)?.cep).toBe('13083');
    expect(fake.requests.some((r) => r.url.includes('/cep/'))).toBe(false);
    await digitar(scope, 'cep', '13083970');
    expect(scope.getState($formulario)).toMatchObject({
      cep: '13083-970',
      rua: 'Rua Sérgio Buarque de Holanda',
      bairro: 'Cidade Universitária',
      cidade: 'Campinas',
      uf: 'SP',
      manualAddress: false,
    });
    expect(scope.getState($consultaCep)).toEqual({ estado: 'encontrado' });
    // The same CEP typed again is not looked up twice.
    await digitar(scope, 'cep', '13083-970');
    expect(fake.requests.filter((r) => r.url.includes('/cep/'))).toHaveLength(1);
    // The browser asks the server, never ViaCEP.
    expect(fake.requests.every((r) => new URL(r.url).host === 'loja.test')).toBe(true);

    // Saving without the number: the rule's message on that field, nothing sent.
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errosFormulario)).toEqual({ numero: 'Informe o número (ou S/N).' });
    expect(scope.getState($erroFormulario)).toBe(TEXTOS_ENDERECOS.corrijaCampos);
    await digitar(scope, 'numero', '251');
    expect(scope.getState($errosFormulario)).toEqual({});
    expect(scope.getState($erroFormulario)).toBeNull();
    await digitar(scope, 'apelido', 'Faculdade');
    await allSettled(formSubmitted, { scope });
    expect(s.corpos.at(-1)).toEqual({
      path: 'criar',
      corpo: expect.objectContaining({
        cep: '13083-970',
        numero: '251',
        apelido: 'Faculdade',
        pais: 'Brasil',
        manualAddress: false,
      }),
    });
    expect(scope.getState($ultimoEnderecoCriado)).toBe(100);
    expect(scope.getState($formulario)).toBeNull();
    expect(scope.getState($mensagemEnderecos)).toEqual({ tom: 'positive', texto: 'Endereço cadastrado.' });
    expect(scope.getState($enderecos)?.map((e) => e.idendereco)).toEqual([1, 2, 100]);
  });

  it('an unknown CEP or the provider down: the pt-BR message, and the address typed by hand is saved as manual', async () => {
    const s = servidor([], {
      cep: () =>
        json(
          {
            mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
            codigo: 'cep.indisponivel',
          },
          502,
        ),
    });
    const { scope } = await start(s.routes);
    await allSettled(newAddressClicked, { scope });
    await digitar(scope, 'cep', '13015-002');
    expect(scope.getState($consultaCep)).toEqual({
      estado: 'falhou',
      mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
    });
    for (const [campo, valor] of [
      ['rua', 'Rua Barão de Jaguara'],
      ['numero', '10'],
      ['bairro', 'Centro'],
      ['cidade', 'Campinas'],
      ['uf', 'sp'],
    ] as const)
      await digitar(scope, campo, valor);
    await allSettled(formSubmitted, { scope });
    expect(s.corpos.at(-1)?.corpo).toMatchObject({ cep: '13015-002', uf: 'SP', manualAddress: true });
    expect(scope.getState($enderecos)).toHaveLength(1);

    // No answer at all (network): the same message by default.
    const semRede = servidor([], { cep: () => Promise.reject(new TypeError('Failed to fetch')) });
    const b = await start(semRede.routes);
    await allSettled(newAddressClicked, { scope: b.scope });
    await digitar(b.scope, 'cep', '13015002');
    expect(b.scope.getState($consultaCep)).toEqual({ estado: 'falhou', mensagem: TEXTOS_ENDERECOS.cepIndisponivel });
  });

  it('edits (a refused update shows the server message), makes another address primary, deletes and reloads', async () => {
    const s = servidor([endereco(1), endereco(2, { apelido: 'Trabalho', numero: '900' })]);
    const { scope } = await start(s.routes);
    await allSettled(editAddressClicked, { scope, params: 2 });
    expect(scope.getState($formulario)).toMatchObject({
      idendereco: 2,
      cep: '13015-002',
      apelido: 'Trabalho',
      numero: '900',
      lat: -22.9,
    });
    await digitar(scope, 'numero', 'recusado');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($erroFormulario)).toBe('Este endereço não pode ser alterado agora.');
    expect(scope.getState($formulario)).not.toBeNull();
    await digitar(scope, 'numero', '901');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($formulario)).toBeNull();
    expect(scope.getState($mensagemEnderecos)?.texto).toBe('Endereço atualizado.');
    expect(scope.getState($enderecos)?.find((e) => e.idendereco === 2)?.numero).toBe('901');

    await allSettled(makePrimaryClicked, { scope, params: 2 });
    expect(s.corpos.at(-1)).toEqual({
      path: 'atualizar',
      corpo: expect.objectContaining({ idendereco: 2, primario: true }),
    });
    expect(scope.getState($mensagemEnderecos)?.texto).toBe('"Trabalho" agora é o seu endereço principal.');
    expect(scope.getState($enderecos)?.map((e) => [e.idendereco, e.primario])).toEqual([
      [2, true],
      [1, false],
    ]);

    await allSettled(deleteAddressConfirmed, { scope, params: 1 });
    expect(scope.getState($enderecos)?.map((e) => e.idendereco)).toEqual([2]);
    expect(scope.getState($mensagemEnderecos)).toEqual({ tom: 'positive', texto: 'Endereço excluído.' });
  });
});
