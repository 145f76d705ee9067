/** Contract: the operations of openapi/v2/paths/carrinho.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/carrinho';
import { testarCasos } from './support/contrato';

testarCasos(casos, ['anon', 'sessaoConstruforte', 'sessaoCarrinho', 'atendenteAurora', 'primeiroProdutoAurora']);
