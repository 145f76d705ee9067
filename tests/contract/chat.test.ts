/** Contract: the operations of openapi/v4/paths/chat.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/chat';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos', 'sessaoAurora', 'sessaoConstruforte', 'atendenteAurora']);
