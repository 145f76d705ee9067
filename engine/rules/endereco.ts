/**
 * Addresses (spec sections 3 'Address', 5 'Address cep is stored with hyphens removed', 7
 * 'Addresses'): one copy of the rules both the server and the browser run.
 * - the CEP as it is typed (`maskCep`), stored (`normalizeCep`: digits only) and shown (`formatCep`);
 * - the fields a person enters, validated by one zod/mini schema (`enderecoEntradaSchema`) with a
 *   pt-BR message per field (`validarEndereco`): the server refuses what the form would refuse;
 * - the one-line text of an address (`textoEndereco`, the wire's `textoendereco`).
 */
import * as z from 'zod/mini';
import { formatCep, isValidCep, normalizeCep } from './documents';

/** The 27 federative units. */
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
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

/** A required text: trimmed, not empty, at most `max` characters. */
const obrigatorio = (mensagem: string, max: number) =>
  z.string(mensagem).check(z.trim(), z.minLength(1, mensagem), z.maxLength(max, MENSAGENS_ENDERECO.longo(max)));

/** An optional text: trimmed; empty means none (null). */
const opcional = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, MENSAGENS_ENDERECO.longo(max))))),
    z.transform((v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v)),
  );

const coordenada = (limite: number) =>
  z.optional(z.nullable(z.number(MENSAGENS_ENDERECO.coordenadas).check(z.gte(-limite, MENSAGENS_ENDERECO.coordenadas), z.lte(limite, MENSAGENS_ENDERECO.coordenadas))));

/**
 * The fields of an address as a person (or the storefront) sends them. The spec's two names of
 * a field are both accepted: `apelido` or `descricao`, `referencia` or `pontoref`.
 */
export const enderecoEntradaSchema = z.object({
  cep: z.pipe(
    z.string(MENSAGENS_ENDERECO.cep).check(z.overwrite((v) => normalizeCep(v.trim()))),
    z.string().check(z.regex(/^\d{8}$/, MENSAGENS_ENDERECO.cep)),
  ),
  uf: z.pipe(z.string(MENSAGENS_ENDERECO.uf).check(z.overwrite((v) => v.trim().toUpperCase())), z.enum(UFS, MENSAGENS_ENDERECO.uf)),
  cidade: obrigatorio(MENSAGENS_ENDERECO.cidade, LIMITES_ENDERECO.cidade),
  bairro: obrigatorio(MENSAGENS_ENDERECO.bairro, LIMITES_ENDERECO.bairro),
  rua: obrigatorio(MENSAGENS_ENDERECO.rua, LIMITES_ENDERECO.rua),
  numero: obrigatorio(MENSAGENS_ENDERECO.numero, LIMITES_ENDERECO.numero),
  complemento: opcional(LIMITES_ENDERECO.complemento),
  apelido: opcional(LIMITES_ENDERECO.apelido),
  descricao: opcional(LIMITES_ENDERECO.apelido),
  referencia: opcional(LIMITES_ENDERECO.referencia),
  pontoref: opcional(LIMITES_ENDERECO.referencia),
  pais: z.pipe(opcional(LIMITES_ENDERECO.pais), z.transform((v: string | null) => v ?? PAIS_PADRAO)),
  lat: coordenada(90),
  lng: coordenada(180),
  primario: z.optional(z.boolean()),
  manualAddress: z.optional(z.boolean()),
});

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
}

export type CampoEndereco = 'cep' | 'uf' | 'cidade' | 'bairro' | 'rua' | 'numero' | 'complemento' | 'apelido' | 'referencia' | 'pais' | 'lat' | 'lng';

export type ValidacaoEndereco = { ok: true; endereco: EnderecoValido } | { ok: false; erros: Partial<Record<CampoEndereco, string>> };

const CAMPO_DO_ALIAS: Record<string, CampoEndereco> = { descricao: 'apelido', pontoref: 'referencia' };

/** Validates an address entry; on failure, the first pt-BR message of each field. */
export function validarEndereco(raw: unknown): ValidacaoEndereco {
  const r = enderecoEntradaSchema.safeParse(raw);
  if (!r.success) {
    const erros: Partial<Record<CampoEndereco, string>> = {};
    for (const issue of r.error.issues) {
      const chave = String(issue.path[0] ?? 'cep');
      const campo = CAMPO_DO_ALIAS[chave] ?? (chave as CampoEndereco);
      erros[campo] ??= issue.message;
    }
    return { ok: false, erros };
  }
  const d = r.data;
  return {
    ok: true,
    endereco: {
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
      lat: d.lat ?? null,
      lng: d.lng ?? null,
      primario: d.primario,
      manualAddress: d.manualAddress ?? false,
    },
  };
}

/**
 * The one-line text of an address (`textoendereco`):
 * 'Rua Barão de Jaguara, 1205 - Apto 12 - Centro, Campinas - SP, 13015-002'.
 */
export function textoEndereco(e: { rua: string; numero: string; complemento?: string | null; bairro: string; cidade: string; uf: string; cep: string }): string {
  const cep = isValidCep(e.cep) ? formatCep(e.cep) : e.cep;
  const complemento = e.complemento ? ` - ${e.complemento}` : '';
  return `${e.rua}, ${e.numero}${complemento} - ${e.bairro}, ${e.cidade} - ${e.uf}, ${cep}`;
}
