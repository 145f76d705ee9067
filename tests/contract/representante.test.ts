/** Contract: the operations of openapi/v4/paths/representante.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/representante';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'representante']);
