/** Contract: the operations of openapi/v4/paths/pagina-estatica.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/pagina-estatica';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['sessaoCarrinho']);
