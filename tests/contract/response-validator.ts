/**
 * Validates real response bodies against the response schemas of the bundled OpenAPI documents
 * (openapi/generated/<version>.openapi.json, bundled from openapi/<version>/) with Ajv
 * (JSON Schema 2020-12, as OpenAPI 3.1 uses), resolving $refs into the document's components.
 * On top of the schema, `undocumentedFields` reports any property the server sends that the
 * document does not describe, so drift in either direction fails.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiVersion, OpenApiDocument } from '#server/api/openapi-documents';

type Json = Record<string, unknown>;

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly documents: Record<ApiVersion, OpenApiDocument>) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    for (const [version, doc] of Object.entries(documents)) {
      this.ajv.addSchema(doc as object, this.docId(version as ApiVersion));
    }
  }

  private docId(version: ApiVersion): string {
    return `urn:openapi:${version}`;
  }

  /** Follows a local `$ref` ('#/components/...') inside a document. */
  resolve(version: ApiVersion, node: unknown): unknown {
    let current = node;
    for (let depth = 0; depth < 20 && isObject(current) && typeof current.$ref === 'string'; depth++) {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) throw new Error(`$ref externo não suportado: ${ref}`);
      current = ref
        .slice(2)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), this.documents[version]);
    }
    return current;
  }

  /** The JSON pointer to the schema of a documented response, or an error message. */
  private responsePointer(
    version: ApiVersion,
    operationId: string,
    status: number,
  ): { pointer: string } | { error: string } {
    const doc = this.documents[version];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op) || op.operationId !== operationId) continue;
        const responses = op.responses as Json | undefined;
        const key =
          responses && (String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined);
        if (!responses || !key) return { error: `${operationId} não documenta a resposta ${status}` };
        const response = responses[key];
        if (isObject(response) && typeof response.$ref === 'string') {
          return { pointer: `${response.$ref.slice(1)}/content/application~1json/schema` };
        }
        return {
          pointer: `/paths/${escapePointer(path)}/${method}/responses/${escapePointer(key)}/content/application~1json/schema`,
        };
      }
    }
    return { error: `operationId ${operationId} não existe em openapi/${version}/` };
  }

  schemaFor(version: ApiVersion, operationId: string, status: number): unknown {
    const found = this.responsePointer(version, operationId, status);
    if ('error' in found) throw new Error(found.error);
    const node = found.pointer
      .slice(1)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), this.documents[version]);
    return node;
  }

  /** Schema errors of `body` (empty when it conforms). */
  validate(version: ApiVersion, operationId: string, status: number, body: unknown): string[] {
    const found = this.responsePointer(version, operationId, status);
    if ('error' in found) return [found.error];
    const key = `${version}#${found.pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${this.docId(version)}#${found.pointer}` });
      this.compiled.set(key, validate);
    }
    const errors: string[] = [];
    if (!validate(body)) {
      for (const e of validate.errors ?? [])
        errors.push(`${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
    }
    const schema = this.schemaFor(version, operationId, status);
    errors.push(...this.undocumentedFields(version, schema, body, ''));
    return errors;
  }

  /** The documented properties of an object schema (following $ref and allOf). */
  private objectShape(version: ApiVersion, schema: unknown): { properties: Json; additional: unknown; open: boolean } {
    const resolved = this.resolve(version, schema);
    const out = { properties: {} as Json, additional: undefined as unknown, open: false };
    if (!isObject(resolved)) return { ...out, open: true };
    if (isObject(resolved.properties)) Object.assign(out.properties, resolved.properties);
    if (resolved.additionalProperties !== undefined && resolved.additionalProperties !== false) {
      out.additional = resolved.additionalProperties;
    }
    for (const part of Array.isArray(resolved.allOf) ? resolved.allOf : []) {
      const inner = this.objectShape(version, part);
      Object.assign(out.properties, inner.properties);
      out.additional ??= inner.additional;
      out.open ||= inner.open;
    }
    // A schema that says nothing about properties (e.g. a raw JSON document) is open.
    if (
      !isObject(resolved.properties) &&
      !Array.isArray(resolved.allOf) &&
      resolved.additionalProperties === undefined
    ) {
      out.open = true;
    }
    return out;
  }

  undocumentedFields(version: ApiVersion, schema: unknown, value: unknown, path: string): string[] {
    const resolved = this.resolve(version, schema);
    if (!isObject(resolved)) return [];
    if (Array.isArray(value)) {
      const items = resolved.items;
      return items === undefined
        ? []
        : value.flatMap((v, i) => this.undocumentedFields(version, items, v, `${path}/${i}`));
    }
    if (!isObject(value)) return [];
    const shape = this.objectShape(version, resolved);
    if (shape.open) return [];
    const problems: string[] = [];
    for (const [key, child] of Object.entries(value)) {
      const propertySchema = shape.properties[key];
      if (propertySchema !== undefined) {
        problems.push(...this.undocumentedFields(version, propertySchema, child, `${path}/${key}`));
      } else if (shape.additional !== undefined) {
        problems.push(...this.undocumentedFields(version, shape.additional, child, `${path}/${key}`));
      } else {
        problems.push(`${path}/${key}: campo não documentado`);
      }
    }
    return problems;
  }
}
