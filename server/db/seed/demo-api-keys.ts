/**
 * The demo API keys (issue 9, item 7): the seed stores only their SHA-256, the README lists the
 * key so an integrator can try `POST /api/v4/api-key/login` and the storefront's entry URL
 * `/{slug}?api_key=…&id_erp_usuario=…`. The key is deterministic so the seed writes the same
 * bytes on every run; it is a demo secret, public on purpose, like the demo passwords.
 */
import { AURORA_ID } from './fornecedores';

export interface DemoApiKey {
  idapikeys: number;
  /** The key as an integrator sends it. */
  chave: string;
  idfornecedor: string;
  /** The customer's user id in the supplier's ERP (`id_erp_usuario`). */
  id_erp_usuario: string;
  idusuario: number;
  idcliente: number;
  descricao: string;
}

export const DEMO_API_KEYS: readonly DemoApiKey[] = [
  {
    idapikeys: 1,
    chave: 'sfk_c0egD9NNMuY4jGbzCWCzJL3AcNdMQ1m08f6EmNBRt_k',
    idfornecedor: AURORA_ID,
    id_erp_usuario: 'ERP-MARIA-001',
    idusuario: 1,
    idcliente: 1,
    descricao: 'ERP da Aurora: Maria Oliveira Santos',
  },
];
