/** Contract: the operations of openapi/v4/paths/tarefas.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/tarefas';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoCarrinho', 'atendenteAurora']);
