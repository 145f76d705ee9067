/**
 * Loaded only when the entry URL carries `api_key` and `id_erp_usuario` (src/main.tsx, which has
 * already taken them out of the address bar): starts the API-key login in the app's scope.
 */
import { allSettled, type Scope } from 'effector';
import { apiKeyLoginRequested, type PedidoApiKey } from '../../engine/model/api-key-login';

export function loginPorApiKey(scope: Scope, pedido: PedidoApiKey): Promise<void> {
  return allSettled(apiKeyLoginRequested, { scope, params: pedido }).then(() => undefined);
}
