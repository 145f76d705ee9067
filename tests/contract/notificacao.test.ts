/** Contract: the operations of openapi/v4/paths/notificacao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/notificacao';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoAurora', 'sessaoCarrinho']);
