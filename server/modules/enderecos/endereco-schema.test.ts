/** The server's zod schema and the form's rule agree on every entry (one rule, engine/rules/address). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validarEndereco } from '#engine/rules/address';
import { HttpError } from '../../shared/http-error';
import { enderecoDoCorpo } from './endereco-schema';

const valor = fc.oneof(
  fc.string({ maxLength: 130 }),
  fc.constantFrom('13015-002', '13015002', 'SP', 'rj', '  ', ''),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const entrada = fc.record(
  {
    cep: valor,
    uf: valor,
    cidade: valor,
    bairro: valor,
    rua: valor,
    numero: valor,
    complemento: valor,
    apelido: valor,
    referencia: valor,
    lat: valor,
    lng: valor,
    primario: valor,
  },
  { requiredKeys: [] },
);

describe('the address zod schema of the server', () => {
  it('property: accepts exactly what validarEndereco accepts, with the same result, and refuses with one of its messages', () => {
    fc.assert(
      fc.property(entrada, (corpo) => {
        const regra = validarEndereco(corpo);
        let servidor: unknown;
        try {
          servidor = { ok: true, endereco: enderecoDoCorpo(corpo) };
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(400);
          servidor = { ok: false, mensagem: (error as HttpError).message };
        }
        if (regra.ok)
          expect(servidor).toEqual({ ok: true, endereco: { ...regra.endereco, primario: regra.endereco.primario } });
        else expect(Object.values(regra.erros)).toContain((servidor as { mensagem: string }).mensagem);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a field it does not know', () => {
    expect(() =>
      enderecoDoCorpo({ cep: '13015002', uf: 'SP', cidade: 'C', bairro: 'B', rua: 'R', numero: '1', cod_erp: 'X' }),
    ).toThrow('Campo não aceito: cod_erp.');
  });
});
