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
import type { ErroDocumento } from '#schemas/errors';
import { caminhoDaInstancia, noDoEsquema, paiDoEsquema, segmentos, valorEm, type Json } from './json-pointer';
import { aspas, faixa, numero, plural, recebido, TIPOS } from './json-schema-words';

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
