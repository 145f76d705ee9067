/** Contract: the operations of openapi/v2/paths/formas-pagamento.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/formas-pagamento';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'enderecos']);
