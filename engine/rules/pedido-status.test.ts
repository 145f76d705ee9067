import { describe, expect, it } from 'vitest';
import { STATUS_PEDIDO, isStatusPedido, ordemStatusPedido, podeAvaliarPedido, rotuloStatusPedido } from './pedido-status';

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
});
