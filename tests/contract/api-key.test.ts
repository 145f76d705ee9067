/** Contract: the operations of openapi/v4/paths/api-key.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/api-key';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
