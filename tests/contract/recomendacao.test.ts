/** Contract: the operations of openapi/v4/paths/recomendacao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/recomendacao';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['pedidos']);
