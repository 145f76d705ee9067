/** Contract: the operations of openapi/v4/paths/produtos-admin.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/produtos-admin';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'sessaoCarrinho', 'atendenteAurora', 'adminAurora']);
