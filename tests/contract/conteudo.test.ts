/** Contract: the operations of openapi/v4/paths/conteudo.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/conteudo';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
