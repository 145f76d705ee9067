/** Contract: the operations of openapi/v4/paths/listas.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/listas';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'sessaoAurora', 'atendenteAurora', 'adminAurora']);
