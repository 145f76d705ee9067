/**
 * Demo order instructions and characteristics (migration 0027). Aurora shows its instructions in
 * the checkout and asks two questions: the order's preferred delivery window (required, a
 * choice) and whether the client has a loading dock (yes/no, optional); ConstruForte asks nothing.
 */
import type { Insertable } from 'kysely';
import type { CaracteristicasTable, ConteudosPersonalizadosTable } from '../../modules/conteudo/tables';
import { AURORA_ID } from './fornecedores';

export const INSTRUCOES_AURORA_HTML = [
  '<p><strong>Antes de enviar o seu pedido:</strong></p>',
  '<ul>',
  '<li>Pedidos enviados até as 14h de um dia útil saem na próxima entrega programada.</li>',
  '<li>Confira as quantidades: caixas fechadas não são trocadas depois da entrega.</li>',
  '<li>Na entrega, tenha em mãos um documento com foto e o número do pedido.</li>',
  '</ul>',
].join('');

export const CONTEUDOS_PERSONALIZADOS_DEMO: readonly Insertable<ConteudosPersonalizadosTable>[] = [
  {
    idfornecedor: AURORA_ID,
    content_type: 'ORDER_INSTRUCTIONS',
    html: INSTRUCOES_AURORA_HTML,
    atualizado_em: new Date('2026-01-15T12:00:00Z'),
  },
];

/** Aurora's required order characteristic and its choices (the tests answer it). */
export const HORARIO_AURORA = { idcaracteristica: 1, opcoes: ['Manhã (8h às 12h)', 'Tarde (13h às 18h)'] } as const;
export const DOCA_AURORA = 2;

export const CARACTERISTICAS_DEMO: readonly Insertable<CaracteristicasTable>[] = [
  {
    idcaracteristica: HORARIO_AURORA.idcaracteristica,
    idfornecedor: AURORA_ID,
    alvo: 'PEDIDO',
    nome: 'Horário preferido para recebimento',
    tipo: 'ESCOLHA',
    opcoes: JSON.stringify(HORARIO_AURORA.opcoes),
    obrigatoria: true,
    ordem: 1,
  },
  {
    idcaracteristica: DOCA_AURORA,
    idfornecedor: AURORA_ID,
    alvo: 'CLIENTE',
    nome: 'Possui doca para descarga?',
    tipo: 'SIM_NAO',
    opcoes: JSON.stringify([]),
    obrigatoria: false,
    ordem: 1,
  },
];
