/** Contract: the operations of openapi/v4/paths/integracao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/integracao';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['atendenteAurora', 'adminAurora']);
