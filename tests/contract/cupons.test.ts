/** Contract: the operations of openapi/v2/paths/cupons.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/cupons';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoCarrinho']);
