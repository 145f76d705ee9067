/**
 * The orders group's blocks and their props: every prop has a default (`{}` is valid) that
 * reproduces today's page, and each prop shows, hides or renames what it says. Then the frame with
 * the group's default layouts, rendered on the server: the content is in the HTML.
 */
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousGateContext } from '#engine/layout/gate';
import { LayoutRegion } from '#engine/layout/renderer';
import type { LayoutNode } from '#schemas/layout';
import { $ultimaSubmissao } from '#engine/model/checkout';
import { $pedido, $pedidos, $totalPedidos, $temMais } from '#engine/model/orders';
import type { PedidoDetalhe, PedidoResumo } from '#engine/model/orders';
import { $usuario, type UsuarioSessao } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { orderDetailProps } from '../../order-detail/schema';
import { OrderDetail } from '../../order-detail/order-detail';
import { orderDocumentsProps } from '../../order-documents/schema';
import { OrderDocuments } from '../../order-documents/order-documents';
import { ORDER_LIST_TEXTOS, orderListProps } from '../../order-list/schema';
import { OrderList } from '../../order-list/order-list';
import { orderPaymentProps } from '../../order-payment/schema';
import { OrderPayment } from '../../order-payment/order-payment';
import { submissionSuccessProps } from '../../submission-success/schema';
import { SubmissionSuccess } from '../../submission-success/submission-success';
import { ordersDefaultPages } from './defaults';
import { ordersBlockFields } from './fields';
import { Frame, registry } from './page';
import { ordersBlockSchemas } from './schemas';

afterEach(cleanup);

const resumo = (numpedido: number, over: Partial<PedidoResumo> = {}): PedidoResumo => ({
  numpedido,
  status: 'ENVIADO',
  criadoEm: '2026-11-20T13:00:00.000Z',
  totalpedido: 100,
  quantidadeItens: 2,
  tipoEntrega: 'DELIVERY',
  dataEntrega: '2026-11-22',
  formaPagamento: 'Pix',
  orcamento: false,
  avaliacao: null,
  emitidoPor: null,
  ...over,
});

const detalhe = (numpedido: number, over: Partial<PedidoDetalhe> = {}): PedidoDetalhe => ({
  ...resumo(numpedido),
  caracteristicas: [{ idcaracteristica: 1, nome: 'Possui doca para descarga?', alvo: 'CLIENTE', valor: 'Sim' }],
  itens: [
    {
      id: 1,
      nome: 'Café Torrado',
      quantidade: 2,
      unidade: 'UN',
      precoUnitario: 20,
      total: 40,
      embalarParaPresente: false,
    },
    { id: 5, nome: 'Arroz', quantidade: 3, unidade: 'UN', precoUnitario: 20, total: 60, embalarParaPresente: false },
  ],
  subtotal: 100,
  desconto: 0,
  taxaentrega: 0,
  anotacoes: 'Deixar na portaria',
  numPedidoCliente: 'OC-77',
  canalVenda: 'WEB',
  entrega: { tipoEntrega: 'DELIVERY', nome: 'Entrega agendada', dataEntrega: '2026-11-22', endereco: null, loja: null },
  pagamento: { idformapagto: 3, descricao: 'Pix', tipo: 'PIX', quantParcelas: 1 },
  historico: [{ status: 'ENVIADO', em: '2026-11-20T13:00:00.000Z', por: null }],
  comentarioAvaliacao: null,
  danfe: null,
  ...over,
});

const PIX = {
  copia_e_cola: '00020126580014br.gov.bcb.pix0136chave-pix-aurora5204000053039865406100.006304ABCD',
  txid: 'T1',
  valor: 100,
};
const aguardandoPix = (numpedido: number) =>
  detalhe(numpedido, { status: 'AGUARDANDOPAGAMENTO', pagamento: { ...detalhe(1).pagamento, pix: PIX } });

const MARIA: UsuarioSessao = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente',
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
  cliente_nome: 'Maria Oliveira Santos',
};

function escopo(values: { pedidos?: PedidoResumo[] | null; pedido?: PedidoDetalhe | null; cliente?: boolean } = {}) {
  return fork({
    values: [
      [$fornecedor, aurora],
      [$usuario, values.cliente === false ? null : MARIA],
      [$pedidos, values.pedidos ?? null],
      [$totalPedidos, values.pedidos?.length ?? 0],
      [$temMais, false],
      [$pedido, values.pedido ?? null],
    ],
  });
}

/** `element` at `path` (React Router pattern) opened at `url`, in `scope`. */
function tree(scope: Scope, element: ReactNode, path = '/aurora/pedidos/:numpedido', url = '/aurora/pedidos/100001') {
  return (
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

describe('the orders group', () => {
  it('lists the same six block types in its schemas, fields and registry', () => {
    const tipos = [
      'order-list',
      'order-detail',
      'order-payment',
      'order-documents',
      'order-chat',
      'submission-success',
    ];
    expect(Object.keys(ordersBlockSchemas).sort()).toEqual([...tipos].sort());
    expect(Object.keys(ordersBlockFields).sort()).toEqual([...tipos].sort());
    expect(Object.keys(registry).sort()).toEqual([...tipos].sort());
    for (const tipo of tipos) {
      const schema = ordersBlockSchemas[tipo as keyof typeof ordersBlockSchemas];
      // Every prop has a default, and a field in the studio's form.
      expect(schema.props.safeParse({}).success, tipo).toBe(true);
      expect(Object.keys(ordersBlockFields[tipo as keyof typeof ordersBlockFields]).sort(), tipo).toEqual(
        Object.keys(schema.props.parse({}) as object).sort(),
      );
      expect(schema.pages.length, tipo).toBeGreaterThan(0);
    }
  });

  it('places each block only on its page types; the required ones are in their default layouts', () => {
    expect(ordersBlockSchemas['order-list'].pages).toEqual(['pedidos']);
    expect(ordersBlockSchemas['order-detail'].pages).toEqual(['pedido']);
    expect(ordersBlockSchemas['order-documents'].pages).toEqual(['pedido']);
    expect(ordersBlockSchemas['order-chat'].pages).toEqual(['pedido']);
    expect(ordersBlockSchemas['order-payment'].pages).toEqual(['pedido', 'submissao']);
    expect(ordersBlockSchemas['submission-success'].pages).toEqual(['submissao']);
    expect(ordersDefaultPages.pedidos.map((n) => n.type)).toEqual(['order-list']);
    expect(ordersDefaultPages.pedido.map((n) => n.type)).toEqual(['order-detail']);
    expect(ordersDefaultPages.pedido[0]?.children?.map((n) => n.type)).toEqual([
      'order-payment',
      'order-documents',
      'order-chat',
    ]);
    expect(ordersDefaultPages.submissao.map((n) => n.type)).toEqual(['submission-success']);
  });

  it("refuses a prop that is not the block's, and empty titles where a title is required", () => {
    expect(orderListProps.safeParse({ colunas: 3 }).success).toBe(false);
    expect(orderDetailProps.safeParse({ tituloItens: '' }).success).toBe(false);
    expect(submissionSuccessProps.safeParse({ titulo: '' }).success).toBe(false);
    // Optional headings may be empty (the default: none).
    expect(orderPaymentProps.parse({}).titulo).toBe('');
    expect(orderDocumentsProps.parse({}).titulo).toBe('');
  });
});

describe('order-list', () => {
  const lista = [
    resumo(100002, { emitidoPor: 'Carlos Mendes', avaliacao: 4, status: 'ENTREGUE' }),
    resumo(100001, { orcamento: true, status: 'ORCAMENTO_NOVO', tipoEntrega: 'RETIRADA', dataEntrega: null }),
  ];
  const show = (props: object, pedidos: PedidoResumo[] | null = lista) =>
    render(
      tree(
        escopo({ pedidos }),
        <OrderList id="lista" props={orderListProps.parse(props)} />,
        '/aurora/pedidos',
        '/aurora/pedidos',
      ),
    );

  it("defaults: today's count, actions, cards and links", () => {
    show({});
    expect(screen.getByText('2 pedidos e orçamentos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repetir última compra' })).toBeTruthy();
    expect(screen.getByLabelText('Ordenar por')).toBeTruthy();
    const cards = screen.getAllByTestId('pedido-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Pedido nº 100002');
    expect(cards[0]?.textContent).toContain('Feito em 20/11/2026 · 2 itens · Pix');
    expect(cards[0]?.textContent).toContain('Entrega em 22/11/2026 · Sua avaliação: 4 de 5');
    expect(cards[0]?.textContent).toContain('Pedido emitido por Carlos Mendes');
    expect(cards[1]?.textContent).toContain('Orçamento nº 100001');
    expect(cards[1]?.textContent).toContain('Retirada');
    const link = screen.getByRole('link', { name: 'Ver detalhes do pedido nº 100002' });
    expect(link.getAttribute('href')).toBe('/aurora/pedidos/100002');
    expect(link.textContent).toBe(ORDER_LIST_TEXTOS.verDetalhes);
  });

  it('hides the count, the actions and each card line its prop turns off', () => {
    show({
      mostrarContagem: false,
      mostrarRepetirUltima: false,
      mostrarOrdenacao: false,
      mostrarFormaPagamento: false,
      mostrarEntrega: false,
      mostrarEmitidoPor: false,
    });
    expect(screen.queryByText(/pedidos e orçamentos/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Repetir última compra' })).toBeNull();
    expect(screen.queryByLabelText('Ordenar por')).toBeNull();
    const card = screen.getAllByTestId('pedido-card')[0]!;
    expect(card.textContent).toContain('Feito em 20/11/2026 · 2 itens');
    expect(card.textContent).not.toContain('· Pix');
    expect(card.textContent).not.toContain('Entrega em');
    // The rating stays (its own prop) on a line of its own.
    expect(card.textContent).toContain('Sua avaliação: 4 de 5');
    expect(card.textContent).not.toContain('Carlos Mendes');
  });

  it('hides the rating; renames the link and the empty list texts', () => {
    show({ mostrarAvaliacao: false, textoVerDetalhes: 'Abrir' });
    expect(screen.getAllByTestId('pedido-card')[0]?.textContent).not.toContain('Sua avaliação');
    expect(screen.getByRole('link', { name: 'Ver detalhes do pedido nº 100002' }).textContent).toBe('Abrir');
    cleanup();
    show({}, []);
    expect(screen.getByRole('heading', { level: 2, name: 'Você ainda não fez nenhum pedido.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe('/aurora/');
    cleanup();
    show({ textoVazio: 'Nenhuma compra por aqui.', textoBotaoVazio: 'Comprar' }, []);
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhuma compra por aqui.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comprar' })).toBeTruthy();
  });

  it("offers 'Repetir última compra' only when there is an order that is not a quote", () => {
    show({}, [resumo(100001, { orcamento: true, status: 'ORCAMENTO_NOVO' })]);
    expect(screen.queryByRole('button', { name: 'Repetir última compra' })).toBeNull();
    expect(screen.getByText('1 pedido ou orçamento')).toBeTruthy();
  });
});

describe('order-detail', () => {
  const show = (props: object, pedido: PedidoDetalhe = detalhe(100001), children?: ReactNode) =>
    render(
      tree(
        escopo({ pedido }),
        <OrderDetail id="pedido" props={orderDetailProps.parse(props)}>
          {children}
        </OrderDetail>,
      ),
    );

  it("defaults: today's sections, items and totals; the blocks inside follow the payment", () => {
    show({}, detalhe(100001), <p data-testid="dentro">dentro</p>);
    expect(screen.getByText(/^Feito em 20\/11\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repetir itens' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Acompanhamento' })).toBeTruthy();
    expect(screen.getByTestId('pedido-timeline').textContent).toContain('Recebido');
    expect(screen.getByRole('heading', { level: 2, name: 'Entrega' })).toBeTruthy();
    expect(screen.getByText('Entrega agendada')).toBeTruthy();
    const pagamento = screen.getByRole('heading', { level: 2, name: 'Pagamento' });
    const dentro = screen.getByTestId('dentro');
    const observacoes = screen.getByText('Seu número do pedido: OC-77');
    // Payment heading, then the nested blocks, then the customer's notes.
    expect(pagamento.compareDocumentPosition(dentro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dentro.compareDocumentPosition(observacoes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Observações: Deixar na portaria')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Informações do pedido' })).toBeTruthy();
    expect(screen.getByTestId('pedido-caracteristicas').textContent).toContain('Possui doca para descarga? Sim');
    expect(screen.getByRole('heading', { level: 2, name: 'Itens' })).toBeTruthy();
    expect(screen.getAllByTestId('pedido-item')).toHaveLength(2);
    expect(screen.getByTestId('pedido-total').textContent).toBe('R$ 100,00');
  });

  it('renames the section titles', () => {
    show({
      tituloAcompanhamento: 'Situação',
      tituloPagamento: 'Como pagar',
      tituloCaracteristicas: 'Respostas',
      tituloItens: 'Produtos',
    });
    for (const nome of ['Situação', 'Como pagar', 'Respostas', 'Produtos'])
      expect(screen.getByRole('heading', { level: 2, name: nome })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Acompanhamento' })).toBeNull();
  });

  it('hides each section its prop turns off', () => {
    show({
      mostrarRepetirItens: false,
      mostrarAcompanhamento: false,
      mostrarEntrega: false,
      mostrarObservacoes: false,
      mostrarCaracteristicas: false,
      mostrarItens: false,
    });
    expect(screen.queryByRole('button', { name: 'Repetir itens' })).toBeNull();
    expect(screen.queryByTestId('pedido-timeline')).toBeNull();
    expect(screen.queryByText('Entrega agendada')).toBeNull();
    expect(screen.queryByText(/Seu número do pedido/)).toBeNull();
    expect(screen.queryByText(/Observações:/)).toBeNull();
    expect(screen.queryByTestId('pedido-caracteristicas')).toBeNull();
    expect(screen.queryByTestId('pedido-item')).toBeNull();
    // What is left: the payment.
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toBeTruthy();
    cleanup();
    show({ mostrarPagamento: false, mostrarEntrega: false, mostrarObservacoes: false, mostrarCaracteristicas: false });
    expect(screen.queryByRole('heading', { level: 2, name: 'Pagamento' })).toBeNull();
    expect(screen.getByTestId('pedido-timeline')).toBeTruthy();
  });

  it('rates a delivered order unless the rating is off; confirms a priced quote', () => {
    show({}, detalhe(100001, { status: 'ENTREGUE' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Avalie este pedido' })).toBeTruthy();
    cleanup();
    show({ mostrarAvaliacao: false }, detalhe(100001, { status: 'ENTREGUE' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Avalie este pedido' })).toBeNull();
    cleanup();
    show({ mostrarRepetirItens: false }, detalhe(100001, { status: 'ORCAMENTO_PRECIFICADO', orcamento: true }));
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeTruthy();
    expect(screen.getByText(/O fornecedor precificou este orçamento/)).toBeTruthy();
  });

  it('shows nothing while another order than the route names is loaded', () => {
    show({}, detalhe(100009));
    expect(screen.queryByTestId('pedido-total')).toBeNull();
  });
});

describe('order-payment', () => {
  const show = (props: object, pedido: PedidoDetalhe) =>
    render(tree(escopo({ pedido }), <OrderPayment id="pagamento" props={orderPaymentProps.parse(props)} />));

  it("defaults: the Pix to pay and 'Alterar forma de pagamento', no heading", () => {
    show({}, aguardandoPix(100001));
    expect((screen.getByTestId('pix-copia-e-cola') as HTMLTextAreaElement).value).toBe(PIX.copia_e_cola);
    expect(screen.getByTestId('pix-qrcode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alterar forma de pagamento' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('hides the instructions or the change; a title makes it a section', () => {
    show({ mostrarInstrucoes: false }, aguardandoPix(100001));
    expect(screen.queryByTestId('pix-copia-e-cola')).toBeNull();
    expect(screen.getByRole('button', { name: 'Alterar forma de pagamento' })).toBeTruthy();
    cleanup();
    show({ mostrarTrocaForma: false, titulo: 'Pague com Pix' }, aguardandoPix(100001));
    expect(screen.queryByRole('button', { name: 'Alterar forma de pagamento' })).toBeNull();
    const secao = screen.getByRole('region', { name: 'Pague com Pix' });
    expect(within(secao).getByTestId('pix-copia-e-cola')).toBeTruthy();
  });

  it('shows nothing for a paid order or a quote', () => {
    const { container } = show({ titulo: 'Pagamento' }, detalhe(100001, { status: 'ENTREGUE' }));
    expect(container.textContent).toBe('');
    cleanup();
    const quote = show({}, detalhe(100001, { status: 'ORCAMENTO_NOVO', orcamento: true }));
    expect(quote.container.textContent).toBe('');
  });
});

describe('order-documents', () => {
  const DANFE = { chave: '3'.repeat(44), anexadoEm: '2026-11-21T10:00:00.000Z', xml: false };
  const show = (props: object, pedido: PedidoDetalhe) =>
    render(tree(escopo({ pedido }), <OrderDocuments id="documentos" props={orderDocumentsProps.parse(props)} />));

  it('defaults: the receipt, and the DANFE once attached', () => {
    show({}, detalhe(100001));
    expect(screen.getByTestId('pedido-comprovante').textContent).toBe('Baixar comprovante (PDF)');
    expect(screen.queryByTestId('pedido-danfe')).toBeNull();
    cleanup();
    show({}, detalhe(100001, { danfe: DANFE }));
    const link = screen.getByRole('link', { name: 'Baixar nota fiscal (DANFE)' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`/v4/danfe/100001/${aurora.idfornecedor}$`));
    expect(link.getAttribute('download')).toBe('danfe-100001.pdf');
    // Issue 34: the NF-e XML beside it only once the supplier attached one.
    expect(screen.queryByTestId('pedido-nfe-xml')).toBeNull();
    cleanup();
    show({}, detalhe(100001, { danfe: { ...DANFE, xml: true } }));
    const xml = screen.getByRole('link', { name: 'Baixar XML da NF-e' });
    expect(xml.getAttribute('href')).toMatch(
      new RegExp(`/v4/danfe/100001/${aurora.idfornecedor}/xml(\\?idcliente=\\d+)?$`),
    );
    expect(xml.getAttribute('download')).toBe(`${'3'.repeat(44)}-procNFe.xml`);
  });

  it("hides each document its prop turns off; a title makes it a section; a quote's document is its 'Orçamento'", () => {
    show({ mostrarComprovante: false, titulo: 'Documentos' }, detalhe(100001, { danfe: DANFE }));
    expect(screen.queryByTestId('pedido-comprovante')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Documentos' })).getByTestId('pedido-danfe')).toBeTruthy();
    cleanup();
    show({ mostrarDanfe: false }, detalhe(100001, { status: 'ORCAMENTO_NOVO', danfe: DANFE }));
    expect(screen.queryByTestId('pedido-comprovante')).toBeNull();
    expect(screen.getByTestId('pedido-orcamento').textContent).toBe('Baixar orçamento (PDF)');
  });
});

describe('submission-success', () => {
  const show = (props: object, pedido: PedidoDetalhe | null = aguardandoPix(100001)) =>
    render(
      tree(
        escopo({ pedido }),
        <SubmissionSuccess id="sucesso" props={submissionSuccessProps.parse(props)} />,
        '/aurora/submissao/:orderNumber',
        '/aurora/submissao/100001',
      ),
    );

  it("defaults: today's title, number, payment and buttons", () => {
    show({});
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido submetido' })).toBeTruthy();
    expect(screen.getByTestId('submissao-numero').textContent).toBe('Pedido nº 100001 · Aguardando pagamento');
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toBeTruthy();
    expect(screen.getByTestId('submissao-pagamento').textContent).toBe('Pix');
    expect(screen.getByTestId('submissao-total').textContent).toBe('R$ 100,00');
    expect(screen.getByTestId('pix-copia-e-cola')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver pedido' }).getAttribute('href')).toBe('/aurora/pedidos/100001');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/aurora/');
  });

  it('renames the title and the buttons; hides the payment or only how to pay', () => {
    show({ titulo: 'Recebemos seu pedido!', textoVerPedido: 'Acompanhar', textoVoltar: 'Continuar comprando' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recebemos seu pedido!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acompanhar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar comprando' })).toBeTruthy();
    cleanup();
    show({ mostrarInstrucoes: false, tituloPagamento: 'Resumo' });
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo' })).toBeTruthy();
    expect(screen.getByTestId('submissao-total')).toBeTruthy();
    expect(screen.queryByTestId('pix-copia-e-cola')).toBeNull();
    cleanup();
    show({ mostrarPagamento: false });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByTestId('submissao-total')).toBeNull();
    expect(screen.getByTestId('submissao-numero')).toBeTruthy();
  });

  it('says the payment is loading until the order is; the server message of a just-sent order shows', () => {
    const scope = fork({
      values: [
        [$fornecedor, aurora],
        [$usuario, MARIA],
        [$pedido, null],
        [
          $ultimaSubmissao,
          { numpedido: 100001, status: 'ORCAMENTO_NOVO', mensagemSucesso: 'Orçamento recebido!' } as never,
        ],
      ],
    });
    render(
      tree(
        scope,
        <SubmissionSuccess id="sucesso" props={submissionSuccessProps.parse({})} />,
        '/aurora/submissao/:orderNumber',
        '/aurora/submissao/100001',
      ),
    );
    expect(screen.getByTestId('submissao-numero').textContent).toBe('Orçamento nº 100001');
    expect(screen.getByText('Orçamento recebido!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Carregando o pagamento…');
  });
});

/** A page type's default layout through the renderer, inside the chunk's frame, as the server renders it. */
function serverHtml(pageType: 'pedidos' | 'pedido' | 'submissao', scope: Scope, path: string, url: string): string {
  const parse = (nodes: readonly (typeof ordersDefaultPages)['pedido'][number][]): LayoutNode[] =>
    nodes.map((n) => ({
      ...n,
      props: ordersBlockSchemas[n.type as keyof typeof ordersBlockSchemas].props.parse(n.props) as Record<
        string,
        unknown
      >,
      ...(n.children ? { children: parse(n.children) } : {}),
    })) as LayoutNode[];
  return renderToString(
    tree(
      scope,
      <Frame pageType={pageType}>
        <LayoutRegion
          nodes={parse(ordersDefaultPages[pageType])}
          registry={registry}
          context={anonymousGateContext()}
        />
      </Frame>,
      path,
      url,
    ),
  );
}

describe('the frame with the default layouts, rendered on the server', () => {
  it("pedidos: the h1 and the list; a visitor gets 'Entrar'", () => {
    const html = serverHtml('pedidos', escopo({ pedidos: [resumo(100001)] }), '/aurora/pedidos', '/aurora/pedidos');
    expect(html).toMatch(/<h1[^>]*>Meus pedidos<\/h1>/);
    expect(html).toContain('data-testid="pedido-card"');
    expect(html).toMatch(/Pedido(<!-- -->)? nº (<!-- -->)?100001/);
    const visitante = serverHtml('pedidos', escopo({ cliente: false }), '/aurora/pedidos', '/aurora/pedidos');
    expect(visitante).toContain('Entre na sua conta para ver os seus pedidos.');
    expect(visitante).not.toContain('pedido-card');
  });

  it('pedido: the back link, the h1 with the status, the details with the payment and documents inside', () => {
    const html = serverHtml(
      'pedido',
      escopo({ pedido: aguardandoPix(100001) }),
      '/aurora/pedidos/:numpedido',
      '/aurora/pedidos/100001',
    );
    expect(html).toContain('← Meus pedidos');
    expect(html).toMatch(/<h1[^>]*>Pedido<!-- --> nº <!-- -->100001<\/h1>/);
    expect(html).toContain('data-testid="pedido-status"');
    for (const id of ['pedido-timeline', 'pedido-item', 'pedido-total', 'pix-copia-e-cola', 'pedido-comprovante'])
      expect(html, id).toContain(`data-testid="${id}"`);
    expect(html).toContain('Alterar forma de pagamento');
    // The payment sits in the details' column, before the customer's notes.
    expect(html.indexOf('pix-copia-e-cola')).toBeLessThan(html.indexOf('Seu número do pedido'));
    expect(html.indexOf('pedido-comprovante')).toBeLessThan(html.indexOf('Seu número do pedido'));
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('pedido: not found, and loading while another order is loaded', () => {
    expect(serverHtml('pedido', escopo(), '/aurora/pedidos/:numpedido', '/aurora/pedidos/abc')).toContain(
      'Pedido não encontrado.',
    );
    expect(
      serverHtml('pedido', escopo({ pedido: detalhe(100002) }), '/aurora/pedidos/:numpedido', '/aurora/pedidos/100001'),
    ).toContain('Carregando o pedido…');
  });

  it('submissao: the success panel is the page, with its one h1', () => {
    const html = serverHtml(
      'submissao',
      escopo({ pedido: aguardandoPix(100001) }),
      '/aurora/submissao/:orderNumber',
      '/aurora/submissao/100001',
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Pedido submetido');
    expect(html).toContain('data-testid="submissao-total"');
  });
});
