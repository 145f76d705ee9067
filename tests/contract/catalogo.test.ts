/** Contract: the operations of openapi/v2/paths/catalogo.yaml (tests/contract/support/contrato.ts runs them). */
import { casos } from './casos/catalogo';
import { testarCasos } from './support/contrato';

testarCasos(casos, [
  'anon',
  'sessaoConstruforte',
  'sessaoAurora',
  'sessaoCarrinho',
  'slugAurora',
  'slugConstruforte',
  'categoriaOfertas',
  'principalComAdicionais',
  'primeiroProdutoAurora',
]);
