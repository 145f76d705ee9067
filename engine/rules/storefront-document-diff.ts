/**
 * A readable diff of two versions of a storefront document (layout, menu, features, tema), for
 * the studio's history: blocks (or menu items) added, removed, moved, and what changed in them or
 * elsewhere in the document, each in pt-BR with its JSON path. Pure.
 *
 * An "item" is an object with a string `id` inside an array (a layout block, a menu entry): items
 * are matched by id wherever they are, so a block that changed place is one `movido` (never a
 * removal plus an addition), and the blocks that only shifted because another one came or went
 * are not reported (the moves are the fewest: what falls outside the longest common order). What
 * an added or removed item holds (its children) is not reported again.
 */

export type TipoMudanca = 'adicionado' | 'removido' | 'movido' | 'alterado';

export interface Mudanca {
  tipo: TipoMudanca;
  caminho: string;
  descricao: string;
}

type Json = unknown;
type Objeto = Record<string, unknown>;

interface Item {
  id: string;
  no: Objeto;
  /** Path of the array holding it, e.g. `pages.home` or `pages.home[0].children`. */
  lista: string;
  indice: number;
  caminho: string;
}

const isObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const isItem = (v: unknown): v is Objeto & { id: string } => isObjeto(v) && typeof v['id'] === 'string';

/** An array of items (at least one element with an id): handled by the item matching, not field by field. */
const isListaDeItens = (v: unknown): boolean => Array.isArray(v) && v.some(isItem);

function juntar(caminho: string, chave: string | number): string {
  if (typeof chave === 'number') return `${caminho}[${chave}]`;
  const segmento = /^[A-Za-z_$][\w$-]*$/.test(chave) ? chave : JSON.stringify(chave);
  if (caminho === '') return /^[A-Za-z_$]/.test(segmento) ? segmento : `[${segmento}]`;
  return /^[A-Za-z_$]/.test(segmento) ? `${caminho}.${segmento}` : `${caminho}[${segmento}]`;
}

function igual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => igual(v, b[i]));
  if (isObjeto(a) && isObjeto(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && igual(a[k], b[k]));
  }
  return false;
}

function valor(v: Json): string {
  const texto = JSON.stringify(v) ?? 'undefined';
  return texto.length > 60 ? `${texto.slice(0, 57)}…` : texto;
}

function rotulo(no: Objeto): string {
  const id = String(no['id']);
  if (typeof no['type'] === 'string') return `Bloco "${no['type']}" (id ${id})`;
  if (typeof no['label'] === 'string') return `Item "${no['label']}" (id ${id})`;
  return `Item (id ${id})`;
}

/** Every item of the document with where it is (the first of a repeated id wins). */
function coletar(raiz: Json): Map<string, Item> {
  const itens = new Map<string, Item>();
  const visitar = (v: Json, caminho: string): void => {
    if (Array.isArray(v)) {
      v.forEach((el, i) => {
        const aqui = juntar(caminho, i);
        if (isItem(el) && !itens.has(el.id))
          itens.set(el.id, { id: el.id, no: el, lista: caminho, indice: i, caminho: aqui });
        visitar(el, aqui);
      });
    } else if (isObjeto(v)) {
      for (const [k, filho] of Object.entries(v)) visitar(filho, juntar(caminho, k));
    }
  };
  visitar(raiz, '');
  return itens;
}

/** Field-by-field differences, leaving lists of items to the item matching. */
function diffCampos(a: Json, b: Json, caminho: string, prefixo: string, out: Mudanca[], base = ''): void {
  if (igual(a, b)) return;
  if (isListaDeItens(a) || isListaDeItens(b)) return;
  // Inside an item, the description names the field from the item (`props.titulo`); the path is the whole one.
  const relativo = (c: string): string =>
    (base !== '' && c.startsWith(base) ? c.slice(base.length).replace(/^\./, '') : c) || '(documento)';
  const nome = caminho === '' ? '(documento)' : caminho;
  if (isObjeto(a) && isObjeto(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const aqui = juntar(caminho, k);
      const tem = (o: Objeto) => Object.prototype.hasOwnProperty.call(o, k);
      if (!tem(a)) {
        if (!isListaDeItens(b[k]))
          out.push({
            tipo: 'alterado',
            caminho: aqui,
            descricao: `${prefixo}${relativo(aqui)} definido como ${valor(b[k])}`,
          });
      } else if (!tem(b)) {
        if (!isListaDeItens(a[k]))
          out.push({
            tipo: 'alterado',
            caminho: aqui,
            descricao: `${prefixo}${relativo(aqui)} removido (era ${valor(a[k])})`,
          });
      } else {
        diffCampos(a[k], b[k], aqui, prefixo, out, base);
      }
    }
    return;
  }
  out.push({
    tipo: 'alterado',
    caminho: nome,
    descricao: `${prefixo}${relativo(nome)} alterado de ${valor(a)} para ${valor(b)}`,
  });
}

/** The ids of `a` (in order) that keep their relative order in `b`: a longest common subsequence. */
function ordemMantida(a: readonly string[], b: readonly string[]): Set<string> {
  const n = a.length;
  const m = b.length;
  const t: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
    }
  }
  const mantidos = new Set<string>();
  let i = 0;
  let j = 0;
  // On a tie the earlier block of `a` is kept: a block moved up is the one reported ("grade to the top").
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      mantidos.add(a[i]!);
      i++;
      j++;
    } else if (t[i + 1]![j]! > t[i]![j + 1]!) i++;
    else j++;
  }
  return mantidos;
}

/** What an item holds besides its id, without its lists of items (compared as items). */
function semId(no: Objeto): Objeto {
  const { id: _id, ...resto } = no;
  return resto;
}

/** The readable changes from `antes` to `depois`; [] when they are equal. */
export function diffDocumentos(antes: Json, depois: Json): Mudanca[] {
  const out: Mudanca[] = [];
  diffCampos(antes, depois, '', '', out);
  const a = coletar(antes);
  const b = coletar(depois);
  // An item inside an added or removed item is part of it, not a change of its own.
  const dentroDe = (item: Item, outros: Map<string, Item>, mesmos: Map<string, Item>): boolean => {
    for (const pai of mesmos.values()) {
      if (pai.id !== item.id && !outros.has(pai.id) && item.caminho.startsWith(`${pai.caminho}.`)) return true;
    }
    return false;
  };

  for (const item of b.values()) {
    if (a.has(item.id) || dentroDe(item, a, b)) continue;
    out.push({
      tipo: 'adicionado',
      caminho: item.caminho,
      descricao: `${rotulo(item.no)} adicionado em ${item.lista || '(documento)'}, posição ${item.indice + 1}`,
    });
  }
  for (const item of a.values()) {
    if (b.has(item.id) || dentroDe(item, b, a)) continue;
    out.push({
      tipo: 'removido',
      caminho: item.caminho,
      descricao: `${rotulo(item.no)} removido de ${item.lista || '(documento)'} (era a posição ${item.indice + 1})`,
    });
  }

  // Moves: another list, or out of the longest common order within the same list.
  const listas = new Set([...b.values()].map((i) => i.lista));
  const movidos = new Set<string>();
  for (const lista of listas) {
    const ficaram = (m: Map<string, Item>, outro: Map<string, Item>) =>
      [...m.values()]
        .filter((i) => i.lista === lista && outro.get(i.id)?.lista === lista)
        .sort((x, y) => x.indice - y.indice)
        .map((i) => i.id);
    const mantidos = ordemMantida(ficaram(a, b), ficaram(b, a));
    for (const id of ficaram(b, a)) if (!mantidos.has(id)) movidos.add(id);
  }
  for (const item of b.values()) {
    const anterior = a.get(item.id);
    if (!anterior) continue;
    if (anterior.lista !== item.lista) {
      out.push({
        tipo: 'movido',
        caminho: item.caminho,
        descricao: `${rotulo(item.no)} movido de ${anterior.lista || '(documento)'}, posição ${anterior.indice + 1}, para ${item.lista || '(documento)'}, posição ${item.indice + 1}`,
      });
    } else if (movidos.has(item.id)) {
      out.push({
        tipo: 'movido',
        caminho: item.caminho,
        descricao: `${rotulo(item.no)} movido em ${item.lista || '(documento)'} da posição ${anterior.indice + 1} para a posição ${item.indice + 1}`,
      });
    }
    diffCampos(semId(anterior.no), semId(item.no), item.caminho, `${rotulo(item.no)}: `, out, item.caminho);
  }
  return out;
}
