/**
 * The studio's second check of a draft: the emitted JSON Schema of its schemaVersion (the file the
 * server names in `jsonSchemaUrl`, `schemas/json/{tipo}/v{n}.json`), the very one external editors
 * validate against, run with @cfworker/json-schema (no `eval`/`new Function`, so the CSP holds).
 * Its errors are turned into the studio's `{ caminho, mensagem }` in pt-BR, worded like the zod
 * messages of schemas/error-messages.ts (a range is read from the schema: 'esperado número inteiro
 * entre 2000 e 30000'), at the same JSON paths ('pages.home[0].props.intervaloMs').
 *
 * The validator reports every step of a failure (`properties`, `$ref`, `items` wrap the real one)
 * and, for a `oneOf` of blocks, the failures of every branch: only the leaves are kept, and of a
 * `oneOf` only the branch whose discriminator (`type`'s `const`) matched; when none matched, one
 * error at the discriminator lists the accepted values.
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { formatPath, type ErroDocumento } from '#schemas/errors';

const validadores = new WeakMap<object, Validator>();

function validador(esquema: object): Validator {
  let v = validadores.get(esquema);
  if (!v) {
    // shortCircuit false: every error, not only the first.
    v = new Validator(esquema as Schema, '2020-12', false);
    validadores.set(esquema, v);
  }
  return v;
}

/** '#/pages/home/0' → ['pages', 'home', '0'] (JSON pointer, as the validator encodes it). */
function segmentos(ponteiro: string): string[] {
  const p = ponteiro.replace(/^#/, '');
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  return p
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Json = unknown;

function filho(valor: Json, chave: string): Json {
  if (Array.isArray(valor)) return valor[Number(chave)];
  if (typeof valor === 'object' && valor !== null) return (valor as Record<string, Json>)[chave];
  return undefined;
}

/** The instance's path as the studio writes it: array indices as numbers. */
function caminhoDaInstancia(documento: Json, ponteiro: string, extra: string[] = []): string {
  const out: (string | number)[] = [];
  let atual = documento;
  for (const s of [...segmentos(ponteiro), ...extra]) {
    out.push(Array.isArray(atual) && /^\d+$/.test(s) ? Number(s) : s);
    atual = filho(atual, s);
  }
  return formatPath(out);
}

function valorEm(documento: Json, ponteiro: string): Json {
  let atual = documento;
  for (const s of segmentos(ponteiro)) atual = filho(atual, s);
  return atual;
}

/** Follows a keyword location through the schema ('$ref' segments jump to their local target). */
function noDoEsquema(raiz: object, ponteiro: string): Json {
  let atual: Json = raiz;
  for (const s of segmentos(ponteiro)) {
    if (
      s === '$ref' &&
      typeof atual === 'object' &&
      atual !== null &&
      typeof (atual as { $ref?: unknown }).$ref === 'string'
    ) {
      atual = noDoEsquema(raiz, (atual as { $ref: string }).$ref);
      continue;
    }
    atual = filho(atual, s);
    if (atual === undefined) return undefined;
  }
  return atual;
}

/** The keyword's schema node (the object holding 'minimum', 'required'…). */
function paiDoEsquema(raiz: object, e: OutputUnit): Record<string, Json> {
  const pai = noDoEsquema(raiz, e.keywordLocation.replace(/\/[^/]*$/, ''));
  return typeof pai === 'object' && pai !== null ? (pai as Record<string, Json>) : {};
}

const TIPOS: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  integer: 'número inteiro',
  boolean: 'verdadeiro ou falso (boolean)',
  array: 'lista',
  object: 'objeto',
  null: 'null',
};

function recebido(valor: Json): string {
  if (valor === undefined) return 'ausente';
  if (valor === null) return 'null';
  if (Array.isArray(valor)) return 'lista';
  if (typeof valor === 'string') return `texto ${JSON.stringify(valor.length > 40 ? `${valor.slice(0, 40)}…` : valor)}`;
  if (typeof valor === 'number') return `número ${String(valor)}`;
  if (typeof valor === 'boolean') return String(valor);
  return 'objeto';
}

const numero = (n: Json) => String(n).replace('.', ',');
const plural = (n: Json, um: string, muitos: string) => `${String(n)} ${Number(n) === 1 ? um : muitos}`;
const aspas = (valores: readonly Json[]) =>
  valores.map((v) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v))).join(', ');

/** 'número inteiro entre 2000 e 30000' from a schema node's type and bounds (as zod's messages say it). */
function faixa(no: Record<string, Json>): string {
  const tipo = no.type === 'integer' ? 'número inteiro' : 'número';
  const min =
    typeof no.minimum === 'number'
      ? { v: no.minimum, incl: true }
      : typeof no.exclusiveMinimum === 'number'
        ? { v: no.exclusiveMinimum, incl: false }
        : null;
  const max =
    typeof no.maximum === 'number'
      ? { v: no.maximum, incl: true }
      : typeof no.exclusiveMaximum === 'number'
        ? { v: no.exclusiveMaximum, incl: false }
        : null;
  // A bound at JavaScript's safe-integer limit is the emitter's, not the author's: not worth saying.
  const maxReal = max && Math.abs(max.v) < Number.MAX_SAFE_INTEGER ? max : null;
  if (min && maxReal && min.incl && maxReal.incl) return `${tipo} entre ${numero(min.v)} e ${numero(maxReal.v)}`;
  const partes: string[] = [];
  if (min) partes.push(`${min.incl ? 'maior ou igual a' : 'maior que'} ${numero(min.v)}`);
  if (maxReal) partes.push(`${maxReal.incl ? 'menor ou igual a' : 'menor que'} ${numero(maxReal.v)}`);
  return partes.length ? `${tipo} ${partes.join(' e ')}` : tipo;
}

/** Keywords that only say "something below failed": their leaves carry the reason. */
const INVOLUCROS = new Set([
  'properties',
  '$ref',
  '$dynamicRef',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  'patternProperties',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
]);

/** The keyword location of each oneOf/anyOf branch left out (another branch matched its discriminator). */
function ramosDescartados(
  erros: readonly OutputUnit[],
  raiz: object,
  documento: Json,
  saida: ErroDocumento[],
): string[] {
  const descartados: string[] = [];
  const fora = (kw: string) => descartados.some((d) => kw.startsWith(`${d}/`));
  const alternativas = erros
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const alt of alternativas) {
    if (fora(alt.keywordLocation)) continue;
    const prefixo = `${alt.keywordLocation}/`;
    const ramos = new Map<string, OutputUnit[]>();
    for (const e of erros) {
      if (!e.keywordLocation.startsWith(prefixo)) continue;
      const ramo = e.keywordLocation.slice(prefixo.length).split('/')[0]!;
      ramos.set(ramo, [...(ramos.get(ramo) ?? []), e]);
    }
    if (ramos.size === 0) {
      saida.push({
        caminho: caminhoDaInstancia(documento, alt.instanceLocation),
        mensagem: 'valor corresponde a mais de uma das formas aceitas',
      });
      continue;
    }
    // A branch is refused by its discriminator when a `const` on a direct child of the instance fails.
    const discriminador = (es: OutputUnit[]) =>
      es.find(
        (e) =>
          e.keyword === 'const' && segmentos(e.instanceLocation).length === segmentos(alt.instanceLocation).length + 1,
      );
    const candidatos = [...ramos].filter(([, es]) => !discriminador(es));
    let escolhido: string | null = null;
    if (candidatos.length > 0) {
      const folhas = (es: OutputUnit[]) => es.filter((e) => !INVOLUCROS.has(e.keyword)).length;
      escolhido = candidatos.reduce((a, b) => (folhas(b[1]) < folhas(a[1]) ? b : a))[0];
    } else {
      // No branch's discriminator matched: one error at the discriminator, with every accepted value.
      const consts = [...ramos.values()].map(discriminador).filter((e): e is OutputUnit => e !== undefined);
      const primeiro = consts[0]!;
      const aceitos = consts.map((e) => noDoEsquema(raiz, e.keywordLocation));
      saida.push({
        caminho: caminhoDaInstancia(documento, primeiro.instanceLocation),
        mensagem: `valor inválido ${JSON.stringify(valorEm(documento, primeiro.instanceLocation)) ?? 'ausente'} (valores válidos: ${aspas(aceitos)})`,
      });
    }
    for (const ramo of ramos.keys()) if (ramo !== escolhido) descartados.push(`${prefixo}${ramo}`);
  }
  return descartados;
}

function traduzir(e: OutputUnit, raiz: object, documento: Json): ErroDocumento[] {
  const no = paiDoEsquema(raiz, e);
  const valor = valorEm(documento, e.instanceLocation);
  const aqui = caminhoDaInstancia(documento, e.instanceLocation);
  const em = (mensagem: string): ErroDocumento[] => [{ caminho: aqui, mensagem }];
  switch (e.keyword) {
    case 'type': {
      const tipos = (Array.isArray(no.type) ? no.type : [no.type]).map((t) => TIPOS[String(t)] ?? String(t));
      if (no.type === 'integer' || no.type === 'number') return em(`esperado ${faixa(no)}`);
      return em(`esperado ${tipos.join(' ou ')}, recebido ${recebido(valor)}`);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return em(`esperado ${faixa(no)}`);
    case 'multipleOf':
      return em(`esperado múltiplo de ${numero(no.multipleOf)}`);
    case 'minLength':
      return em(
        no.minLength === 1
          ? 'texto não pode ser vazio'
          : `texto deve ter ao menos ${plural(no.minLength, 'caractere', 'caracteres')}`,
      );
    case 'maxLength':
      return em(`texto deve ter no máximo ${plural(no.maxLength, 'caractere', 'caracteres')}`);
    case 'minItems':
      return em(`lista deve ter ao menos ${plural(no.minItems, 'item', 'itens')}`);
    case 'maxItems':
      return em(`lista deve ter no máximo ${plural(no.maxItems, 'item', 'itens')}`);
    case 'uniqueItems':
      return em('a lista tem itens repetidos');
    case 'minProperties':
      return em(`objeto deve ter ao menos ${plural(no.minProperties, 'chave', 'chaves')}`);
    case 'maxProperties':
      return em(`objeto deve ter no máximo ${plural(no.maxProperties, 'chave', 'chaves')}`);
    case 'enum':
      return em(
        `valor inválido ${JSON.stringify(valor) ?? 'ausente'} (valores válidos: ${aspas(Array.isArray(no.enum) ? no.enum : [])})`,
      );
    case 'const':
      return em(`esperado ${aspas([no.const])}, recebido ${recebido(valor)}`);
    case 'pattern':
      return em(`formato inválido (esperado o padrão ${String(no.pattern)})`);
    case 'format':
      return em(
        no.format === 'uri' || no.format === 'url'
          ? 'URL inválida'
          : no.format === 'email'
            ? 'e-mail inválido'
            : no.format === 'uuid'
              ? 'UUID inválido'
              : `formato inválido (esperado ${String(no.format)})`,
      );
    case 'required': {
      const presentes = typeof valor === 'object' && valor !== null ? valor : {};
      const faltam = (Array.isArray(no.required) ? no.required : []).filter(
        (k): k is string => typeof k === 'string' && !(k in presentes),
      );
      return faltam.map((k) => ({
        caminho: caminhoDaInstancia(documento, e.instanceLocation, [k]),
        mensagem: 'campo obrigatório ausente',
      }));
    }
    case 'dependentRequired':
      return em('faltam campos que dependem de outro campo presente');
    case 'additionalProperties': {
      const conhecidas = Object.keys(typeof no.properties === 'object' && no.properties !== null ? no.properties : {});
      const chaves = Object.keys(typeof valor === 'object' && valor !== null ? valor : {}).filter(
        (k) => !conhecidas.includes(k),
      );
      const validas = conhecidas.length ? ` (chaves válidas: ${conhecidas.join(', ')})` : '';
      return em(
        chaves.length === 1
          ? `chave não reconhecida "${chaves[0]!}"${validas}`
          : `chaves não reconhecidas: ${aspas(chaves)}${validas}`,
      );
    }
    case 'not':
    case 'false':
      return em('esta chave não é permitida aqui');
    case 'oneOf':
    case 'anyOf':
      return [];
    default:
      return em('valor inválido');
  }
}

/**
 * The JSON Schema's errors of `documento`, in pt-BR at their JSON paths, one per path and message
 * ([] when it is valid).
 */
export function errosDoJsonSchema(esquema: object, documento: unknown): ErroDocumento[] {
  const r = validador(esquema).validate(documento);
  if (r.valid) return [];
  const saida: ErroDocumento[] = [];
  const descartados = ramosDescartados(r.errors, esquema, documento, saida);
  const fora = (kw: string) => descartados.some((d) => kw.startsWith(`${d}/`));
  // additionalProperties already names each unknown key: its per-key `false` steps (which the
  // validator locates by the instance, not the schema, so no branch can be told) say nothing more.
  const objetosComChavesExtras = new Set(
    r.errors.filter((e) => e.keyword === 'additionalProperties').map((e) => e.instanceLocation),
  );
  for (const e of r.errors) {
    if (INVOLUCROS.has(e.keyword) || fora(e.keywordLocation)) continue;
    if (e.keyword === 'false' && objetosComChavesExtras.has(e.instanceLocation.replace(/\/[^/]*$/, ''))) continue;
    saida.push(...traduzir(e, esquema, documento));
  }
  const vistos = new Set<string>();
  return saida.filter((x) => {
    const k = `${x.caminho}\u0000${x.mensagem}`;
    if (vistos.has(k)) return false;
    vistos.add(k);
    return true;
  });
}

/**
 * The zod check's errors, then the JSON Schema's at paths zod did not already explain (the two
 * usually agree; one message per path reads better than two saying the same).
 */
export function juntarErros(doZod: readonly ErroDocumento[], doEsquema: readonly ErroDocumento[]): ErroDocumento[] {
  const caminhos = new Set(doZod.map((e) => e.caminho));
  return [...doZod, ...doEsquema.filter((e) => !caminhos.has(e.caminho))];
}
