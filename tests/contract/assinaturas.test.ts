/** Contract: the operations of openapi/v4/paths/assinaturas.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/assinaturas';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos']);
