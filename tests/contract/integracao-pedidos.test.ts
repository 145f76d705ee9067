/** Contract: the operations of openapi/v4/paths/integracao-pedidos.yaml and aprovacoes.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/integracao-pedidos';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['atendenteAurora', 'adminAurora', 'pagamento']);
