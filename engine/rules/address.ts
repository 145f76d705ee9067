/**
 * Addresses (spec sections 3 'Address', 5 'Address cep is stored with hyphens removed', 7
 * 'Addresses'): one copy of the rules both the server and the browser run.
 * - the CEP as it is typed (`maskCep`), stored (`normalizeCep`: digits only) and shown (`formatCep`);
 * - the fields a person enters, one rule per field (`REGRAS_ENDERECO`) with a pt-BR message: the
 *   form validates with `validarEndereco`, the server's zod schema is built from the same rules,
 *   so the server refuses what the form would refuse;
 * - the one-line text of an address (`textoEndereco`, the wire's `textoendereco`);
 * - who receives there (issue 34, item 3): the recipient's name (`destinatario`) and phone
 *   (`telefone`, ./phone's rule), with a separate WhatsApp opt-in (`whatsapp`, never assumed).
 */
import { formatCep, isValidCep, normalizeCep } from './cep';
import { formatPhone, MENSAGENS_TELEFONE, normalizePhone } from './phone';

/** The 27 federative units. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** Spec section 3: the billing address's pais defaults to Brasil (and so does every address's). */
export const PAIS_PADRAO = 'Brasil';

/** Most addresses a client keeps at one supplier. */
export const MAX_ENDERECOS = 30;

/** Longest value of each text field (the database checks the same). */
export const LIMITES_ENDERECO = {
  apelido: 40,
  rua: 120,
  numero: 10,
  complemento: 60,
  bairro: 80,
  cidade: 80,
  referencia: 120,
  pais: 40,
  destinatario: 80,
} as const;

export const MENSAGENS_ENDERECO = {
  cep: 'Informe um CEP com 8 dígitos.',
  uf: 'Escolha o estado (UF).',
  cidade: 'Informe a cidade.',
  bairro: 'Informe o bairro.',
  rua: 'Informe a rua.',
  numero: 'Informe o número (ou S/N).',
  coordenadas: 'Coordenadas inválidas.',
  longo: (max: number) => `Use no máximo ${max} caracteres.`,
} as const;

/**
 * What is typed in a CEP field, masked: digits only, at most 8, with the hyphen after the fifth
 * ('13015002' → '13015-002', '130' → '130'). A pasted '13.015-002' becomes '13015-002'.
 */
export function maskCep(typed: string): string {
  const digits = typed.replace(/\D+/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The CEP of a lookup: 8 digits once every non-digit is dropped, else null. */
export function cepParaConsulta(typed: string): string | null {
  const digits = typed.replace(/\D+/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** A field's rule: the value normalised, or the pt-BR message of why it is refused. */
export type RegraCampo<T> = (valor: unknown) => { ok: true; valor: T } | { ok: false; mensagem: string };

/** A required text: trimmed, not empty, at most `max` characters. */
const obrigatorio =
  (mensagem: string, max: number): RegraCampo<string> =>
  (valor) => {
    if (typeof valor !== 'string' || valor.trim() === '') return { ok: false, mensagem };
    const v = valor.trim();
    return v.length > max ? { ok: false, mensagem: MENSAGENS_ENDERECO.longo(max) } : { ok: true, valor: v };
  };

/** An optional text: trimmed; absent or empty means none (null). */
const opcional =
  (max: number): RegraCampo<string | null> =>
  (valor) => {
    if (valor === undefined || valor === null) return { ok: true, valor: null };
    if (typeof valor !== 'string') return { ok: false, mensagem: MENSAGENS_ENDERECO.longo(max) };
    const v = valor.trim();
    if (v.length > max) return { ok: false, mensagem: MENSAGENS_ENDERECO.longo(max) };
    return { ok: true, valor: v === '' ? null : v };
  };

const coordenada =
  (limite: number): RegraCampo<number | null> =>
  (valor) => {
    if (valor === undefined || valor === null) return { ok: true, valor: null };
    return typeof valor === 'number' && Number.isFinite(valor) && Math.abs(valor) <= limite
      ? { ok: true, valor }
      : { ok: false, mensagem: MENSAGENS_ENDERECO.coordenadas };
  };

const booleano: RegraCampo<boolean | undefined> = (valor) =>
  valor === undefined || typeof valor === 'boolean' ? { ok: true, valor } : { ok: false, mensagem: 'Valor inválido.' };

/**
 * One rule per field an address is sent with. The spec's two names of a field are both
 * accepted: `apelido` or `descricao`, `referencia` or `pontoref`. The server builds its zod
 * schema from these rules (server/modules/enderecos/endereco-schema.ts), the form validates
 * with `validarEndereco`: the same rule, one copy.
 */
export const REGRAS_ENDERECO = {
  cep: ((valor) => {
    const cep = typeof valor === 'string' ? normalizeCep(valor.trim()) : '';
    return /^\d{8}$/.test(cep) ? { ok: true, valor: cep } : { ok: false, mensagem: MENSAGENS_ENDERECO.cep };
  }) as RegraCampo<string>,
  uf: ((valor) => {
    const uf = typeof valor === 'string' ? valor.trim().toUpperCase() : '';
    return (UFS as readonly string[]).includes(uf)
      ? { ok: true, valor: uf as Uf }
      : { ok: false, mensagem: MENSAGENS_ENDERECO.uf };
  }) as RegraCampo<Uf>,
  cidade: obrigatorio(MENSAGENS_ENDERECO.cidade, LIMITES_ENDERECO.cidade),
  bairro: obrigatorio(MENSAGENS_ENDERECO.bairro, LIMITES_ENDERECO.bairro),
  rua: obrigatorio(MENSAGENS_ENDERECO.rua, LIMITES_ENDERECO.rua),
  numero: obrigatorio(MENSAGENS_ENDERECO.numero, LIMITES_ENDERECO.numero),
  complemento: opcional(LIMITES_ENDERECO.complemento),
  apelido: opcional(LIMITES_ENDERECO.apelido),
  descricao: opcional(LIMITES_ENDERECO.apelido),
  referencia: opcional(LIMITES_ENDERECO.referencia),
  pontoref: opcional(LIMITES_ENDERECO.referencia),
  pais: ((valor) => {
    const r = opcional(LIMITES_ENDERECO.pais)(valor);
    return r.ok ? { ok: true, valor: r.valor ?? PAIS_PADRAO } : r;
  }) as RegraCampo<string>,
  lat: coordenada(90),
  lng: coordenada(180),
  primario: booleano,
  manualAddress: booleano,
  destinatario: opcional(LIMITES_ENDERECO.destinatario),
  telefone: ((valor) => {
    if (valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === ''))
      return { ok: true, valor: null };
    const digitos = typeof valor === 'string' ? normalizePhone(valor) : null;
    return digitos === null ? { ok: false, mensagem: MENSAGENS_TELEFONE.invalido } : { ok: true, valor: digitos };
  }) as RegraCampo<string | null>,
  whatsapp: booleano,
} as const;

/** The one rule across fields: the WhatsApp opt-in needs a phone (its pt-BR message on `telefone`), else null. */
export function erroWhatsappEndereco(entrada: { telefone?: unknown; whatsapp?: unknown }): string | null {
  const semTelefone =
    entrada.telefone === undefined ||
    entrada.telefone === null ||
    (typeof entrada.telefone === 'string' && entrada.telefone.trim() === '');
  return entrada.whatsapp === true && semTelefone ? MENSAGENS_TELEFONE.whatsappSemTelefone : null;
}

type Regras = typeof REGRAS_ENDERECO;
/** What each rule gives back, field by field. */
export type EnderecoEntrada = { [K in keyof Regras]: Regras[K] extends RegraCampo<infer T> ? T : never };

/** An address's fields, validated and normalised (CEP digits only, apelido and referencia merged). */
export interface EnderecoValido {
  cep: string;
  uf: Uf;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
  complemento: string | null;
  apelido: string | null;
  referencia: string | null;
  pais: string;
  lat: number | null;
  lng: number | null;
  primario: boolean | undefined;
  manualAddress: boolean;
  /** Who receives the delivery there (null: the client). */
  destinatario: string | null;
  /** The phone at that address, digits only (10 or 11). */
  telefone: string | null;
  /** Agreed to be contacted by WhatsApp at that phone. */
  whatsapp: boolean;
}

export type CampoEndereco =
  | 'cep'
  | 'uf'
  | 'cidade'
  | 'bairro'
  | 'rua'
  | 'numero'
  | 'complemento'
  | 'apelido'
  | 'referencia'
  | 'pais'
  | 'lat'
  | 'lng'
  | 'destinatario'
  | 'telefone';

export type ValidacaoEndereco =
  { ok: true; endereco: EnderecoValido } | { ok: false; erros: Partial<Record<CampoEndereco, string>> };

const CAMPO_DO_ALIAS: Record<string, CampoEndereco> = { descricao: 'apelido', pontoref: 'referencia' };

/** The field a message belongs to (the spec's second names count as the first). */
export const campoDoErro = (chave: string): CampoEndereco => CAMPO_DO_ALIAS[chave] ?? (chave as CampoEndereco);

/** The validated entry as an address (the aliases merged, defaults applied). */
export function enderecoDaEntrada(d: EnderecoEntrada): EnderecoValido {
  return {
    cep: d.cep,
    uf: d.uf,
    cidade: d.cidade,
    bairro: d.bairro,
    rua: d.rua,
    numero: d.numero,
    complemento: d.complemento,
    apelido: d.apelido ?? d.descricao,
    referencia: d.referencia ?? d.pontoref,
    pais: d.pais,
    lat: d.lat,
    lng: d.lng,
    primario: d.primario,
    manualAddress: d.manualAddress ?? false,
    destinatario: d.destinatario,
    telefone: d.telefone,
    whatsapp: d.whatsapp === true && d.telefone !== null,
  };
}

/** Validates an address entry; on failure, the first pt-BR message of each field. */
export function validarEndereco(raw: unknown): ValidacaoEndereco {
  const entrada = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const erros: Partial<Record<CampoEndereco, string>> = {};
  const valores: Record<string, unknown> = {};
  for (const [chave, regra] of Object.entries(REGRAS_ENDERECO) as [string, RegraCampo<unknown>][]) {
    const r = regra(entrada[chave]);
    if (r.ok) valores[chave] = r.valor;
    else erros[campoDoErro(chave)] ??= r.mensagem;
  }
  const whatsapp = erroWhatsappEndereco(entrada);
  if (whatsapp) erros.telefone ??= whatsapp;
  if (Object.keys(erros).length > 0) return { ok: false, erros };
  return { ok: true, endereco: enderecoDaEntrada(valores as EnderecoEntrada) };
}

/**
 * The one-line text of an address (`textoendereco`):
 * 'Rua Barão de Jaguara, 1205 - Apto 12 - Centro, Campinas - SP, 13015-002'.
 */
export function textoEndereco(e: {
  rua: string;
  numero: string;
  complemento?: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
}): string {
  const cep = isValidCep(e.cep) ? formatCep(e.cep) : e.cep;
  const complemento = e.complemento ? ` - ${e.complemento}` : '';
  return `${e.rua}, ${e.numero}${complemento} - ${e.bairro}, ${e.cidade} - ${e.uf}, ${cep}`;
}

/**
 * Who receives at an address, in one line for the address list, the checkout and the order
 * (issue 34): 'Quem recebe: Ana Souza · (11) 98765-4321', 'Telefone: (11) 3456-7890', or null.
 */
export function textoQuemRecebe(e: { destinatario?: string | null; telefone?: string | null }): string | null {
  const telefone = e.telefone ? formatPhone(e.telefone) : null;
  if (e.destinatario) return `Quem recebe: ${e.destinatario}${telefone ? ` · ${telefone}` : ''}`;
  return telefone ? `Telefone: ${telefone}` : null;
}
