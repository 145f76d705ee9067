/** The contract cases of openapi/v4/paths/pedido-rapido.yaml. */
import writeExcelFile from 'write-excel-file/node';
import { type Casos, UUID_DESCONHECIDO, XLSX } from '../support/casos';

export const casos: Casos = {
  pedidoRapidoPlanilha: {
    version: 'v4',
    casos: [
      {
        nome: 'planilha',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}/`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () =>
          writeExcelFile(
            [
              ['Código', 'Quantidade'],
              [50001, 2],
              [1, 'x'],
            ],
            { sheet: 'Pedido' },
          ).toBuffer(),
        status: 200,
      },
      {
        nome: 'arquivo danificado',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () => Buffer.from('não é xlsx'),
        status: 400,
      },
      {
        nome: 'não é planilha',
        url: (t) => `/api/v4/product/spreadsheet/${t.aurora}`,
        corpo: () => ({ texto: '1 1' }),
        status: 415,
      },
      {
        nome: 'fornecedor desconhecido',
        url: () => `/api/v4/product/spreadsheet/${UUID_DESCONHECIDO}`,
        cabecalhos: () => ({ 'content-type': XLSX }),
        corpo: () => Buffer.from('x'),
        status: 404,
      },
    ],
  },
};
