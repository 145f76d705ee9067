/** Contract: the operations of openapi/v2/paths/configuracoes-cliente.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/configuracoes-cliente';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte', 'principal']);
