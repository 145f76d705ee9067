/** Contract: the operations of openapi/v1/paths/pedidos.yaml and openapi/v2/paths/pedidos.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/pedidos';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'anon']);
