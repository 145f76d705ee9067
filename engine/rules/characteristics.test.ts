// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validarCaracteristicas, type Caracteristica } from './characteristics';

const HORARIO: Caracteristica = {
  idcaracteristica: 1,
  nome: 'Horário preferido para recebimento',
  tipo: 'ESCOLHA',
  opcoes: ['Manhã', 'Tarde'],
  obrigatoria: true,
};
const DOCA: Caracteristica = {
  idcaracteristica: 2,
  nome: 'Possui doca para descarga?',
  tipo: 'SIM_NAO',
  opcoes: [],
  obrigatoria: false,
};
const NOTA: Caracteristica = {
  idcaracteristica: 3,
  nome: 'Contato no recebimento',
  tipo: 'TEXTO',
  opcoes: [],
  obrigatoria: false,
};
const DEFS = [HORARIO, DOCA, NOTA];

describe('validarCaracteristicas', () => {
  it('keeps valid answers in the definitions order, trimmed, blanks dropped', () => {
    expect(
      validarCaracteristicas(DEFS, [
        { idcaracteristica: 3, valor: '  João ' },
        { idcaracteristica: 2, valor: '' },
        { idcaracteristica: 1, valor: 'Tarde' },
      ]),
    ).toEqual({
      ok: true,
      valores: [
        { idcaracteristica: 1, valor: 'Tarde' },
        { idcaracteristica: 3, valor: 'João' },
      ],
    });
  });

  it('names the field for a missing required answer, a bad option and an unknown id', () => {
    const r = validarCaracteristicas(DEFS, [
      { idcaracteristica: 99, valor: 'x' },
      { idcaracteristica: 2, valor: 'Talvez' },
    ]);
    expect(r).toEqual({
      ok: false,
      erros: [
        {
          idcaracteristica: 99,
          codigo: 'pedido.caracteristica-desconhecida',
          mensagem: expect.stringContaining('não existe'),
        },
        {
          idcaracteristica: 1,
          codigo: 'pedido.caracteristica-obrigatoria',
          mensagem: "Responda 'Horário preferido para recebimento' para enviar o pedido.",
        },
        {
          idcaracteristica: 2,
          codigo: 'pedido.caracteristica-invalida',
          mensagem: "Escolha uma das opções de 'Possui doca para descarga?'.",
        },
      ],
    });
  });

  it('property: the result is ok exactly when every answer is known, every required one answered and every choice offered', () => {
    const resposta = fc.record({
      idcaracteristica: fc.integer({ min: 1, max: 5 }),
      valor: fc.constantFrom('', ' ', 'Manhã', 'Tarde', 'Sim', 'Não', 'outro'),
    });
    fc.assert(
      fc.property(fc.array(resposta, { maxLength: 6 }), (respostas) => {
        const r = validarCaracteristicas(DEFS, respostas);
        const ultima = new Map(respostas.map((x) => [x.idcaracteristica, x.valor.trim()]));
        const conhecidas = respostas.every((x) => x.idcaracteristica <= 3);
        const horario = ultima.get(1) ?? '';
        const doca = ultima.get(2) ?? '';
        const esperado =
          conhecidas && ['Manhã', 'Tarde'].includes(horario) && (doca === '' || ['Sim', 'Não'].includes(doca));
        expect(r.ok).toBe(esperado);
        if (r.ok) for (const v of r.valores) expect(v.valor).not.toBe('');
      }),
    );
  });
});
