/**
 * Card tokenisation behind a provider interface (issue 13, item 4). The only provider today is the
 * sandbox: it checks the card with `engine/rules/card.ts` and answers a random token for the
 * networks' published test numbers (approved) or refuses the test number for a decline; any other
 * valid number is refused too ('use um cartão de teste'), so a real card never goes anywhere.
 * A real PSP is another implementation of `ProvedorCartao`. Nothing here stores or logs the number.
 */
import { randomBytes } from 'node:crypto';
import {
  bandeiraCartao,
  cvvValido,
  digitosCartao,
  luhnValido,
  validadeValida,
  type BandeiraCartao,
} from '#engine/rules/card';
import { HttpError } from '../../shared/http-error';

export interface DadosCartao {
  numero: string;
  nome: string;
  mes: number;
  ano: number;
  cvv: string;
}

export interface CartaoTokenizado {
  token: string;
  bandeira: BandeiraCartao;
  ultimos4: string;
  ambiente: 'testes' | 'producao';
}

export interface ProvedorCartao {
  tokenizar(cartao: DadosCartao, hoje: string): Promise<CartaoTokenizado>;
}

/** Test numbers of the sandbox: approved, and the one a bank declines. */
export const CARTOES_TESTE_APROVADOS: readonly string[] = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6362970000457013',
];
export const CARTAO_TESTE_RECUSADO = '4000000000000002';

export const NUMERO_INVALIDO = 'Número do cartão inválido.';
export const VALIDADE_INVALIDA = 'Cartão vencido ou validade inválida.';
export const CVV_INVALIDO = 'Código de segurança (CVV) inválido.';
export const NOME_INVALIDO = 'Informe o nome impresso no cartão.';
export const CARTAO_RECUSADO = 'Cartão recusado pelo emissor.';
export const SO_CARTAO_TESTE = 'Ambiente de testes: use um dos cartões de teste.';

/** The checks every provider shares (422 with a pt-BR message). */
export function conferirCartao(cartao: DadosCartao, hoje: string): { numero: string; bandeira: BandeiraCartao } {
  const numero = digitosCartao(cartao.numero);
  if (!luhnValido(numero)) throw new HttpError(422, NUMERO_INVALIDO, 'cartao.numero-invalido');
  const bandeira = bandeiraCartao(numero);
  if (bandeira === 'desconhecida') throw new HttpError(422, NUMERO_INVALIDO, 'cartao.numero-invalido');
  if (!validadeValida(cartao.mes, cartao.ano, hoje))
    throw new HttpError(422, VALIDADE_INVALIDA, 'cartao.validade-invalida');
  if (!cvvValido(cartao.cvv, bandeira)) throw new HttpError(422, CVV_INVALIDO, 'cartao.cvv-invalido');
  if (cartao.nome.trim().length < 2) throw new HttpError(422, NOME_INVALIDO, 'cartao.nome-invalido');
  return { numero, bandeira };
}

export class ProvedorCartaoSandbox implements ProvedorCartao {
  async tokenizar(cartao: DadosCartao, hoje: string): Promise<CartaoTokenizado> {
    const { numero, bandeira } = conferirCartao(cartao, hoje);
    if (numero === CARTAO_TESTE_RECUSADO) throw new HttpError(422, CARTAO_RECUSADO, 'cartao.recusado');
    if (!CARTOES_TESTE_APROVADOS.includes(numero)) throw new HttpError(422, SO_CARTAO_TESTE, 'cartao.somente-teste');
    return {
      token: `tok_test_${randomBytes(12).toString('hex')}`,
      bandeira,
      ultimos4: numero.slice(-4),
      ambiente: 'testes',
    };
  }
}
