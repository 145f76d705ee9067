/** Contract: the operations of openapi/v2/paths/carrossel.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/carrossel';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte', 'sessaoAurora']);
