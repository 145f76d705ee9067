/** Contract: the operations of openapi/v4/paths/imagens.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/imagens';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
