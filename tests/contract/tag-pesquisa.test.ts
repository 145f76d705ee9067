/** Contract: the operations of openapi/v4/paths/tag-pesquisa.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/tag-pesquisa';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['primeiroProdutoAurora', 'categoriaOfertas']);
