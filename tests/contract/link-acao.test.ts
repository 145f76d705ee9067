/** Contract: the operations of openapi/v4/paths/link-acao.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/link-acao';
import { testarCasos } from './support/contrato';

testarCasos(casos, []);
