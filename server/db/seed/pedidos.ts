/**
 * Demo orders (migration 0024): past orders of Maria (client 1) and Mercado Bom Preço (client 2)
 * at Aurora, in several statuses: a delivered one to rate, one placed by the linked user Ana
 * ('Pedido emitido por'), a budget, a cancelled one, and two orders of Maria's fortnightly
 * subscription (./assinaturas.ts). Fixed numbers (100001…), dates and lines
 * (priced from the demo catalogue by the pricing core's rules: unit price × quantity); the
 * numbering of new orders continues after them (seed-demo-data sets the sequence).
 */
import type { Insertable } from 'kysely';
import { timesQuantity } from '#engine/rules/pricing';
import type { Catalogo } from './catalogue-builder';
import type {
  PedidoHistoricoTable,
  PedidoItensTable,
  PedidosTable,
  StatusPedidoDb,
} from '../../modules/pedidos/tables';
import { AURORA_ID } from './fornecedores';

interface PedidoDemo {
  numpedido: number;
  idcliente: number;
  idusuario: number;
  papel: 'cliente' | 'usuario_vinculado';
  nomeUsuario: string;
  /** Statuses it went through, with their dates (the last is the current one). */
  historico: [StatusPedidoDb, string][];
  /** Indices into the first priced Aurora products, with quantities in units. */
  linhas: [number, number][];
  entrega: 'programada' | 'retirada';
  idformapagto: 1 | 4 | 5;
  avaliacao?: [number, string | null];
  /** Made by Maria's fortnightly subscription (./assinaturas.ts). */
  assinatura?: true;
}

/** Maria's orders of her fortnightly subscription at Aurora: the first made it, the second repeated it. */
export const PEDIDOS_ASSINATURA_MARIA = [100007, 100008] as const;

const PAGAMENTOS = {
  1: { descricao: 'Pix', tipo: 'PIX' },
  4: { descricao: 'Dinheiro na entrega', tipo: 'DINHEIRO' },
  5: { descricao: 'Faturado 28 dias', tipo: 'A_PRAZO' },
} as const;

const ENDERECOS = {
  1: {
    idendereco: 1,
    cep: '13015002',
    uf: 'SP',
    cidade: 'Campinas',
    bairro: 'Centro',
    rua: 'Rua Barão de Jaguara',
    numero: '1024',
    complemento: 'Apto 52',
    lat: -22.9049,
    lng: -47.0606,
  },
  2: {
    idendereco: 3,
    cep: '13087000',
    uf: 'SP',
    cidade: 'Campinas',
    bairro: 'Taquaral',
    rua: 'Avenida Engenheiro Antônio Francisco de Paula Souza',
    numero: '2150',
    complemento: null,
    lat: -22.8769,
    lng: -47.0541,
  },
} as const;

const LOJA = {
  idloja: 1,
  nome: 'Centro de distribuição Campinas',
  descricao_endereco_loja: 'Av. das Indústrias, 1500 - Distrito Industrial, Campinas - SP, 13054-750',
  lat: -22.9329,
  lng: -47.0738,
};

const DEMO: readonly PedidoDemo[] = [
  {
    numpedido: 100001,
    idcliente: 1,
    idusuario: 1,
    papel: 'cliente',
    nomeUsuario: 'Maria Oliveira Santos',
    historico: [
      ['ENVIADO', '2026-01-05T13:10:00.000Z'],
      ['SEPARANDO', '2026-01-05T16:00:00.000Z'],
      ['EMENTREGA', '2026-01-06T11:30:00.000Z'],
      ['ENTREGUE', '2026-01-06T15:45:00.000Z'],
    ],
    linhas: [
      [0, 2],
      [1, 1],
      [2, 3],
    ],
    entrega: 'programada',
    idformapagto: 1,
  },
  {
    numpedido: 100002,
    idcliente: 1,
    idusuario: 1,
    papel: 'cliente',
    nomeUsuario: 'Maria Oliveira Santos',
    historico: [
      ['ENVIADO', '2026-01-08T18:20:00.000Z'],
      ['CANCELADO', '2026-01-09T09:00:00.000Z'],
    ],
    linhas: [[3, 1]],
    entrega: 'retirada',
    idformapagto: 4,
  },
  {
    numpedido: 100003,
    idcliente: 1,
    idusuario: 1,
    papel: 'cliente',
    nomeUsuario: 'Maria Oliveira Santos',
    historico: [
      ['ENVIADO', '2026-01-13T12:00:00.000Z'],
      ['SEPARANDO', '2026-01-13T15:00:00.000Z'],
      ['EMENTREGA', '2026-01-14T10:00:00.000Z'],
    ],
    linhas: [
      [4, 2],
      [0, 1],
    ],
    entrega: 'programada',
    idformapagto: 1,
  },
  {
    numpedido: 100004,
    idcliente: 2,
    idusuario: 2,
    papel: 'cliente',
    nomeUsuario: 'Mercado Bom Preço Ltda',
    historico: [
      ['ENVIADO', '2026-01-02T14:00:00.000Z'],
      ['PAGO', '2026-01-03T10:00:00.000Z'],
      ['ENTREGUE', '2026-01-04T16:00:00.000Z'],
    ],
    linhas: [
      [5, 12],
      [6, 24],
      [1, 6],
    ],
    entrega: 'programada',
    idformapagto: 5,
    avaliacao: [5, 'Entrega no horário e tudo conferido.'],
  },
  {
    numpedido: 100005,
    idcliente: 2,
    idusuario: 4,
    papel: 'usuario_vinculado',
    nomeUsuario: 'Ana Souza',
    historico: [['ENVIADO', '2026-01-14T09:30:00.000Z']],
    linhas: [
      [7, 10],
      [2, 12],
    ],
    entrega: 'programada',
    idformapagto: 5,
  },
  {
    numpedido: 100006,
    idcliente: 2,
    idusuario: 2,
    papel: 'cliente',
    nomeUsuario: 'Mercado Bom Preço Ltda',
    historico: [
      ['ENVIADO', '2026-01-10T11:00:00.000Z'],
      ['PRONTO_RETIRADA', '2026-01-11T08:00:00.000Z'],
    ],
    linhas: [
      [3, 4],
      [4, 4],
    ],
    entrega: 'retirada',
    idformapagto: 1,
  },
  {
    numpedido: 100007,
    idcliente: 1,
    idusuario: 1,
    papel: 'cliente',
    nomeUsuario: 'Maria Oliveira Santos',
    historico: [
      ['ENVIADO', '2026-01-16T12:00:00.000Z'],
      ['ENTREGUE', '2026-01-17T15:00:00.000Z'],
    ],
    linhas: [
      [0, 2],
      [2, 3],
    ],
    entrega: 'programada',
    idformapagto: 1,
    assinatura: true,
  },
  {
    numpedido: 100008,
    idcliente: 1,
    idusuario: 1,
    papel: 'cliente',
    nomeUsuario: 'Maria Oliveira Santos',
    historico: [
      ['ENVIADO', '2026-01-31T12:00:00.000Z'],
      ['ENTREGUE', '2026-02-01T15:00:00.000Z'],
    ],
    linhas: [
      [0, 2],
      [2, 3],
    ],
    entrega: 'programada',
    idformapagto: 1,
    assinatura: true,
  },
];

export interface PedidosSeed {
  pedidos: Insertable<PedidosTable>[];
  itens: Insertable<PedidoItensTable>[];
  historico: Insertable<PedidoHistoricoTable>[];
}

/** @param idtipoQuinzenal Aurora's fortnightly type, which Maria's subscription orders carry. */
export function pedidosDemo(aurora: Catalogo, idtipoQuinzenal: number | null = null): PedidosSeed {
  const produtos = aurora.produtos
    .filter((p) => p.preco_centavos > 0 && p.produto_adicional_de === null && p.tipo_produto === 'SIMPLES')
    .slice(0, 8);
  if (produtos.length < 8) throw new Error('O catálogo de demonstração da Aurora tem menos de 8 produtos com preço');
  const pedidos: Insertable<PedidosTable>[] = [];
  const itens: Insertable<PedidoItensTable>[] = [];
  const historico: Insertable<PedidoHistoricoTable>[] = [];
  for (const p of DEMO) {
    let mercadorias = 0;
    p.linhas.forEach(([indice, unidades], ordem) => {
      const produto = produtos[indice] as (typeof produtos)[number];
      const quantidade = unidades * 1000;
      const total = timesQuantity(produto.preco_centavos, quantidade);
      mercadorias += total;
      itens.push({
        numpedido: p.numpedido,
        idproduto: produto.id as number,
        ordem,
        nome: produto.nome,
        unidade: produto.unidade,
        preco_unitario_centavos: produto.preco_centavos,
        origem_preco: 'normal',
        quantidade_milesimos: quantidade,
        mercadorias_centavos: total,
        embalagem_centavos: 0,
        total_centavos: total,
        embalar_para_presente: false,
      });
    });
    const taxa = p.entrega === 'programada' ? 2500 : 0;
    const [status, ultima] = p.historico[p.historico.length - 1] as [StatusPedidoDb, string];
    const criado = (p.historico[0] as [StatusPedidoDb, string])[1];
    const entregaEm =
      p.entrega === 'programada'
        ? new Date(new Date(criado).getTime() + 86_400_000).toISOString().slice(0, 10)
        : criado.slice(0, 10);
    pedidos.push({
      numpedido: p.numpedido,
      idfornecedor: AURORA_ID,
      idcliente: p.idcliente,
      idusuario: p.idusuario,
      papel: p.papel,
      status,
      orcamento: false,
      canal: 'WEB',
      mercadorias_centavos: mercadorias,
      embalagem_centavos: 0,
      desconto_centavos: 0,
      taxa_entrega_centavos: taxa,
      total_centavos: mercadorias + taxa,
      ajuste_pagamento_pontos_base: 0,
      tipo_entrega: p.entrega === 'programada' ? 'DELIVERY' : 'RETIRADA',
      idformaentrega: p.entrega === 'programada' ? 1 : 3,
      forma_entrega_nome: p.entrega === 'programada' ? 'Entrega programada' : 'Retirada no centro de distribuição',
      data_entrega: entregaEm,
      endereco: p.entrega === 'programada' ? JSON.stringify(ENDERECOS[p.idcliente as 1 | 2]) : null,
      loja: p.entrega === 'retirada' ? JSON.stringify(LOJA) : null,
      idformapagto: p.idformapagto,
      forma_pagamento_descricao: PAGAMENTOS[p.idformapagto].descricao,
      forma_pagamento_tipo: PAGAMENTOS[p.idformapagto].tipo,
      quant_parcelas: 1,
      anotacoes: null,
      num_pedido_cliente: null,
      cupom: null,
      idtipoassinatura: p.assinatura ? idtipoQuinzenal : null,
      avaliacao: p.avaliacao?.[0] ?? null,
      comentario_avaliacao: p.avaliacao?.[1] ?? null,
      avaliado_em: p.avaliacao ? ultima : null,
      fingerprint: `demo-${p.numpedido}`,
      criado_em: criado,
    });
    for (const [s, em] of p.historico) {
      historico.push({
        numpedido: p.numpedido,
        status: s,
        em,
        idusuario: s === 'ENVIADO' ? p.idusuario : null,
        nome: s === 'ENVIADO' ? p.nomeUsuario : null,
      });
    }
  }
  return { pedidos, itens, historico };
}
