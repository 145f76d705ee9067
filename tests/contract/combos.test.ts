/** Contract: the operations of openapi/v4/paths/combos.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/combos';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'atendenteAurora', 'adminAurora']);
