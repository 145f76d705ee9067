/**
 * The OpenAPI meta-schema compiled once per process. fastify-openapi-glue checks each document
 * against it with a new `Validator` of @seriousme/openapi-schema-validator, and each `Validator`
 * compiles the meta-schema with Ajv for itself (its `getAjvValidator` keeps it per instance): three
 * compilations per app built, one per API version, about 0.5 s of CPU at every server start and in
 * every server test file. Here `getAjvValidator` keeps what it compiled per version and Ajv
 * options for every instance of the process. The meta-schema and the options are constants, and
 * the compiled function holds no state between calls but the last call's `errors`, which the
 * validator reads at once. `api-plugin.test.ts` fails if an upgrade of the library stops this
 * taking effect.
 */
import { Validator } from '@seriousme/openapi-schema-validator';

type MetaValidador = ((dados: unknown) => boolean) & { errors?: unknown };

interface ValidatorInterno {
  ajvOptions: object;
  getAjvValidator(version: string): MetaValidador;
}

const prototipo = Validator.prototype as unknown as ValidatorInterno;
const compilar = prototipo.getAjvValidator;
const compilados = new Map<string, MetaValidador>();

if (typeof compilar === 'function') {
  prototipo.getAjvValidator = function (this: ValidatorInterno, version: string): MetaValidador {
    const chave = `${version} ${JSON.stringify(this.ajvOptions)}`;
    let validar = compilados.get(chave);
    if (!validar) {
      validar = compilar.call(this, version);
      compilados.set(chave, validar);
    }
    return validar;
  };
}

/** How many meta-schemas this process compiled (one per OpenAPI version met, whatever the apps built). */
export function metaSchemasCompilados(): number {
  return compilados.size;
}
