/**
 * Demo subscription (migration 0038): Maria has an active fortnightly subscription at Aurora,
 * made by her order 100007 and repeated by 100008 (./pedidos.ts), delivered to her home and paid
 * by Pix, with the lines and unit prices of those orders. Its next date continues the fortnightly
 * chain after the last order, the first one after the day the seed runs (so a fresh demo never
 * starts with a late subscription).
 */
import type { Insertable } from 'kysely';
import { diaEmBrasilia, proximaDataAssinatura } from '#engine/rules/subscription';
import type { AssinaturaPedidosTable, AssinaturasTable } from '../../modules/assinaturas/tables';
import { HORARIO_AURORA } from './caracteristicas';
import { AURORA_ID } from './fornecedores';
import { PEDIDOS_ASSINATURA_MARIA, type PedidosSeed } from './pedidos';

export function assinaturaDemoMaria(
  demo: PedidosSeed,
  tipo: { idtipoassinatura: number; intervalo_dias: number },
  agora: Date,
): { assinatura: Insertable<AssinaturasTable>; pedidos: Omit<Insertable<AssinaturaPedidosTable>, 'idassinatura'>[] } {
  const [primeiro, ultimo] = PEDIDOS_ASSINATURA_MARIA;
  const pedido = (n: number) => {
    const p = demo.pedidos.find((x) => x.numpedido === n);
    if (!p) throw new Error(`O pedido de demonstração ${n} da assinatura não existe`);
    return p;
  };
  const dia = (n: number) => diaEmBrasilia(new Date(pedido(n).criado_em as string));
  const itens = demo.itens
    .filter((i) => i.numpedido === ultimo)
    .map((i) => ({
      idproduto: i.idproduto,
      nome: i.nome,
      unidade: i.unidade,
      quantidade: Number(i.quantidade_milesimos),
      embalar: false,
      precoUnitario: Number(i.preco_unitario_centavos),
    }));
  return {
    assinatura: {
      idfornecedor: AURORA_ID,
      idcliente: 1,
      idusuario: 1,
      papel: 'cliente',
      idtipoassinatura: tipo.idtipoassinatura,
      status: 'ativa',
      proxima_data: proximaDataAssinatura(dia(ultimo), tipo.intervalo_dias, diaEmBrasilia(agora)),
      numpedido_origem: primeiro,
      itens: JSON.stringify(itens),
      entrega: JSON.stringify({ tipoEntrega: 'DELIVERY', idformaentrega: 1, idendereco: 1, idloja: null }),
      pagamento: JSON.stringify({ idformapagto: 1, quantParcelas: 1 }),
      caracteristicas: JSON.stringify([
        { idcaracteristica: HORARIO_AURORA.idcaracteristica, valor: HORARIO_AURORA.opcoes[0] },
      ]),
      anotacoes: null,
      criado_em: pedido(primeiro).criado_em as string,
    },
    pedidos: [primeiro, ultimo].map((n) => ({
      data_prevista: dia(n),
      numpedido: n,
      resultado: 'pedido-criado' as const,
      motivo: null,
      em: pedido(n).criado_em as string,
    })),
  };
}
