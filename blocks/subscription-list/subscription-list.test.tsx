import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assinatura } from '#engine/model/subscriptions';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, json } from '#engine/model/testing/fake-api';
import { MARIA, renderInScope } from '../groups/account/testing';
import { SubscriptionList } from './subscription-list';
import { subscriptionListProps } from './schema';

afterEach(cleanup);

const QUINZENAL = { idtipoassinatura: 2, nome: 'Quinzenal', descricao: '', intervalo_dias: 15 };

const assinatura = (idassinatura: number, over: Partial<Assinatura> = {}): Assinatura => ({
  idassinatura,
  idfornecedor: aurora.idfornecedor,
  idcliente: 1,
  status: 'ativa',
  tipo: QUINZENAL,
  proximaData: '2027-01-15',
  criadoEm: '2026-12-01T12:00:00.000Z',
  canceladaEm: null,
  numpedidoOrigem: 100020,
  itens: [
    {
      id: 7,
      nome: 'Café Torrado 250 g',
      unidade: 'UN',
      quantidade: 2,
      precoUnitario: 11.5,
      embalarParaPresente: false,
    },
  ],
  tipoEntrega: 'DELIVERY',
  pedidos: [
    {
      dataPrevista: '2026-12-31',
      resultado: 'falhou',
      numpedido: null,
      motivo: 'Sem estoque suficiente de: Café Torrado 250 g.',
      em: '2026-12-31T03:00:00.000Z',
    },
    {
      dataPrevista: '2026-12-16',
      resultado: 'pedido-criado',
      numpedido: 100031,
      motivo: null,
      em: '2026-12-16T03:00:00.000Z',
    },
  ],
  ultimaFalha: null,
  ...over,
});

const ATIVA = assinatura(11, {
  ultimaFalha: {
    dataPrevista: '2026-12-31',
    resultado: 'falhou',
    numpedido: null,
    motivo: 'Sem estoque suficiente de: Café Torrado 250 g.',
    em: '2026-12-31T03:00:00.000Z',
  },
});
const CANCELADA = assinatura(12, { status: 'cancelada', proximaData: null, numpedidoOrigem: 100009, pedidos: [] });

const show = (over: object = {}, lista: Assinatura[] = [CANCELADA, ATIVA]) =>
  renderInScope(
    <SubscriptionList id="assinaturas" props={subscriptionListProps.parse(over)} />,
    [
      [$fornecedor, aurora],
      [$usuario, MARIA],
    ],
    [
      [/^\/v4\/subscription\/list\/1\/[^/]+$/, () => json({ assinaturas: lista })],
      [/^\/v4\/subscription\/cancel\/11$/, () => json({ ...ATIVA, status: 'cancelada', proximaData: null })],
    ],
  );

describe('subscription-list', () => {
  it('shows each subscription (active first): type, next date, items, linked orders and the last failure', async () => {
    show();
    const cards = await screen.findAllByTestId('assinatura-card');
    expect(cards).toHaveLength(2);
    const ativa = cards[0]!;
    expect(ativa.textContent).toContain('Assinatura quinzenal');
    expect(ativa.textContent).toContain('Ativa');
    expect(ativa.textContent).toContain(
      'Próximo pedido em 15/01/2027 · a cada 15 dias · entrega · criada no pedido nº 100020',
    );
    expect(ativa.textContent).toContain('2 UN · Café Torrado 250 g');
    expect(within(ativa).getByRole('link', { name: 'Pedido nº 100031' }).getAttribute('href')).toMatch(
      /\/pedidos\/100031$/,
    );
    expect(within(ativa).getByRole('status').textContent).toBe(
      'O pedido de 31/12/2026 não foi feito. Motivo: Sem estoque suficiente de: Café Torrado 250 g.',
    );
    expect(cards[1]!.textContent).toContain('Cancelada');
    expect(cards[1]!.textContent).toContain('Nenhum pedido gerado ainda.');
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  });

  it("cancels after the dialog's confirmation; 'Manter assinatura' keeps it", async () => {
    show({ mostrarCanceladas: false });
    const card = await screen.findByTestId('assinatura-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar assinatura' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Manter assinatura' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar assinatura' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar assinatura?' })).getByRole('button', {
        name: 'Sim, cancelar assinatura',
      }),
    );
    await screen.findByText('Assinatura cancelada. Nenhum novo pedido será feito.');
    // Cancelled ones are hidden with mostrarCanceladas off: the empty text.
    expect(screen.queryAllByTestId('assinatura-card')).toHaveLength(0);
  });

  it('says its empty text', async () => {
    show({}, []);
    await screen.findByText(
      "Você ainda não tem assinaturas. No carrinho, escolha 'Repetir este pedido' para criar uma.",
    );
  });
});
