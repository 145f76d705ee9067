/**
 * The pt-BR messages of generic zod issues (wrong type, too short, too long, not one of...), for
 * every document a person reads the errors of: `installPtBRErrorMessages()` sets them as zod's
 * global error map. The server's validation path (blocks/validate-document.ts) and the test setup
 * install them; the shopper's first view does not carry them (a bad document there is only logged
 * before the default is used), and a future admin screen installs them in its own lazy entry.
 * Per-schema errors (unknown block, limits, links) stay as the schemas write them: zod prefers them.
 */
import * as z from 'zod/mini';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  boolean: 'verdadeiro ou falso (boolean)',
  array: 'lista',
  object: 'objeto',
  null: 'null',
  undefined: 'nada',
  never: 'nenhum valor',
  bigint: 'número inteiro',
  date: 'data',
  record: 'objeto',
  tuple: 'lista',
};

function received(input: unknown): string {
  if (input === undefined) return 'ausente';
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'lista';
  if (typeof input === 'string') return `texto ${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)}`;
  if (typeof input === 'number') return `número ${String(input)}`;
  if (typeof input === 'boolean') return String(input);
  if (typeof input === 'object') return 'objeto';
  return typeof input;
}

function fmtNumber(n: number | bigint): string {
  return String(n).replace('.', ',');
}

interface CheckDef {
  check?: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

interface SchemaInternals {
  _zod?: {
    def?: {
      type?: string;
      format?: string;
      checks?: Array<{ _zod?: { def?: CheckDef } }>;
      shape?: Record<string, unknown>;
    };
  };
}

/** 'número inteiro entre 4 e 60', 'número maior ou igual a 1', 'número' … from a number schema's checks. */
function describeNumber(schema: unknown, fallbackInt: boolean): string {
  const def = (schema as SchemaInternals | undefined)?._zod?.def;
  const checks = def?.checks?.map((c) => c._zod?.def ?? {}) ?? [];
  const isInt =
    fallbackInt ||
    (def?.format !== undefined && /int/.test(def.format)) ||
    checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let min: CheckDef | undefined;
  let max: CheckDef | undefined;
  for (const c of checks) {
    if (c.check === 'greater_than') min = c;
    if (c.check === 'less_than') max = c;
  }
  const kind = isInt ? 'número inteiro' : 'número';
  if (min && max && min.inclusive && max.inclusive)
    return `${kind} entre ${fmtNumber(min.value ?? 0)} e ${fmtNumber(max.value ?? 0)}`;
  const parts: string[] = [];
  if (min) parts.push(`${min.inclusive ? 'maior ou igual a' : 'maior que'} ${fmtNumber(min.value ?? 0)}`);
  if (max) parts.push(`${max.inclusive ? 'menor ou igual a' : 'menor que'} ${fmtNumber(max.value ?? 0)}`);
  return parts.length ? `${kind} ${parts.join(' e ')}` : kind;
}

function plural(n: number | bigint, one: string, many: string): string {
  return `${String(n)} ${Number(n) === 1 ? one : many}`;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ');
}

/**
 * The pt-BR error map. Pass it as `{ error: ptBRErrorMap }` to `z.safeParse`. Numeric messages
 * describe the whole accepted range ('esperado número inteiro entre 4 e 60'), read from the
 * schema's checks, so one message tells the admin what to write.
 */
export const ptBRErrorMap: z.core.$ZodErrorMap = (issue) => {
  const schema = issue.schema ?? issue.inst;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'number' || issue.expected === 'int') {
        return `esperado ${describeNumber(schema, issue.expected === 'int')}${issue.input === undefined ? ' (campo obrigatório)' : ''}`;
      }
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `campo obrigatório ausente (esperado ${expected})`;
      return `esperado ${expected}, recebido ${received(issue.input)}`;
    }
    case 'too_small': {
      const origin = issue.origin;
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return `esperado ${describeNumber(schema, origin === 'int')}`;
      if (origin === 'string')
        return Number(issue.minimum) === 1
          ? 'texto não pode ser vazio'
          : `texto deve ter ao menos ${plural(issue.minimum, 'caractere', 'caracteres')}`;
      if (origin === 'array' || origin === 'set')
        return `lista deve ter ao menos ${plural(issue.minimum, 'item', 'itens')}`;
      return `valor pequeno demais (mínimo ${String(issue.minimum)})`;
    }
    case 'too_big': {
      const origin = issue.origin;
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return `esperado ${describeNumber(schema, origin === 'int')}`;
      if (origin === 'string') return `texto deve ter no máximo ${plural(issue.maximum, 'caractere', 'caracteres')}`;
      if (origin === 'array' || origin === 'set')
        return `lista deve ter no máximo ${plural(issue.maximum, 'item', 'itens')}`;
      return `valor grande demais (máximo ${String(issue.maximum)})`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `esperado ${quoteList(issue.values)}, recebido ${received(issue.input)}`
        : `valor inválido ${JSON.stringify(issue.input) ?? 'ausente'} (valores válidos: ${quoteList(issue.values)})`;
    case 'invalid_format':
      if (issue.format === 'url') return 'URL inválida';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'UUID inválido';
      if (issue.format === 'email') return 'e-mail inválido';
      return `formato inválido${issue.pattern ? ` (esperado o padrão ${issue.pattern})` : ''}`;
    case 'not_multiple_of':
      return `esperado múltiplo de ${fmtNumber(issue.divisor)}`;
    case 'unrecognized_keys': {
      const shape = (schema as SchemaInternals | undefined)?._zod?.def?.shape;
      const valid = shape ? ` (chaves válidas: ${Object.keys(shape).join(', ')})` : '';
      return issue.keys.length === 1
        ? `chave não reconhecida "${issue.keys[0] ?? ''}"${valid}`
        : `chaves não reconhecidas: ${quoteList(issue.keys)}${valid}`;
    }
    case 'invalid_union':
      return 'valor não corresponde a nenhuma das formas aceitas';
    case 'invalid_key':
      return 'chave inválida';
    case 'invalid_element':
      return 'elemento inválido';
    case 'custom':
      return issue.message ?? 'valor inválido';
    default:
      return 'valor inválido';
  }
};

let installed = false;

/** Makes the pt-BR map zod's global error map (idempotent). */
export function installPtBRErrorMessages(): void {
  if (installed) return;
  z.config({ customError: ptBRErrorMap });
  installed = true;
}
