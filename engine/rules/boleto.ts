/**
 * A bank title (boleto de cobrança) in the FEBRABAN layout: its 44-digit barcode and the 47-digit
 * linha digitável, their check digits, and the due-date factor. Pure: browser and server.
 *
 * Barcode (44): bank (3) · currency '9' (1) · general check digit (1, module 11) · due factor (4)
 * · amount in centavos (10) · free field (25, the bank's own layout).
 * Linha digitável (47): field 1 = bank, currency and free field 1–5, + module-10 digit; field 2 =
 * free field 6–15 + module-10 digit; field 3 = free field 16–25 + module-10 digit; field 4 = the
 * general check digit; field 5 = due factor and amount. Shown as
 * 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'.
 *
 * Due factor: days since 1997-10-07; it reached 9999 on 2025-02-21 and restarted at 1000 on
 * 2025-02-22 (FEBRABAN), so a factor names a date every 9000 days; 0000 means no due date.
 */

export interface Boleto {
  banco: string;
  /** General check digit (position 5 of the barcode). */
  dv: string;
  fator: number;
  valorCentavos: number;
  campoLivre: string;
}

export type ResultadoBoleto = { ok: true; codigoBarras: string; boleto: Boleto } | { ok: false; erro: string };

const DIA_MS = 86_400_000;
const BASE_FATOR = Date.UTC(1997, 9, 7);

/** FEBRABAN module 10: weights 2, 1, 2, … from the right, products' digits summed; (10 − sum mod 10) mod 10. */
export function modulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const p = Number(numero[i]) * peso;
    soma += p > 9 ? p - 9 : p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** The weighted sum of module 11: weights 2, 3, …, 9, 2, 3, … from the right. */
function somaModulo11(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  return soma;
}

/** The barcode's general digit, module 11: weights 2…9 from the right; 11 − rest, and 0, 10, 11 become 1. */
export function modulo11Boleto(numero: string): number {
  const dv = 11 - (somaModulo11(numero) % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Plain module 11 with weights 2…9 (a nosso número's digit at some banks): 11 − rest, 10 and 11 become 0. */
export function modulo11(numero: string): number {
  const dv = 11 - (somaModulo11(numero) % 11);
  return dv >= 10 ? 0 : dv;
}

function diasDesdeBase(dataIso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dataIso);
  if (!m) throw new RangeError(`Data inválida: ${dataIso}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((t - BASE_FATOR) / DIA_MS);
}

function dataDeDias(dias: number): string {
  return new Date(BASE_FATOR + dias * DIA_MS).toISOString().slice(0, 10);
}

/** The due factor of a date 'YYYY-MM-DD' (from 2000-07-03, factor 1000, on; 2025-02-22 is 1000 again). */
export function fatorVencimento(dataIso: string): number {
  const dias = diasDesdeBase(dataIso);
  if (dias < 1000) throw new RangeError('Vencimento anterior a 03/07/2000');
  return dias <= 9999 ? dias : ((dias - 1000) % 9000) + 1000;
}

/**
 * The date a factor names, the one of its 9000-day cycle nearest to `referencia` (today, or the
 * issue date). Factor 0: null (no due date).
 */
export function dataDoFator(fator: number, referencia: string): string | null {
  if (fator === 0) return null;
  if (!Number.isInteger(fator) || fator < 1000 || fator > 9999)
    throw new RangeError(`Fator de vencimento inválido: ${fator}`);
  const ref = diasDesdeBase(referencia);
  let dias = fator;
  while (Math.abs(dias + 9000 - ref) < Math.abs(dias - ref)) dias += 9000;
  return dataDeDias(dias);
}

function apenasDigitos(texto: string): string {
  return texto.replace(/\D/g, '');
}

/** Builds the 44-digit barcode from its parts (the general digit computed). */
export function montarCodigoBarras(partes: {
  banco: string;
  fator: number;
  valorCentavos: number;
  campoLivre: string;
}): string {
  const banco = partes.banco.padStart(3, '0');
  if (!/^\d{3}$/.test(banco)) throw new RangeError('Código do banco inválido');
  if (!/^\d{25}$/.test(partes.campoLivre)) throw new RangeError('Campo livre deve ter 25 dígitos');
  if (!Number.isInteger(partes.fator) || partes.fator < 0 || partes.fator > 9999)
    throw new RangeError('Fator de vencimento inválido');
  if (!Number.isInteger(partes.valorCentavos) || partes.valorCentavos < 0 || partes.valorCentavos > 99_999_999_99) {
    throw new RangeError('Valor do boleto inválido');
  }
  const semDv = `${banco}9${String(partes.fator).padStart(4, '0')}${String(partes.valorCentavos).padStart(10, '0')}${partes.campoLivre}`;
  const dv = modulo11Boleto(semDv);
  return `${semDv.slice(0, 4)}${dv}${semDv.slice(4)}`;
}

/** Reads and checks a barcode (44 digits, currency 9, general digit). */
export function lerCodigoBarras(codigo: string): ResultadoBoleto {
  const d = apenasDigitos(codigo);
  if (d.length !== 44) return { ok: false, erro: 'O código de barras deve ter 44 dígitos.' };
  if (d[3] !== '9') return { ok: false, erro: 'O código de barras não é de um boleto em reais.' };
  if (String(modulo11Boleto(d.slice(0, 4) + d.slice(5))) !== d[4]) {
    return { ok: false, erro: 'O dígito verificador do código de barras não confere.' };
  }
  return {
    ok: true,
    codigoBarras: d,
    boleto: {
      banco: d.slice(0, 3),
      dv: d[4]!,
      fator: Number(d.slice(5, 9)),
      valorCentavos: Number(d.slice(9, 19)),
      campoLivre: d.slice(19),
    },
  };
}

/** The 47-digit linha digitável of a barcode (digits only; see `formatarLinhaDigitavel`). */
export function linhaDigitavelDoCodigo(codigoBarras: string): string {
  const d = apenasDigitos(codigoBarras);
  if (d.length !== 44) throw new RangeError('O código de barras deve ter 44 dígitos.');
  const c1 = d.slice(0, 4) + d.slice(19, 24);
  const c2 = d.slice(24, 34);
  const c3 = d.slice(34, 44);
  return `${c1}${modulo10(c1)}${c2}${modulo10(c2)}${c3}${modulo10(c3)}${d[4]}${d.slice(5, 19)}`;
}

/** Reads a linha digitável (with or without its dots and spaces), checks the three module-10 digits and the general one, and gives the barcode. */
export function codigoDaLinhaDigitavel(linha: string): ResultadoBoleto {
  const d = apenasDigitos(linha);
  if (d.length !== 47) return { ok: false, erro: 'A linha digitável deve ter 47 dígitos.' };
  const campos: [string, string][] = [
    [d.slice(0, 9), d[9]!],
    [d.slice(10, 20), d[20]!],
    [d.slice(21, 31), d[31]!],
  ];
  for (const [i, [numero, dv]] of campos.entries()) {
    if (String(modulo10(numero)) !== dv)
      return { ok: false, erro: `O dígito verificador do campo ${i + 1} não confere.` };
  }
  const codigo = d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  return lerCodigoBarras(codigo);
}

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatarLinhaDigitavel(linha: string): string {
  const d = apenasDigitos(linha);
  if (d.length !== 47) return linha;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

export interface ContaBoleto {
  /** '001' Banco do Brasil, '341' Itaú. */
  banco: string;
  agencia: string;
  /** Conta (Itaú, 5 digits) or convênio (Banco do Brasil, 7 digits). */
  conta: string;
  carteira: string;
}

/** Banks whose free field this module writes. */
export const BANCOS_BOLETO = ['001', '341'] as const;

/**
 * The free field (25 digits) of a title, by the bank's layout:
 * - Banco do Brasil, convênio of 7 digits: '000000' + nosso número (convênio 7 + sequence 10) + carteira (2).
 * - Itaú: carteira (3) + nosso número (8) + DAC (module 10 of agência, conta, carteira, nosso número)
 *   + agência (4) + conta (5) + DAC (module 10 of agência and conta) + '000'.
 */
export function campoLivre(conta: ContaBoleto, sequencial: number): { campoLivre: string; nossoNumero: string } {
  const seq = Math.trunc(sequencial);
  if (conta.banco === '001') {
    const convenio = apenasDigitos(conta.conta).padStart(7, '0');
    const carteira = apenasDigitos(conta.carteira).padStart(2, '0');
    if (convenio.length !== 7 || carteira.length !== 2)
      throw new RangeError('Convênio ou carteira do Banco do Brasil inválidos');
    const nossoNumero = `${convenio}${String(seq).padStart(10, '0')}`;
    if (nossoNumero.length !== 17) throw new RangeError('Nosso número fora do limite');
    return { campoLivre: `000000${nossoNumero}${carteira}`, nossoNumero };
  }
  if (conta.banco === '341') {
    const agencia = apenasDigitos(conta.agencia).padStart(4, '0');
    const cc = apenasDigitos(conta.conta).padStart(5, '0');
    const carteira = apenasDigitos(conta.carteira).padStart(3, '0');
    const nn = String(seq).padStart(8, '0');
    if (agencia.length !== 4 || cc.length !== 5 || carteira.length !== 3 || nn.length !== 8) {
      throw new RangeError('Agência, conta, carteira ou nosso número do Itaú inválidos');
    }
    const dacNn = modulo10(`${agencia}${cc}${carteira}${nn}`);
    const dacConta = modulo10(`${agencia}${cc}`);
    return {
      campoLivre: `${carteira}${nn}${dacNn}${agencia}${cc}${dacConta}000`,
      nossoNumero: `${carteira}/${nn}-${dacNn}`,
    };
  }
  throw new RangeError(`Banco ${conta.banco} sem leiaute de boleto`);
}
