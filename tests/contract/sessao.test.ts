/** Contract: the operations of openapi/v1/paths/sessao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/sessao';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoAurora']);
