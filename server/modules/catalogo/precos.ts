import { TAG_HIDE_PRICES_WHEN_LOGGED_OUT } from '#engine/rules/tags';
import type { FornecedorRow } from '../fornecedor';
import { veOsPrecosNoFornecedor, type Chamador } from '../sessao';

/**
 * Prices are hidden when the supplier says so and the caller has no live session at that
 * supplier, or is a client not approved there (spec sections 5 and 6).
 */
export function deveOcultarPrecos(fornecedor: FornecedorRow, chamador: Chamador): boolean {
  return (
    fornecedor.tags.includes(TAG_HIDE_PRICES_WHEN_LOGGED_OUT) &&
    !veOsPrecosNoFornecedor(chamador, fornecedor.idfornecedor)
  );
}
