/** Contract: the operations of openapi/v4/paths/formas-entrega.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/formas-entrega';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'primeiroProdutoAurora', 'enderecos']);
