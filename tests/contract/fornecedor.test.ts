/** Contract: the operations of openapi/v2/paths/fornecedor.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/fornecedor';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoAurora', 'sessaoConstruforte']);
