/** The tree edits of a layout draft: the pure operations of engine/rules/layout-tree.ts on one of its lists. */
import {
  alterarNo,
  duplicarNo,
  idNovo,
  idsDaLista,
  inserirNo,
  moverParaBaixo,
  moverParaCima,
  moverParaDentro,
  moverParaFora,
  removerNo,
  reordenarNo,
  type CaminhoNo,
  type NoArvore,
} from '../../rules/layout-tree';
import type { ChaveLista, OperacaoArvore } from './texts';

/** The list at `chave` of a layout draft, or null when the draft has none there (bad JSON typed). */
export function listaDoLayout(rascunho: unknown, chave: ChaveLista): NoArvore[] | null {
  const [grupo, nome] = chave.split('.') as [string, string];
  const g =
    typeof rascunho === 'object' && rascunho !== null ? (rascunho as Record<string, unknown>)[grupo] : undefined;
  const lista = typeof g === 'object' && g !== null ? (g as Record<string, unknown>)[nome] : undefined;
  return Array.isArray(lista) &&
    lista.every((n) => typeof n === 'object' && n !== null && typeof (n as NoArvore).id === 'string')
    ? (lista as NoArvore[])
    : null;
}

/** Every node id of a layout draft (for fresh ids). */
function idsDoLayout(rascunho: unknown): Set<string> {
  const ids = new Set<string>();
  if (typeof rascunho !== 'object' || rascunho === null) return ids;
  for (const grupo of ['regions', 'pages']) {
    const g = (rascunho as Record<string, unknown>)[grupo];
    if (typeof g !== 'object' || g === null) continue;
    for (const nome of Object.keys(g)) {
      const lista = listaDoLayout(rascunho, `${grupo}.${nome}` as ChaveLista);
      if (lista) for (const id of idsDaLista(lista)) ids.add(id);
    }
  }
  return ids;
}

/** Applies a tree edit to a layout draft; returns the new draft and the node to select. */
export function aplicarOperacao(
  rascunho: unknown,
  chave: ChaveLista,
  operacao: OperacaoArvore,
): { rascunho: unknown; selecionar: string | null } {
  const lista = listaDoLayout(rascunho, chave);
  if (!lista) return { rascunho, selecionar: null };
  let nova: readonly NoArvore[] = lista;
  let selecionar: string | null = null;
  const idEm = (c: CaminhoNo) => {
    let nos: readonly NoArvore[] | undefined = lista;
    let id: string | null = null;
    for (const i of c) {
      const n: NoArvore | undefined = nos?.[i];
      id = n?.id ?? null;
      nos = n?.children;
    }
    return id;
  };
  switch (operacao.op) {
    case 'adicionar': {
      const id = idNovo(operacao.tipo, idsDoLayout(rascunho));
      nova = inserirNo(lista, operacao.pai ?? [], operacao.indice, { type: operacao.tipo, id, props: {} });
      selecionar = id;
      break;
    }
    case 'remover':
      nova = removerNo(lista, operacao.caminho);
      break;
    case 'duplicar': {
      const r = duplicarNo(lista, operacao.caminho, idsDoLayout(rascunho));
      nova = r.lista;
      selecionar = r.id;
      break;
    }
    case 'cima':
      nova = moverParaCima(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'baixo':
      nova = moverParaBaixo(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'dentro': {
      const aceita = new Set(operacao.aceitaFilhos);
      nova = moverParaDentro(lista, operacao.caminho, (t) => aceita.has(t));
      selecionar = idEm(operacao.caminho);
      break;
    }
    case 'fora':
      nova = moverParaFora(lista, operacao.caminho);
      selecionar = idEm(operacao.caminho);
      break;
    case 'reordenar':
      nova = reordenarNo(lista, operacao.pai, operacao.de, operacao.para);
      selecionar = idEm([...operacao.pai, operacao.de]);
      break;
    case 'props':
      nova = alterarNo(lista, operacao.caminho, (n) => ({ ...n, props: operacao.props }));
      selecionar = idEm(operacao.caminho);
      break;
    case 'when':
      nova = alterarNo(lista, operacao.caminho, (n) => {
        const { when: _antigo, ...resto } = n;
        return operacao.when && Object.keys(operacao.when).length > 0 ? { ...resto, when: operacao.when } : resto;
      });
      selecionar = idEm(operacao.caminho);
      break;
  }
  if (nova === lista) return { rascunho, selecionar };
  const [grupo, nome] = chave.split('.') as [string, string];
  const doc = rascunho as Record<string, Record<string, unknown>>;
  return { rascunho: { ...doc, [grupo]: { ...doc[grupo], [nome]: nova } }, selecionar };
}
