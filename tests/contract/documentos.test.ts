/** Contract: the operations of openapi/v4/paths/documentos.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/documentos';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
