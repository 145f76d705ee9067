/** Contract: the operations of openapi/v1/paths/handover.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/handover';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte']);
