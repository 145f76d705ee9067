// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STATUS_PEDIDO,
  aguardaPagamento,
  isStatusPedido,
  ordemStatusPedido,
  podeAvaliarPedido,
  podeConfirmarOrcamento,
  podeMudarStatusPedido,
  podePrecificarOrcamento,
  podeTrocarFormaPagamento,
  proximosStatusPedido,
  rotuloStatusPedido,
  statusPedidoFinal,
} from './pedido-status';

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
    expect(STATUS_PEDIDO.filter(podeTrocarFormaPagamento)).toEqual([
      'ORCAMENTO_NOVO',
      'ORCAMENTO_PRECIFICADO',
      'ENVIADO',
      'SEPARANDO',
      'AGUARDANDOPAGAMENTO',
    ]);
  });
});

describe('the order desk moves', () => {
  const tipo = fc.constantFrom<'DELIVERY' | 'RETIRADA'>('DELIVERY', 'RETIRADA');
  const status = fc.constantFrom(...STATUS_PEDIDO);

  it('never moves a final order, never back into a quote, and never to the same status', () => {
    fc.assert(
      fc.property(status, status, tipo, (de, para, t) => {
        if (!podeMudarStatusPedido(de, para, t)) return;
        expect(statusPedidoFinal(de)).toBe(false);
        expect(para).not.toBe(de);
        expect(['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO']).not.toContain(para);
      }),
    );
  });

  it('lets every order not yet final be cancelled, and reach ENTREGUE by desk moves unless it is a quote', () => {
    fc.assert(
      fc.property(status, tipo, (de, t) => {
        if (statusPedidoFinal(de)) return;
        expect(podeMudarStatusPedido(de, 'CANCELADO', t)).toBe(true);
        // breadth-first over the desk's moves
        const vistos = new Set([de]);
        const fila = [de];
        while (fila.length > 0) {
          const s = fila.shift() as (typeof STATUS_PEDIDO)[number];
          for (const p of proximosStatusPedido(s, t)) {
            if (vistos.has(p)) continue;
            vistos.add(p);
            fila.push(p);
          }
        }
        expect(vistos.has('ENTREGUE')).toBe(!podePrecificarOrcamento(de));
      }),
    );
  });

  it('keeps a delivery away from the pickup counter and a pickup off the road', () => {
    for (const s of STATUS_PEDIDO) {
      expect(proximosStatusPedido(s, 'DELIVERY')).not.toContain('PRONTO_RETIRADA');
      expect(proximosStatusPedido(s, 'RETIRADA')).not.toContain('EMENTREGA');
    }
    expect(proximosStatusPedido('SEPARANDO', 'DELIVERY')).toEqual([
      'AGUARDANDOPAGAMENTO',
      'PAGO',
      'EMENTREGA',
      'CANCELADO',
    ]);
  });

  it('prices quotes (again until confirmed) and lets the customer confirm only a priced one', () => {
    expect(STATUS_PEDIDO.filter(podePrecificarOrcamento)).toEqual(['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO']);
    expect(STATUS_PEDIDO.filter(podeConfirmarOrcamento)).toEqual(['ORCAMENTO_PRECIFICADO']);
  });
});
