// @vitest-environment node
import { allSettled, createEvent, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $api } from '../app';
import { $cartLines, type CartLine } from '../cart';
import { $paymentBlocks, $idformapagto, checkoutOpened, paymentMethodChosen } from '../checkout';
import { $rota } from '../navigation';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import type { UsuarioSessao } from '#engine/rules/session-user';
import {
  $titleBoletoUrl,
  $invoicesError,
  $faturas,
  invoicesPageShown,
  RECARREGAR_APOS_LOGIN_MS,
  type FaturasCliente,
} from './index';

const SESSION = 'sessao_0123456789abcdefABCDEF';
const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
  cliente_nome: null,
};

const FATURAS: FaturasCliente = {
  limite_credito_total: 2000,
  limite_credito_disponivel: 810,
  faturas: [
    {
      idtitulo: 1,
      numero: 'NF 4512',
      numpedido: null,
      parcela: 1,
      total_parcelas: 1,
      vencimento: '2026-11-24',
      valor: 350,
      status: 'aberto',
      situacao: 'vencido',
      pago_em: null,
    },
  ],
};

function escopo(resposta: () => Response = () => json(FATURAS)) {
  const fake = createFakeApi([[/^\/v2\/app\/[^/]+~42\/faturas-cliente\/fornecedor\/[^/]+\/cliente\/42$/, resposta]]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSION],
      [$usuario, usuario],
      [$rota, { pagina: 'faturas' }],
    ],
  });
  return { scope, fake };
}

/** The session's user set from outside (a restored session, a login): the test's own handle on the store. */
const usuarioDefinido = createEvent<UsuarioSessao | null>();
$usuario.on(usuarioDefinido, (_, u) => u);

afterEach(() => {
  vi.useRealTimers();
});

describe('invoices model', () => {
  it('asks the call with completeInfo once when the page shows, for the session client', async () => {
    const { scope, fake } = escopo();
    await allSettled(invoicesPageShown, { scope });
    expect(scope.getState($faturas)).toEqual(FATURAS);
    const url = new URL(fake.requests[0]!.url);
    expect(url.pathname).toBe(`/api/v2/app/${SESSION}~42/faturas-cliente/fornecedor/${aurora.idfornecedor}/cliente/42`);
    expect(url.searchParams.get('completeInfo')).toBe('true');
    // Shown again: not asked again.
    await allSettled(invoicesPageShown, { scope });
    expect(fake.requests).toHaveLength(1);
    expect(scope.getState($titleBoletoUrl)(1, true)).toBe(
      `/api/v4/faturas/boleto/1/${aurora.idfornecedor}?segundaVia=true`,
    );
  });

  it('asks again 1000 ms after a login on the page; the session the page opened with starts no timer (spec section 9)', async () => {
    const { scope, fake } = escopo();
    const definir = scopeBind(usuarioDefinido, { scope });
    vi.useFakeTimers();
    // The session restored as the app starts, before the page's preparation: no login, no timer
    // (the server's render and the browser's preparation would wait for it).
    definir(null);
    definir(usuario);
    expect(vi.getTimerCount()).toBe(0);
    scopeBind(invoicesPageShown, { scope })();
    await vi.advanceTimersByTimeAsync(RECARREGAR_APOS_LOGIN_MS + 100);
    expect(fake.requests).toHaveLength(1);

    // The session expires on the page and the client logs in again: asked again 1000 ms later.
    definir(null);
    definir({ ...usuario });
    await vi.advanceTimersByTimeAsync(RECARREGAR_APOS_LOGIN_MS - 1);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    vi.useRealTimers();
    await allSettled(scope);
    expect(scope.getState($faturas)).toEqual(FATURAS);
  });

  it("a refusal shows the server's pt-BR message; leaving the page drops the list", async () => {
    const { scope } = escopo(() =>
      json({ mensagem: 'Entre na sua conta para ver as suas faturas.', codigo: 'x' }, 403),
    );
    await allSettled(invoicesPageShown, { scope });
    expect(scope.getState($invoicesError)).toBe('Entre na sua conta para ver as suas faturas.');
    const ok = escopo();
    await allSettled(invoicesPageShown, { scope: ok.scope });
    await allSettled($rota, { scope: ok.scope, params: { pagina: 'home' } });
    expect(ok.scope.getState($faturas)).toBeNull();
  });
});

describe("checkout: an 'a prazo' method past the available credit", () => {
  const cafe = produto(1, { nome: 'Café', preco: 100 });
  const linhas = (unidades: number): CartLine[] => [
    { produto: cafe, quantidadeMilesimos: unidades * 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
  ];
  const formas = [
    { idformapagto: 1, descricao: 'Pix', tipo: 'PIX', quantParcelasMax: 1, parcelaMinima: 0, ajustePercentual: 0 },
    {
      idformapagto: 6,
      descricao: 'A prazo 28/56/84 dias (boleto)',
      tipo: 'A_PRAZO',
      quantParcelasMax: 1,
      parcelaMinima: 0,
      ajustePercentual: 0,
      prazosDias: [28, 56, 84],
      limiteCreditoDisponivel: 810,
    },
  ];

  async function aberto(unidades: number) {
    const fake = createFakeApi([
      [/^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/formas-pagamento$/, () => json(formas)],
      [
        /^\/v1\/app\/[^/]+~42\/enderecos$/,
        () => json({ idcliente: 42, idfornecedor: aurora.idfornecedor, enderecos: [] }),
      ],
      [/^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/, () => json({ mensagem: 'sem carrinho', codigo: 'teste' }, 404)],
    ]);
    const scope = fork({
      values: [
        [$api, fake.api],
        [$fornecedor, aurora],
        [$token, SESSION],
        [$usuario, usuario],
        [$cartLines, linhas(unidades)],
      ],
    });
    await allSettled(checkoutOpened, { scope });
    return scope;
  }

  it('is disabled with the server rule’s reason when the total passes it, possible within it', async () => {
    const dentro = await aberto(8);
    expect(dentro.getState($paymentBlocks)).toEqual({});
    await allSettled(paymentMethodChosen, { scope: dentro, params: 6 });
    expect(dentro.getState($idformapagto)).toBe(6);
    // The cart grows past R$ 810,00: the choice gives way to the first method still possible.
    await allSettled($cartLines, { scope: dentro, params: linhas(9) });
    expect(dentro.getState($paymentBlocks)).toEqual({
      6: 'Este pedido passa do seu limite de crédito disponível (R$ 810,00). Escolha outra forma de pagamento.',
    });
    expect(dentro.getState($idformapagto)).toBe(1);
  });
});
