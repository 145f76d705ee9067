/** Contract: the operations of openapi/v4/paths/painel.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/painel';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'pagamento', 'sessaoCarrinho', 'atendenteAurora']);
