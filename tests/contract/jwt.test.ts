/** Contract: the operations of openapi/v1/paths/jwt.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/jwt';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte']);
