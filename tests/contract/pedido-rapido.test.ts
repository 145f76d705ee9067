/** Contract: the operations of openapi/v4/paths/pedido-rapido.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/pedido-rapido';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
