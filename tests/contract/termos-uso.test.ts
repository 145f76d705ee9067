/** Contract: the operations of openapi/v4/paths/termos-uso.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/termos-uso';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoConstruforte', 'sessaoAurora']);
