/** Contract: the operations of openapi/v4/paths/estudio.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/estudio';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoCarrinho', 'atendenteAurora', 'adminAurora']);
