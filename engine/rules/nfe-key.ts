/**
 * The access key (chave de acesso) of an NF-e, as printed on its DANFE (issue 13): 44 digits,
 * cUF (2) · AAMM (4) · CNPJ of the emitter (14) · mod (2) · série (3) · nNF (9) · tpEmis (1) ·
 * cNF (8) · cDV (1). The check digit is module 11 of the first 43 digits with weights 2…9 from the
 * right, 11 − rest, and 0 when the rest is 0 or 1 (Manual de Orientação do Contribuinte, item
 * 5.4). One rule for the desk's form and the server that stores the key.
 *
 * The check digit catches any single changed digit except where the rest moves between 0 and 1
 * (both give digit 0): SEFAZ's own algorithm, so such a key is refused only by its structure.
 */
import { onlyDigits } from './tax-id-format';

/** The IBGE codes of the 27 federative units (cUF). */
export const UFS_IBGE: Readonly<Record<string, string>> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

export interface PartesChaveNfe {
  uf: string;
  /** 'AAMM'. */
  anoMes: string;
  cnpj: string;
  modelo: string;
  serie: string;
  numero: string;
  tipoEmissao: string;
  codigoNumerico: string;
  digito: string;
}

export type ResultadoChaveNfe = { ok: true; chave: string; partes: PartesChaveNfe } | { ok: false; erro: string };

export const CHAVE_TAMANHO = 'A chave de acesso da NF-e tem 44 dígitos (os espaços são opcionais).';
export const CHAVE_DIGITO = 'O dígito verificador da chave de acesso não confere. Confira a chave digitada.';
export const CHAVE_UF = 'A chave de acesso não começa com o código (IBGE) de uma UF.';
export const CHAVE_ANO_MES = 'O ano e mês de emissão (AAMM) da chave de acesso não são válidos.';
export const CHAVE_MODELO = 'A chave de acesso não é de uma NF-e (modelo 55).';
export const CHAVE_TIPO_EMISSAO = 'A forma de emissão da chave de acesso não é válida.';
export const CHAVE_NUMERO = 'O número da nota na chave de acesso não pode ser zero.';
export const CHAVE_OUTRO_EMITENTE = 'Esta chave de acesso é de outro emitente: o CNPJ nela não é o desta loja.';

/** Digits only: the key as typed or pasted from a DANFE ('4317 1207 …'). */
export function normalizarChaveNfe(texto: string): string {
  return /^[\d\s.\-/]*$/.test(texto) ? onlyDigits(texto) : texto.trim();
}

/** The check digit of the first 43 digits: weights 2…9 from the right, 11 − rest, 0 for a rest of 0 or 1. */
export function digitoChaveNfe(chave43: string): number {
  if (!/^\d{43}$/.test(chave43)) throw new RangeError('A base da chave tem 43 dígitos.');
  let soma = 0;
  for (let i = 42, peso = 2; i >= 0; i--, peso = peso === 9 ? 2 : peso + 1) soma += Number(chave43[i]) * peso;
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function partesChaveNfe(chave: string): PartesChaveNfe {
  return {
    uf: chave.slice(0, 2),
    anoMes: chave.slice(2, 6),
    cnpj: chave.slice(6, 20),
    modelo: chave.slice(20, 22),
    serie: chave.slice(22, 25),
    numero: chave.slice(25, 34),
    tipoEmissao: chave.slice(34, 35),
    codigoNumerico: chave.slice(35, 43),
    digito: chave.slice(43),
  };
}

/**
 * Checks a typed key: 44 digits, its check digit, a UF, a month 01–12, model 55, an emission type
 * 1–9, a note number above zero, and, when the supplier has a CNPJ, that it is the emitter's.
 */
export function validarChaveNfe(texto: string, opcoes: { cnpjEmitente?: string | null } = {}): ResultadoChaveNfe {
  const chave = normalizarChaveNfe(texto);
  if (!/^\d{44}$/.test(chave)) return { ok: false, erro: CHAVE_TAMANHO };
  if (digitoChaveNfe(chave.slice(0, 43)) !== Number(chave[43])) return { ok: false, erro: CHAVE_DIGITO };
  const partes = partesChaveNfe(chave);
  if (!(partes.uf in UFS_IBGE)) return { ok: false, erro: CHAVE_UF };
  const mes = Number(partes.anoMes.slice(2));
  if (mes < 1 || mes > 12) return { ok: false, erro: CHAVE_ANO_MES };
  if (partes.modelo !== '55') return { ok: false, erro: CHAVE_MODELO };
  if (partes.tipoEmissao === '0') return { ok: false, erro: CHAVE_TIPO_EMISSAO };
  if (/^0+$/.test(partes.numero)) return { ok: false, erro: CHAVE_NUMERO };
  const cnpj = opcoes.cnpjEmitente ? onlyDigits(opcoes.cnpjEmitente) : '';
  if (cnpj !== '' && cnpj !== partes.cnpj) return { ok: false, erro: CHAVE_OUTRO_EMITENTE };
  return { ok: true, chave, partes };
}

/** '4317 1207 3646 …': the key in groups of four, as a DANFE prints it. */
export function formatarChaveNfe(chave: string): string {
  return chave.replace(/(\d{4})(?=\d)/g, '$1 ');
}
