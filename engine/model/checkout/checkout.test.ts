// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { components as V2 } from '#openapi/generated/v2';
import type { components as V4 } from '#openapi/generated/v4';
import { $api } from '../app';
import { $cartLines, type CartLine } from '../cart';
import { $loginOpen, $mensagemAbertura } from '../login';
import { $perfil, $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import {
  $dataEntrega,
  $erroEntrega,
  $caracteristicas,
  $erroEnvio,
  $errosCaracteristicas,
  $estadoEntrega,
  $instrucoesPedido,
  $formasEntrega,
  $idendereco,
  $idformaentrega,
  $idformapagto,
  $lojas,
  $opcoesParcelas,
  $opcoesProntas,
  $pedidoSubmetido,
  $quantParcelas,
  $taxaEntregaCentavos,
  $tipoEntrega,
  $tiposEntrega,
  $tipoDasFormasEntrega,
  $totalComEntrega,
  characteristicAnswered,
  $cartaoValidado,
  $erroCartao,
  cardSubmitted,
  checkoutOpened,
  checkoutPrepared,
  deliveryDateChosen,
  addressChosen,
  deliveryErrorClosed,
  deliveryMethodChosen,
  paymentMethodChosen,
  installmentsChosen,
  pedidoSubmitted,
  deliveryTypeChosen,
} from './index';
import { mensagemErroSubmissao, TEXTOS_CHECKOUT } from './texts';
import { novaChaveFx } from './submit';
import { PRECISA_LOGIN } from '../cart';

const SESSION = 'sessao_0123456789abcdefABCDEF';
const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};
const auroraAmbos = { ...aurora, tags: ['has-delivery', 'has-collect', 'support-price-variance-by-payment'] };

const cafe = produto(1, { nome: 'Café Torrado', preco: 100 });
const linhas: CartLine[] = [
  { produto: cafe, quantidadeMilesimos: 3000, embalarParaPresente: false, precoAtendenteCentavos: null },
];

const endereco = (idendereco: number, primario: boolean, apelido: string) => ({
  idendereco,
  idcliente: 42,
  idfornecedor: aurora.idfornecedor,
  apelido,
  descricao: apelido,
  cep: '13015002',
  uf: 'SP',
  pais: 'Brasil',
  cidade: 'Campinas',
  bairro: 'Centro',
  rua: 'Rua Barão de Jaguara',
  numero: String(idendereco),
  complemento: null,
  referencia: null,
  pontoref: null,
  lat: null,
  lng: null,
  textoendereco: `Rua Barão de Jaguara, ${idendereco}`,
  primario,
  cod_erp: null,
  manualAddress: false,
});

const formasPagamento: V2['schemas']['FormaPagamento'][] = [
  { idformapagto: 1, descricao: 'Boleto', tipo: 'BOLETO', quantParcelasMax: 1, parcelaMinima: 0, ajustePercentual: 0 },
  {
    idformapagto: 2,
    descricao: 'Cartão de crédito',
    tipo: 'CARTAO_CREDITO',
    quantParcelasMax: 6,
    parcelaMinima: 100,
    ajustePercentual: 0,
  },
  { idformapagto: 3, descricao: 'Pix', tipo: 'PIX', quantParcelasMax: 1, parcelaMinima: 0, ajustePercentual: -3 },
];

function opcoes(tipoEntrega: 'DELIVERY' | 'RETIRADA', taxa = 15): V4['schemas']['FormasEntrega'] {
  return {
    tipoEntrega,
    tiposDisponiveis: ['DELIVERY', 'RETIRADA'],
    formasEntrega: [
      {
        idformaentrega: 10,
        nome: 'Entrega agendada',
        descricao: null,
        tipo: tipoEntrega,
        taxaEntrega: taxa,
        freteGratis: false,
        agendamento: ['2026-11-25', '2026-11-26'],
      },
      {
        idformaentrega: 11,
        nome: 'Expressa',
        descricao: 'No mesmo dia',
        tipo: tipoEntrega,
        taxaEntrega: 30,
        freteGratis: false,
        agendamento: ['2026-11-24'],
      },
    ],
    lojas:
      tipoEntrega === 'RETIRADA'
        ? [
            {
              idloja: 5,
              nome: 'Loja Centro',
              descricao_endereco_loja: 'Rua A, 1 - Campinas',
              horario: 'Seg a sex, 8h às 18h',
              coordenadas_loja: { lat: -22.9, lng: -47.06 },
            },
          ]
        : [],
  };
}

interface Servidor {
  cartao?: FakeHandler;
  entrega?: FakeHandler;
  pedido?: FakeHandler;
  duplicidade?: FakeHandler;
  /** The supplier has order instructions and characteristics (a required order one, an optional client one). */
  caracteristicas?: boolean;
}

const HORARIO = {
  idcaracteristica: 1,
  alvo: 'PEDIDO' as const,
  nome: 'Horário preferido para recebimento',
  tipo: 'ESCOLHA' as const,
  opcoes: ['Manhã', 'Tarde'],
  obrigatoria: true,
};
const DOCA = {
  idcaracteristica: 2,
  alvo: 'CLIENTE' as const,
  nome: 'Possui doca para descarga?',
  tipo: 'SIM_NAO' as const,
  opcoes: [],
  obrigatoria: false,
};
const rotasConteudo: [RegExp, FakeHandler][] = [
  [
    /^\/v4\/app\/token\/custom-content\/[^/]+$/,
    () =>
      json({ idfornecedor: aurora.idfornecedor, contentType: 'ORDER_INSTRUCTIONS', html: '<p>Antes de enviar</p>' }),
  ],
  [/^\/v4\/caracteristica-pedido\/todas\/[^/]+$/, () => json([HORARIO])],
  [/^\/v4\/caracteristica-cliente\/todas\/[^/]+$/, () => json([DOCA])],
];

function escopo(s: Servidor = {}, logado = true) {
  const fake = createFakeApi([
    ...(s.caracteristicas ? rotasConteudo : []),
    [
      /^\/v1\/app\/[^/]+~42\/enderecos$/,
      () =>
        json({
          idcliente: 42,
          idfornecedor: aurora.idfornecedor,
          enderecos: [endereco(2, true, 'Casa'), endereco(1, false, 'Trabalho')],
        }),
    ],
    [/^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/formas-pagamento$/, () => json(formasPagamento)],
    [
      /^\/v4\/app\/[^/]+~42\/formas-entrega\/[^/]+$/,
      s.entrega ??
        ((_r, _m, url) =>
          json(
            opcoes(
              (url.searchParams.get('tipoEntrega') as 'DELIVERY' | 'RETIRADA') ?? 'DELIVERY',
              url.searchParams.get('idendereco') === '1' ? 0 : 15,
            ),
          )),
    ],
    [
      /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
      () => json({ mensagem: 'sem carrinho no teste', codigo: 'teste' }, 404),
    ],
    [
      /^\/v2\/app\/[^/]+\/usuario\/42\/pedido$/,
      s.pedido ??
        (() =>
          json({
            numpedido: 100001,
            status: 'ENVIADO',
            totalpedido: 315,
            taxaentrega: 15,
            dadospedido: { cupom: null },
            mensagemSucesso: 'Pedido recebido!',
          })),
    ],
    [
      /^\/v4\/payment-sdk\/generate-token$/,
      s.cartao ?? (() => json({ token: 'tok_test_abc', bandeira: 'visa', ultimos4: '1111', ambiente: 'testes' })),
    ],
    [
      /^\/v2\/app\/[^/]+\/usuario\/42\/pedido\/duplicidade$/,
      s.duplicidade ?? (() => json({ duplicado: false, numpedido: null })),
    ],
  ]);
  let n = 0;
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, auroraAmbos],
      [$token, logado ? SESSION : 'anon-0123456789abcdef0123456789abcdef'],
      [$usuario, logado ? usuario : null],
      [$cartLines, linhas],
    ],
    handlers: [[novaChaveFx, () => `chave-teste-${++n}`]],
  });
  return { scope, fake };
}

const pedidos = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requests.filter((r) => r.method === 'POST' && /\/pedido$/.test(new URL(r.url).pathname));

describe('checkout model: order instructions and characteristics', () => {
  it('loads them with the checkout; a required one unanswered blocks the submit with its message, tied to the field; the answers go in the body', async () => {
    const { scope, fake } = escopo({ caracteristicas: true });
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($instrucoesPedido)).toBe('<p>Antes de enviar</p>');
    expect(scope.getState($caracteristicas).map((c) => c.nome)).toEqual([
      'Horário preferido para recebimento',
      'Possui doca para descarga?',
    ]);
    // No error shown before the first attempt.
    expect(scope.getState($errosCaracteristicas)).toEqual({});

    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($erroEnvio)).toBe("Responda 'Horário preferido para recebimento' para enviar o pedido.");
    expect(scope.getState($errosCaracteristicas)).toEqual({
      1: "Responda 'Horário preferido para recebimento' para enviar o pedido.",
    });
    expect(pedidos(fake)).toHaveLength(0);

    await allSettled(characteristicAnswered, { scope, params: { idcaracteristica: 1, valor: 'Tarde' } });
    expect(scope.getState($errosCaracteristicas)).toEqual({});
    await allSettled(characteristicAnswered, { scope, params: { idcaracteristica: 2, valor: 'Sim' } });
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($erroEnvio)).toBeNull();
    const enviados = pedidos(fake);
    expect(enviados).toHaveLength(1);
    const corpo = await enviados[0]!.clone().json();
    expect(corpo.caracteristicas).toEqual([
      { idcaracteristica: 1, valor: 'Tarde' },
      { idcaracteristica: 2, valor: 'Sim' },
    ]);
    expect(scope.getState($pedidoSubmetido)?.numpedido).toBe(100001);
  });

  it('a supplier without them (or whose calls fail) shows none and sends no caracteristicas', async () => {
    const { scope, fake } = escopo();
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($instrucoesPedido)).toBeNull();
    expect(scope.getState($caracteristicas)).toEqual([]);
    await allSettled(pedidoSubmitted, { scope });
    const corpo = await pedidos(fake)[0]!.clone().json();
    expect(corpo).not.toHaveProperty('caracteristicas');
  });
});

describe('checkout model: the options shown once laid out for good', () => {
  it('ready once the instructions, the payment methods, the addresses and the first delivery options have answered; it stays ready while the options reload', async () => {
    const pendente: { responder?: () => void } = {};
    // A function, so that the type checker does not narrow the property across the awaits.
    const responder = (): void => pendente.responder?.();
    const { scope } = escopo({
      caracteristicas: true,
      entrega: (_r, _m, url) =>
        new Promise((resolve) => {
          pendente.responder = () =>
            resolve(json(opcoes((url.searchParams.get('tipoEntrega') as 'DELIVERY' | 'RETIRADA') ?? 'DELIVERY')));
        }),
    });
    expect(scope.getState($opcoesProntas)).toBe(false);
    const aberto = allSettled(checkoutOpened, { scope });
    await expect.poll(() => pendente.responder).toBeDefined();
    // Everything else has answered; the delivery options have not.
    await expect.poll(() => scope.getState($idformapagto)).toBe(1);
    expect(scope.getState($instrucoesPedido)).toBe('<p>Antes de enviar</p>');
    expect(scope.getState($opcoesProntas)).toBe(false);
    responder();
    await aberto;
    expect(scope.getState($opcoesProntas)).toBe(true);
    expect(scope.getState($tipoDasFormasEntrega)).toBe('DELIVERY');

    // Another address: the options reload (still the delivery kind), and the checkout stays ready.
    delete pendente.responder;
    const outro = allSettled(addressChosen, { scope, params: 1 });
    await expect.poll(() => pendente.responder).toBeDefined();
    expect(scope.getState($estadoEntrega)).toBe('carregando');
    expect(scope.getState($opcoesProntas)).toBe(true);
    expect(scope.getState($tipoDasFormasEntrega)).toBe('DELIVERY');
    responder();
    await outro;
    expect(scope.getState($estadoEntrega)).toBe('pronto');
  });
});

describe('checkout model', () => {
  it('opens with the primary address, the first delivery option and its first date, the first payment method; the fee joins the total', async () => {
    const { scope, fake } = escopo();
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($tiposEntrega)).toEqual(['DELIVERY', 'RETIRADA']);
    expect(scope.getState($tipoEntrega)).toBe('DELIVERY');
    expect(scope.getState($idendereco)).toBe(2);
    expect(scope.getState($estadoEntrega)).toBe('pronto');
    expect(scope.getState($idformaentrega)).toBe(10);
    expect(scope.getState($dataEntrega)).toBe('2026-11-25');
    expect(scope.getState($idformapagto)).toBe(1);
    expect(scope.getState($taxaEntregaCentavos)).toBe(1500);
    expect(scope.getState($totalComEntrega)).toBe(31500);
    const entrega = fake.requests.find((r) => r.url.includes('/formas-entrega/'));
    expect(new URL(entrega!.url).searchParams.get('idendereco')).toBe('2');
    expect(new URL(entrega!.url).searchParams.get('tipoEntrega')).toBe('DELIVERY');

    // Another option: its first date; a date it does not offer is ignored.
    await allSettled(deliveryMethodChosen, { scope, params: 11 });
    expect(scope.getState($dataEntrega)).toBe('2026-11-24');
    await allSettled(deliveryDateChosen, { scope, params: '2026-11-25' });
    expect(scope.getState($dataEntrega)).toBe('2026-11-24');

    // Another address: the options load again for it (free there), the first active again.
    await allSettled(addressChosen, { scope, params: 1 });
    expect(scope.getState($idformaentrega)).toBe(10);
    expect(scope.getState($taxaEntregaCentavos)).toBe(0);

    // Pickup: the stores, no address sent.
    await allSettled(deliveryTypeChosen, { scope, params: 'RETIRADA' });
    expect(scope.getState($lojas).map((l) => l.nome)).toEqual(['Loja Centro']);
    const ultima = fake.requests.filter((r) => r.url.includes('/formas-entrega/')).at(-1)!;
    expect(new URL(ultima.url).searchParams.get('tipoEntrega')).toBe('RETIRADA');
    expect(new URL(ultima.url).searchParams.has('idendereco')).toBe(false);
  });

  it("the cart page's preparation opens it; the page's first opening right after asks nothing again, a later one asks anew", async () => {
    const { scope, fake } = escopo();
    await allSettled(checkoutPrepared, { scope });
    expect(scope.getState($opcoesProntas)).toBe(true);
    const entrega = fake.requests.filter((r) => r.url.includes('/formas-entrega/'));
    // Asked once, after the payment methods: the question carries the method chosen.
    expect(entrega.map((r) => new URL(r.url).searchParams.get('idformapagamento'))).toEqual(['1']);
    const pedidos = fake.requests.length;
    await allSettled(checkoutOpened, { scope });
    expect(fake.requests.length).toBe(pedidos);
    await allSettled(checkoutOpened, { scope });
    expect(fake.requests.filter((r) => r.url.includes('/formas-pagamento')).length).toBe(2);
  });

  it('the auto-selection rule: a user with tag uses-single-address gets the first address of the list', async () => {
    const fake = createFakeApi([
      [
        /^\/v1\/app\/[^/]+~42\/enderecos$/,
        () =>
          json({
            idcliente: 42,
            idfornecedor: aurora.idfornecedor,
            enderecos: [endereco(1, false, 'Trabalho'), endereco(2, true, 'Casa')],
          }),
      ],
      [/^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/formas-pagamento$/, () => json(formasPagamento)],
      [/^\/v4\/app\/[^/]+~42\/formas-entrega\/[^/]+$/, () => json(opcoes('DELIVERY'))],
      [
        /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
        () => json({ mensagem: 'sem carrinho no teste', codigo: 'teste' }, 404),
      ],
    ]);
    const valores = (tags: string[]) =>
      fork({
        values: [
          [$api, fake.api],
          [$fornecedor, auroraAmbos],
          [$token, SESSION],
          [$usuario, usuario],
          [$perfil, { idcliente: 42, authenticated: true, tags, role: 'cliente' }],
          [$cartLines, linhas],
        ],
      });
    const unico = valores(['uses-single-address']);
    await allSettled(checkoutOpened, { scope: unico });
    expect(unico.getState($idendereco)).toBe(1);
    const comum = valores([]);
    await allSettled(checkoutOpened, { scope: comum });
    expect(comum.getState($idendereco)).toBe(2);
  });

  it("a failure of the delivery options: the server's message in the dialog until closed, no option active", async () => {
    const { scope } = escopo({
      entrega: () => json({ mensagem: 'Falha ao consultar agendamentos', codigo: 'entrega.sem-opcoes' }, 404),
    });
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($estadoEntrega)).toBe('erro');
    expect(scope.getState($erroEntrega)).toBe('Falha ao consultar agendamentos');
    expect(scope.getState($formasEntrega)).toEqual([]);
    expect(scope.getState($idformaentrega)).toBeNull();
    await allSettled(deliveryErrorClosed, { scope });
    expect(scope.getState($erroEntrega)).toBeNull();
    // Sending now says what is missing, and sends nothing.
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($erroEnvio)).toBe(TEXTOS_CHECKOUT.escolhaEntrega);
  });

  it('installments respect the minimum; a method with a price variance reloads the cart with idformapagamento', async () => {
    const { scope, fake } = escopo();
    await allSettled(checkoutOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 2 });
    // R$ 315,00 with a minimum of R$ 100,00: up to 3x.
    expect(scope.getState($opcoesParcelas).map((o) => o.quantParcelas)).toEqual([1, 2, 3]);
    await allSettled(installmentsChosen, { scope, params: 6 });
    expect(scope.getState($quantParcelas)).toBe(1);
    await allSettled(installmentsChosen, { scope, params: 3 });
    expect(scope.getState($quantParcelas)).toBe(3);
    expect(fake.requests.some((r) => r.url.includes('/cart'))).toBe(false);

    expect(scope.getState($totalComEntrega)).toBe(31500);
    await allSettled(paymentMethodChosen, { scope, params: 3 });
    expect(scope.getState($quantParcelas)).toBe(1);
    // Pix's 3 % off, through the pricing core as the server does: 3 × R$ 97,00 + R$ 15,00.
    expect(scope.getState($totalComEntrega)).toBe(30600);
    const carga = fake.requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/cart'));
    expect(carga).toHaveLength(1);
    expect(new URL(carga[0]!.url).searchParams.get('idformapagamento')).toBe('3');
    // Back to a method without variance: the cart again without it.
    await allSettled(paymentMethodChosen, { scope, params: 1 });
    const segunda = fake.requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/cart'));
    expect(segunda).toHaveLength(2);
    expect(new URL(segunda[1]!.url).searchParams.has('idformapagamento')).toBe(false);
    expect(scope.getState($totalComEntrega)).toBe(31500);
  });

  it('submits the full payload with an Idempotency-Key, reused when the same cart is retried; success resets the cart', async () => {
    let chamadas = 0;
    const corpos: unknown[] = [];
    const { scope, fake } = escopo({
      pedido: async (r) => {
        corpos.push(await r.json());
        chamadas += 1;
        return chamadas === 1
          ? json({ mensagem: 'Serviço indisponível.', codigo: 'erro.interno' }, 503)
          : json({
              numpedido: 100002,
              status: 'ENVIADO',
              totalpedido: 315,
              taxaentrega: 15,
              dadospedido: { cupom: null },
              mensagemSucesso: 'Pedido recebido!',
            });
      },
    });
    await allSettled(checkoutOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 2 });
    await allSettled(installmentsChosen, { scope, params: 2 });
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($erroEnvio)).toBe('Erro ao submeter seu pedido. Serviço indisponível.');
    // The refusal ran the duplicate check, which said no.
    expect(fake.requests.some((r) => r.url.endsWith('/pedido/duplicidade'))).toBe(true);
    expect(scope.getState($pedidoSubmetido)).toBeNull();
    expect(scope.getState($cartLines)).toHaveLength(1);

    await allSettled(pedidoSubmitted, { scope });
    const enviados = pedidos(fake);
    expect(enviados.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['chave-teste-1', 'chave-teste-1']);
    expect(corpos[1]).toEqual(corpos[0]);
    expect(corpos[0]).toEqual({
      idfornecedor: aurora.idfornecedor,
      itens: [{ id: 1, quantidade: 3, embalarParaPresente: false }],
      cupom: null,
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: 10, data_de_entrega: '2026-11-25' },
      enderecoentrega: { idendereco: 2 },
      lojaRetira: null,
      idtipoassinatura: null,
      formaPagamento: { idformapagto: 2, quantParcelas: 2, temForma: true },
      canalVenda: 'WEB',
    });
    expect(scope.getState($pedidoSubmetido)?.numpedido).toBe(100002);
    expect(scope.getState($cartLines)).toEqual([]);
    expect(scope.getState($erroEnvio)).toBeNull();
  });

  it('a changed cart gets a new key; the items at fault are named; a duplicate says so without the check', async () => {
    let resposta: () => Response = () =>
      json(
        {
          mensagem: 'Produto sem estoque suficiente.',
          codigo: 'pedido.sem-estoque',
          itensName: ['Café Torrado', 'Açúcar'],
        },
        409,
      );
    const { scope, fake } = escopo({ pedido: () => resposta() });
    await allSettled(checkoutOpened, { scope });
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($erroEnvio)).toBe(
      'Erro ao submeter seu pedido. Produto sem estoque suficiente. Itens: Café Torrado, Açúcar',
    );
    await allSettled(deliveryDateChosen, { scope, params: '2026-11-26' });
    resposta = () =>
      json(
        { mensagem: 'Um pedido idêntico foi feito há poucos segundos.', codigo: 'pedido.duplicado', numpedido: 100001 },
        409,
      );
    const checagens = fake.requests.filter((r) => r.url.endsWith('/duplicidade')).length;
    await allSettled(pedidoSubmitted, { scope });
    expect(pedidos(fake).map((r) => r.headers.get('Idempotency-Key'))).toEqual(['chave-teste-1', 'chave-teste-2']);
    expect(scope.getState($erroEnvio)).toBe('Um pedido idêntico foi feito há poucos segundos.');
    expect(fake.requests.filter((r) => r.url.endsWith('/duplicidade'))).toHaveLength(checagens);
  });

  it('no answer at all, but the duplicate check finds the order: it is the submitted one', async () => {
    const { scope } = escopo({
      pedido: () => Promise.reject(new TypeError('Failed to fetch')),
      duplicidade: () => json({ duplicado: true, numpedido: 100007 }),
    });
    await allSettled(checkoutOpened, { scope });
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($pedidoSubmetido)?.numpedido).toBe(100007);
    expect(scope.getState($cartLines)).toEqual([]);
  });

  it('a visitor is asked to log in with the spec message; nothing is sent', async () => {
    const { scope, fake } = escopo({}, false);
    await allSettled(checkoutOpened, { scope });
    await allSettled(pedidoSubmitted, { scope });
    expect(scope.getState($loginOpen)).toBe(true);
    expect(JSON.stringify(scope.getState($mensagemAbertura))).toContain(PRECISA_LOGIN);
    expect(fake.requests).toHaveLength(0);
  });

  it('mensagemErroSubmissao', () => {
    expect(mensagemErroSubmissao('Sem estoque.', ['A', 'B'])).toBe(
      'Erro ao submeter seu pedido. Sem estoque. Itens: A, B',
    );
    expect(mensagemErroSubmissao('Falhou.')).toBe('Erro ao submeter seu pedido. Falhou.');
  });

  it('card sandbox: keeps only the brand and last digits of a validated card, shows a refusal, forgets both when the method changes', async () => {
    const { scope, fake } = escopo();
    await allSettled(checkoutOpened, { scope });
    const cartao = { numero: '4111 1111 1111 1111', nome: 'Maria', mes: 12, ano: 2030, cvv: '123' };
    await allSettled(cardSubmitted, { scope, params: cartao });
    expect(scope.getState($cartaoValidado)).toEqual({ bandeira: 'visa', ultimos4: '1111', ambiente: 'testes' });
    const pedido = fake.requests.find((r) => r.url.endsWith('/v4/payment-sdk/generate-token'));
    expect(pedido?.headers.get('authorization')).toBe(`Bearer ${SESSION}`);
    expect(JSON.stringify(scope.getState($cartaoValidado))).not.toContain('4111 1111');
    await allSettled(paymentMethodChosen, { scope, params: 3 });
    expect(scope.getState($cartaoValidado)).toBeNull();

    const recusa = escopo({
      cartao: () => json({ mensagem: 'Cartão recusado pelo emissor.', codigo: 'cartao.recusado' }, 422),
    });
    await allSettled(checkoutOpened, { scope: recusa.scope });
    await allSettled(cardSubmitted, { scope: recusa.scope, params: { ...cartao, numero: '4000000000000002' } });
    expect(recusa.scope.getState($cartaoValidado)).toBeNull();
    expect(recusa.scope.getState($erroCartao)).toBe('Cartão recusado pelo emissor.');
  });
});
