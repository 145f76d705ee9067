// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidCpfOuCnpj, validarCadastro } from './registration';

const OK = {
  nome: 'Ana Souza',
  cpf: '529.982.247-25',
  email: 'ana@example.com',
  senha: '12345678',
  senhac: '12345678',
  termosuso: true,
  usesForeignDoc: false,
};

describe('registration rules', () => {
  it('accepts CPF, numeric and alphanumeric CNPJ with right check digits', () => {
    expect(isValidCpfOuCnpj('52998224725')).toBe(true);
    expect(isValidCpfOuCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOuCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCpfOuCnpj('12.ABC.345/01DE-34')).toBe(false);
    expect(isValidCpfOuCnpj('5299822472')).toBe(false);
  });

  it('a valid form has no errors; each rule names its field', () => {
    expect(validarCadastro(OK)).toEqual({});
    expect(
      Object.keys(
        validarCadastro({ ...OK, nome: 'Ana', email: 'x', senha: '1234567', senhac: '1234567', termosuso: false }),
      ).sort(),
    ).toEqual(['email', 'nome', 'senha', 'termosuso']);
    expect(validarCadastro({ ...OK, cpf: 'AB123456', usesForeignDoc: true })).toEqual({});
    expect(validarCadastro({ ...OK, cpf: 'AB', usesForeignDoc: true })).toHaveProperty('cpf');
    expect(validarCadastro({ ...OK, senha: 'x'.repeat(65), senhac: 'x'.repeat(65) })).toHaveProperty('senha');
  });
});
