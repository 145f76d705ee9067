import { describe, expect, it } from 'vitest';
import { STATUS_PEDIDO, aguardaPagamento, isStatusPedido, ordemStatusPedido, podeAvaliarPedido, podeTrocarFormaPagamento, rotuloStatusPedido } from './pedido-status';

describe('order statuses', () => {
  it('labels each status as the contract says', () => {
    expect(rotuloStatusPedido('ENVIADO')).toBe('Recebido');
    expect(rotuloStatusPedido('ORCAMENTO_NOVO')).toBe('Orçamento recebido, em análise');
    expect(rotuloStatusPedido('PAGO')).toBe('Pronto para entrega');
    expect(rotuloStatusPedido('EMENTREGA')).toBe('Saiu para entrega');
    expect(STATUS_PEDIDO.map(rotuloStatusPedido)).toHaveLength(new Set(STATUS_PEDIDO.map(rotuloStatusPedido)).size);
  });
  it('orders the life of an order and recognises only known statuses', () => {
    expect(ordemStatusPedido('ENVIADO')).toBeLessThan(ordemStatusPedido('ENTREGUE'));
    expect(ordemStatusPedido('ORCAMENTO_NOVO')).toBe(0);
    expect(isStatusPedido('ENTREGUE')).toBe(true);
    expect(isStatusPedido('toString')).toBe(false);
    expect(isStatusPedido('entregue')).toBe(false);
  });
  it('lets only a delivered order be rated', () => {
    expect(STATUS_PEDIDO.filter(podeAvaliarPedido)).toEqual(['ENTREGUE']);
  });
  it('shows payment codes while an order waits to be paid; the method changes only before payment', () => {
    expect(STATUS_PEDIDO.filter(aguardaPagamento)).toEqual(['ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO']);
    expect(STATUS_PEDIDO.filter(podeTrocarFormaPagamento)).toEqual(['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO']);
  });
});
