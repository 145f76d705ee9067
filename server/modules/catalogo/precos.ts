import type { FornecedorRow } from '../fornecedor';
import { logadoNoFornecedor, type Chamador } from '../sessao';

const TAG_OCULTAR_PRECO = 'hide-price-for-logged-out-customers';

/** Prices are hidden when the supplier says so and the caller has no live session at that supplier. */
export function deveOcultarPrecos(fornecedor: FornecedorRow, chamador: Chamador): boolean {
  return fornecedor.tags.includes(TAG_OCULTAR_PRECO) && !logadoNoFornecedor(chamador, fornecedor.idfornecedor);
}
