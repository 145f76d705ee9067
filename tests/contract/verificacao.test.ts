/** Contract: the operations of openapi/v4/paths/verificacao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/verificacao';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoAurora', 'sessaoConstruforte']);
