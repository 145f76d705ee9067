/**
 * Test support for the checkout blocks: a scope with Maria logged in at Aurora (delivery and
 * pickup), her cart, and a fake API that answers every call the checkout makes; `openCheckout`
 * settles `checkoutOpened`, so the options are ready to show.
 */
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { $api } from '#engine/model/app';
import { $cartLines } from '#engine/model/cart';
import { checkoutOpened } from '#engine/model/checkout';
import { $token, $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, createFakeApi, json, produto } from '#engine/model/testing/fake-api';
import type { FakeHandler } from '#engine/model/testing/fake-api';

const SESSION = 'sessao_0123456789abcdefABCDEF';

export const maria = {
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

const formasPagamento = [
  { idformapagto: 1, descricao: 'Boleto', tipo: 'BOLETO', quantParcelasMax: 1, parcelaMinima: 0, ajustePercentual: 0 },
  {
    idformapagto: 2,
    descricao: 'Cartão de crédito',
    tipo: 'CARTAO_CREDITO',
    quantParcelasMax: 6,
    parcelaMinima: 1,
    ajustePercentual: 0,
  },
];

const opcoesEntrega = (tipoEntrega: string) => ({
  tipoEntrega,
  tiposDisponiveis: ['DELIVERY', 'RETIRADA'],
  formasEntrega: [
    {
      idformaentrega: 10,
      nome: 'Entrega agendada',
      descricao: null,
      tipo: tipoEntrega,
      taxaEntrega: 15,
      freteGratis: false,
      agendamento: ['2026-11-25', '2026-11-26'],
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
});

export const INSTRUCOES = 'Antes de enviar o seu pedido, confira as quantidades.';

export const HORARIO = {
  idcaracteristica: 1,
  alvo: 'PEDIDO' as const,
  nome: 'Horário preferido para recebimento',
  tipo: 'ESCOLHA' as const,
  opcoes: ['Manhã', 'Tarde'],
  obrigatoria: true,
};

export interface CheckoutScopeOptions {
  /** Who is on the page: Maria (default), a visitor, or a representative with no client chosen. */
  who?: 'client' | 'visitor' | 'no-client';
  /** The supplier's tags (default: delivery and pickup). */
  tags?: string[];
  /** Whether the supplier has order instructions and a required characteristic (default true). */
  content?: boolean;
}

export function checkoutScope(options: CheckoutScopeOptions = {}): Scope {
  const { who = 'client', tags = ['has-delivery', 'has-collect'], content = true } = options;
  const routes: [RegExp, FakeHandler][] = [
    [
      /^\/v4\/app\/token\/custom-content\/[^/]+$/,
      () =>
        content
          ? json({ idfornecedor: aurora.idfornecedor, contentType: 'ORDER_INSTRUCTIONS', html: INSTRUCOES })
          : json({ mensagem: 'sem conteúdo', codigo: 'teste' }, 404),
    ],
    [/^\/v4\/caracteristica-pedido\/todas\/[^/]+$/, () => json(content ? [HORARIO] : [])],
    [/^\/v4\/caracteristica-cliente\/todas\/[^/]+$/, () => json([])],
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
      (_r, _m, url) => json(opcoesEntrega(url.searchParams.get('tipoEntrega') ?? 'DELIVERY')),
    ],
    [
      /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
      () => json({ mensagem: 'sem carrinho no teste', codigo: 'teste' }, 404),
    ],
  ];
  const usuario = who === 'visitor' ? null : who === 'no-client' ? { ...maria, idcliente: null } : maria;
  return fork({
    values: [
      [$api, createFakeApi(routes).api],
      [$fornecedor, { ...aurora, tags }],
      [$token, usuario ? SESSION : 'anon-0123456789abcdef0123456789abcdef'],
      [$usuario, usuario],
      [
        $cartLines,
        [
          {
            produto: produto(1, { nome: 'Café', preco: 100 }),
            quantidadeMilesimos: 3000,
            embalarParaPresente: false,
            precoAtendenteCentavos: null,
          },
        ],
      ],
    ],
  });
}

/** Settles the checkout's opening: every answer its options are laid out from is in. */
export async function openCheckout(scope: Scope): Promise<void> {
  await allSettled(checkoutOpened, { scope });
}

export function renderInScope(scope: Scope, element: ReactNode) {
  return render(
    <Provider value={scope}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
}
