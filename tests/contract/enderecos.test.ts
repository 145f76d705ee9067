/** Contract: the operations of openapi/v1/paths/enderecos.yaml and openapi/v2/paths/enderecos.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/enderecos';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte', 'enderecos']);
