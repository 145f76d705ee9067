/** Contract: the operations of openapi/v4/paths/log.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/log';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
