/** Contract: the operations of openapi/v2/paths/faturas.yaml and openapi/v4/paths/faturas.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/faturas';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'pedidos', 'atendenteAurora', 'adminAurora']);
