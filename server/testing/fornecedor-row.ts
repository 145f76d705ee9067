/** Test support: a supplier row to insert as it is stored (JSON columns as text), with what a test names overriding the defaults. */
export function fornecedorRow<T extends { idfornecedor: string; slug?: string }>(campos: T) {
  return {
    idempresa: 1,
    nome: 'Loja Teste',
    tags: '[]',
    segmentos: '[]',
    modulos: '[]',
    logo: null,
    meta_info: '{}',
    ordenacoes_produto: '[]',
    config: '{}',
    ...campos,
  };
}
