/**
 * Free shipping (spec section 2's scrolling banner: 'free shipping for orders from R$ 3.000 for
 * South, Southeast and Goiás regions'), as each supplier configures it: a minimum order in
 * centavos and the states (UF) it covers. The banner's text is made here (the server sends it
 * with the supplier, so the browser needs none of these tables at first view), and the delivery
 * fee of the checkout asks `freteGratisAplica` for the delivery address's state.
 */

export interface FreteGratisConfig {
  /** The order's total from which shipping is free, in centavos. */
  minimo_centavos: number;
  /** The states it covers (UF codes, e.g. 'SP'). */
  ufs: string[];
}

/** Brazil's states by region (IBGE), in the order a text names them. */
export const REGIOES: readonly { nome: string; ufs: readonly string[] }[] = [
  { nome: 'Norte', ufs: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'] },
  { nome: 'Nordeste', ufs: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'] },
  { nome: 'Centro-Oeste', ufs: ['DF', 'GO', 'MS', 'MT'] },
  { nome: 'Sudeste', ufs: ['ES', 'MG', 'RJ', 'SP'] },
  { nome: 'Sul', ufs: ['PR', 'RS', 'SC'] },
];

export const ESTADOS: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AM: 'Amazonas',
  AP: 'Amapá',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MG: 'Minas Gerais',
  MS: 'Mato Grosso do Sul',
  MT: 'Mato Grosso',
  PA: 'Pará',
  PB: 'Paraíba',
  PE: 'Pernambuco',
  PI: 'Piauí',
  PR: 'Paraná',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RO: 'Rondônia',
  RR: 'Roraima',
  RS: 'Rio Grande do Sul',
  SC: 'Santa Catarina',
  SE: 'Sergipe',
  SP: 'São Paulo',
  TO: 'Tocantins',
};

const TODAS_AS_UFS = Object.keys(ESTADOS);

/** The config's states: known UF codes only, upper case, once each. */
export function ufsValidas(ufs: readonly string[]): string[] {
  return [...new Set(ufs.map((uf) => uf.trim().toUpperCase()))].filter((uf) => uf in ESTADOS);
}

/** 'A', 'A e B', 'A, B e C'. */
function lista(nomes: readonly string[]): string {
  return nomes.length <= 1 ? (nomes[0] ?? '') : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;
}

/** 'R$ 3.000' for whole reais, 'R$ 2.999,90' otherwise. */
function valor(centavos: number): string {
  const reais = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(Math.trunc(centavos / 100));
  return centavos % 100 === 0 ? `R$ ${reais}` : `R$ ${reais},${String(centavos % 100).padStart(2, '0')}`;
}

/**
 * Where it applies, in words: whole regions by name (South before Southeast as the spec writes
 * them), then the remaining states; 'todo o Brasil' when every state is covered.
 * ['PR','RS','SC','ES','MG','RJ','SP','GO'] → 'as regiões Sul, Sudeste e Goiás'.
 */
export function ondeFreteGratis(ufs: readonly string[]): string {
  const validas = new Set(ufsValidas(ufs));
  if (TODAS_AS_UFS.every((uf) => validas.has(uf))) return 'todo o Brasil';
  const regioes = [...REGIOES].reverse().filter((r) => r.ufs.every((uf) => validas.has(uf)));
  const nasRegioes = new Set(regioes.flatMap((r) => r.ufs));
  const estados = [...validas]
    .filter((uf) => !nasRegioes.has(uf))
    .map((uf) => ESTADOS[uf]!)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const nomes = [...regioes.map((r) => r.nome), ...estados];
  if (regioes.length === 0) return lista(estados);
  return `${regioes.length === 1 && estados.length === 0 ? 'a região' : 'as regiões'} ${lista(nomes)}`;
}

/** A usable minimum (a whole, non-negative number of centavos); else the config offers nothing. */
const minimoValido = (config: FreteGratisConfig | null | undefined): config is FreteGratisConfig =>
  !!config && Number.isSafeInteger(config.minimo_centavos) && config.minimo_centavos >= 0;

/** The banner's text; null when the supplier offers no free shipping (no states, or no config). */
export function textoFreteGratis(config: FreteGratisConfig | null | undefined): string | null {
  if (!minimoValido(config)) return null;
  const ufs = ufsValidas(config.ufs);
  if (ufs.length === 0) return null;
  const desde =
    config.minimo_centavos === 0 ? 'em todos os pedidos' : `para pedidos a partir de ${valor(config.minimo_centavos)}`;
  return `Frete grátis ${desde} para ${ondeFreteGratis(ufs)}`;
}

/** Whether an order of `totalCentavos` delivered in `uf` ships free. */
export function freteGratisAplica(
  config: FreteGratisConfig | null | undefined,
  uf: string,
  totalCentavos: number,
): boolean {
  return (
    minimoValido(config) &&
    ufsValidas(config.ufs).includes(uf.trim().toUpperCase()) &&
    totalCentavos >= config.minimo_centavos
  );
}
