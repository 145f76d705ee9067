/**
 * Supplier and store selection (issue 12; spec sections 2 'Supplier/store selection', 3
 * fornecedoresAvailable and lojasEmpresa, 4 'Address', 5 the access gates), pure and shared:
 *
 * - `decidirFornecedores`: what the by-location supplier lookup of a chosen address leads to
 *   (several: the store-selection list; one: switch to it when it is another; none: the
 *   'not served' warning and the address flagged invalid);
 * - `lojasDaEmpresa`: the shops of the current supplier's company (same idempresa);
 * - `somenteRetirada`: the has-collect-only rule (pickup without delivery);
 * - `enderecoAutoSelecionado`: which address fetching the list selects by itself
 *   (use-primary-address: the primary; the user's uses-single-address: the first);
 * - `exigeEndereco` and `exigeLogin`: the address-required and login gates;
 * - `validarLocalSoCidade`: the entry by city or neighbourhood only.
 */
import {
  TAG_ADDRESS_REQUIRED_TO_ENTER,
  TAG_DELIVERY,
  TAG_LOGIN_REQUIRED_TO_ENTER,
  TAG_PICKUP,
  TAG_SINGLE_ADDRESS,
} from './tags';
import { UFS, LIMITES_ENDERECO, MENSAGENS_ENDERECO } from './address';

/** Spec section 8: the toast (warning) when no supplier serves the chosen place. */
export const AVISO_NAO_ATENDIDO = 'Infelizmente ainda não atendemos o seu endereço';
/** The server's code for a place the supplier does not serve. */
export const CODIGO_NAO_ATENDIDO = 'endereco.nao.atendido';

export interface FornecedorDaLoja {
  idfornecedor: string;
  slug: string;
  idempresa: number;
  tags: readonly string[];
}

export type DecisaoFornecedores<F> =
  /** Several suppliers serve the place: the store-selection list (fornecedoresAvailable). */
  | { tipo: 'escolher'; fornecedores: F[] }
  /** Exactly one, another than the current: switch to it. */
  | { tipo: 'trocar'; fornecedor: F }
  /** Exactly the current one: nothing changes. */
  | { tipo: 'manter' }
  /** None: 'Infelizmente ainda não atendemos o seu endereço', the address flagged invalid. */
  | { tipo: 'nenhum' };

/** Spec section 4 'Address': the lookup's answer, from the current supplier's point of view. */
export function decidirFornecedores<F extends { idfornecedor: string }>(
  encontrados: readonly F[],
  idfornecedorAtual: string | null,
): DecisaoFornecedores<F> {
  const unicos = encontrados.filter((f, i) => encontrados.findIndex((g) => g.idfornecedor === f.idfornecedor) === i);
  if (unicos.length === 0) return { tipo: 'nenhum' };
  if (unicos.length > 1) return { tipo: 'escolher', fornecedores: unicos };
  const unico = unicos[0]!;
  return unico.idfornecedor === idfornecedorAtual ? { tipo: 'manter' } : { tipo: 'trocar', fornecedor: unico };
}

/** lojasEmpresa: the shops of the same company as the current one (itself included, first). */
export function lojasDaEmpresa<F extends FornecedorDaLoja>(
  fornecedores: readonly F[],
  atual: FornecedorDaLoja | null,
): F[] {
  if (!atual) return [];
  const daEmpresa = fornecedores.filter((f) => f.idempresa === atual.idempresa);
  return [
    ...daEmpresa.filter((f) => f.idfornecedor === atual.idfornecedor),
    ...daEmpresa.filter((f) => f.idfornecedor !== atual.idfornecedor),
  ];
}

/** The has-collect-only rule: the supplier collects and does not deliver (its orders are RETIRADA). */
export function somenteRetirada(tags: readonly string[]): boolean {
  return tags.includes(TAG_PICKUP) && !tags.includes(TAG_DELIVERY);
}

/** How the store-selection screen describes a shop's delivery. */
export function descricaoAtendimento(tags: readonly string[]): string {
  if (somenteRetirada(tags)) return 'Somente retirada na loja';
  return tags.includes(TAG_PICKUP) ? 'Entrega ou retirada na loja' : 'Entrega no endereço';
}

/**
 * Spec section 4: fetching the address list selects the primary address when the supplier has tag
 * use-primary-address, or the first when the user has tag uses-single-address; otherwise none
 * (null). The list is given in the server's order (the primary first).
 */
export function enderecoAutoSelecionado<E extends { idendereco: number; primario: boolean }>(
  enderecos: readonly E[],
  tagsFornecedor: readonly string[],
  tagsUsuario: readonly string[],
): E | null {
  if (tagsFornecedor.includes('use-primary-address')) {
    const primario = enderecos.find((e) => e.primario);
    if (primario) return primario;
  }
  if (tagsUsuario.includes(TAG_SINGLE_ADDRESS)) return enderecos[0] ?? null;
  return null;
}

/** The place chosen to shop from: a saved address (id) or a point or a city. */
export interface LocalEscolhido {
  idendereco?: number | null;
  lat?: number | null;
  lng?: number | null;
  cidade?: string | null;
  uf?: string | null;
  bairro?: string | null;
}

/**
 * Spec section 5, the address-required gate: the supplier has tags has-delivery and
 * requires-address-to-access, and the chosen address has neither an id nor a latitude.
 */
export function exigeEndereco(tagsFornecedor: readonly string[], local: LocalEscolhido | null): boolean {
  if (!tagsFornecedor.includes(TAG_DELIVERY) || !tagsFornecedor.includes(TAG_ADDRESS_REQUIRED_TO_ENTER)) return false;
  const temId = typeof local?.idendereco === 'number' && local.idendereco > 0;
  const temLatitude = typeof local?.lat === 'number' && Number.isFinite(local.lat);
  return !temId && !temLatitude;
}

/** Spec section 5, the login gate: the supplier requires login when it has tag requires-supplier-to-access. */
export function exigeLogin(tagsFornecedor: readonly string[], logado: boolean): boolean {
  return tagsFornecedor.includes(TAG_LOGIN_REQUIRED_TO_ENTER) && !logado;
}

export const MENSAGENS_LOCAL = {
  cidade: MENSAGENS_ENDERECO.cidade,
  uf: MENSAGENS_ENDERECO.uf,
  longo: MENSAGENS_ENDERECO.longo,
} as const;

export type LocalSoCidade = { cidade: string; uf: string; bairro: string | null };

/**
 * Entry by city or neighbourhood only ('use only city or neighbourhood'): a city (required) with
 * its state, and a neighbourhood if wanted; trimmed, within the address limits.
 */
export function validarLocalSoCidade(entrada: {
  cidade?: unknown;
  uf?: unknown;
  bairro?: unknown;
}): { ok: true; local: LocalSoCidade } | { ok: false; erros: Partial<Record<'cidade' | 'uf' | 'bairro', string>> } {
  const erros: Partial<Record<'cidade' | 'uf' | 'bairro', string>> = {};
  const cidade = typeof entrada.cidade === 'string' ? entrada.cidade.trim().replace(/\s+/g, ' ') : '';
  const uf = typeof entrada.uf === 'string' ? entrada.uf.trim().toUpperCase() : '';
  const bairro = typeof entrada.bairro === 'string' ? entrada.bairro.trim().replace(/\s+/g, ' ') : '';
  if (cidade === '') erros.cidade = MENSAGENS_LOCAL.cidade;
  else if (cidade.length > LIMITES_ENDERECO.cidade) erros.cidade = MENSAGENS_LOCAL.longo(LIMITES_ENDERECO.cidade);
  if (!(UFS as readonly string[]).includes(uf)) erros.uf = MENSAGENS_LOCAL.uf;
  if (bairro.length > LIMITES_ENDERECO.bairro) erros.bairro = MENSAGENS_LOCAL.longo(LIMITES_ENDERECO.bairro);
  if (Object.keys(erros).length > 0) return { ok: false, erros };
  return { ok: true, local: { cidade, uf, bairro: bairro === '' ? null : bairro } };
}

/**
 * Where switching to another shop goes: `/{slug}` (the supplier resolves at start). On a shop's
 * own domain (white-label mode) the domain wins over the path (spec section 4, step 2), so the
 * other shop's own domain is used when it has one (same protocol and port).
 */
export function urlDaLoja(
  loja: { slug: string; config?: { dominio?: { dominio?: string | null } } },
  origem: { whiteLabel: boolean; origin?: string | null },
): string {
  const dominio = loja.config?.dominio?.dominio ?? null;
  if (!origem.whiteLabel || !dominio || !origem.origin) return `/${loja.slug}`;
  try {
    const atual = new URL(origem.origin);
    return `${atual.protocol}//${dominio}${atual.port ? `:${atual.port}` : ''}/`;
  } catch {
    return `/${loja.slug}`;
  }
}
