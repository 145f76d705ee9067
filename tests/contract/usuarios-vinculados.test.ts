/** Contract: the operations of openapi/v1/paths/usuarios-vinculados.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/usuarios-vinculados';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'principal']);
