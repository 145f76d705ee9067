/** Contract: the operations of openapi/v2/paths/recuperacao-senha.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/recuperacao-senha';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon']);
