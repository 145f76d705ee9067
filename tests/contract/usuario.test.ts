/** Contract: the operations of openapi/v1/paths/usuario.yaml and openapi/v2/paths/usuario.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/usuario';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte', 'sessaoAurora', 'representante']);
