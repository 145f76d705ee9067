/**
 * Loaded only when the entry URL carries `api_key` (src/main.tsx): takes `api_key` and
 * `id_erp_usuario` out of the address bar at once (history.replaceState), then, once the app has
 * started, starts the API-key login in the app's scope (engine/model/api-key-login).
 */
import { allSettled, type Scope } from 'effector';
import { apiKeyLoginRequested } from '#engine/model/api-key-login';

export async function loginPorApiKey(scope: Scope, started: Promise<unknown>): Promise<void> {
  const entrada = new URLSearchParams(window.location.search);
  const apiKey = entrada.get('api_key');
  const idErpUsuario = entrada.get('id_erp_usuario');
  entrada.delete('api_key');
  entrada.delete('id_erp_usuario');
  const resto = entrada.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${resto ? `?${resto}` : ''}${window.location.hash}`,
  );
  await started;
  if (apiKey && idErpUsuario) await allSettled(apiKeyLoginRequested, { scope, params: { apiKey, idErpUsuario } });
}
