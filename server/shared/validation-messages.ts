/**
 * Turns the Ajv errors of a rejected request into one pt-BR sentence for a person to read, e.g.
 * "o parâmetro de consulta 'limit' deve ser no máximo 100".
 */

/** The part of an Ajv ErrorObject this module reads (kept structural so any Ajv build fits). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const CONTEXTO: Record<string, string> = {
  params: 'o parâmetro de caminho',
  querystring: 'o parâmetro de consulta',
  headers: 'o cabeçalho',
  body: 'o campo do corpo',
};

const TIPO: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'verdadeiro ou falso (true/false)',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

function tipoLegivel(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TIPO[String(t)] ?? String(t)).join(' ou ');
}

function alvo(context: string | undefined, issue: ValidationIssue): string {
  const path = issue.instancePath
    .split('/')
    .filter((p) => p !== '')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    path.push(issue.params.missingProperty);
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    path.push(issue.params.additionalProperty);
  }
  const prefix = (context && CONTEXTO[context]) ?? 'o valor';
  return path.length > 0 ? `${prefix} '${path.join('.')}'` : context === 'body' ? 'o corpo' : prefix;
}

function regra(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'é obrigatório';
    case 'type':
      return `deve ser ${tipoLegivel(p.type)}`;
    case 'maximum':
      return `deve ser no máximo ${String(p.limit)}`;
    case 'minimum':
      return `deve ser no mínimo ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `deve ser menor que ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `deve ser maior que ${String(p.limit)}`;
    case 'maxLength':
      return `deve ter no máximo ${String(p.limit)} caracteres`;
    case 'minLength':
      return `deve ter no mínimo ${String(p.limit)} caracteres`;
    case 'maxItems':
      return `deve ter no máximo ${String(p.limit)} itens`;
    case 'minItems':
      return `deve ter no mínimo ${String(p.limit)} itens`;
    case 'pattern':
      return `tem formato inválido (esperado o padrão ${String(p.pattern)})`;
    case 'format':
      return p.format === 'uuid' ? 'deve ser um UUID' : `deve estar no formato ${String(p.format)}`;
    case 'enum':
      return `deve ser um de: ${Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : ''}`;
    case 'const':
      return `deve ser ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return 'não é permitido';
    case 'anyOf':
    case 'oneOf':
      return 'não corresponde a nenhum dos formatos aceitos';
    default:
      return `é inválido (${issue.keyword})`;
  }
}

/** One pt-BR sentence describing the first problems (at most three) of a rejected request. */
export function describeValidationErrors(issues: readonly ValidationIssue[], context: string | undefined): string {
  // anyOf/oneOf report their branches first; prefer the specific messages when there are any.
  const specific = issues.filter((i) => i.keyword !== 'anyOf' && i.keyword !== 'oneOf');
  const chosen = (specific.length > 0 ? specific : issues).slice(0, 3);
  if (chosen.length === 0) return 'dados inválidos';
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of chosen) {
    const text = `${alvo(context, issue)} ${regra(issue)}`;
    if (!seen.has(text)) {
      seen.add(text);
      parts.push(text);
    }
  }
  return parts.join('; ');
}
