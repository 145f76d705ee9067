/**
 * Simple pictograms, one per product family, drawn in a 100×100 box with two colours:
 * `c` (strokes and solid shapes) and `f` (a light fill).
 */
export type Pictograma =
  | 'garrafa' | 'saco' | 'caixa-leite' | 'queijo' | 'maca' | 'carne' | 'pao' | 'spray' | 'sabonete'
  | 'floco' | 'doce' | 'xicara' | 'copo' | 'presente' | 'tijolos' | 'areia' | 'parafuso' | 'lata-tinta'
  | 'cano' | 'raio' | 'martelo' | 'piso' | 'tabuas' | 'torneira' | 'telhado' | 'escudo' | 'caixa';

type Desenho = (c: string, f: string) => string;

const DESENHOS: Record<Pictograma, Desenho> = {
  garrafa: (c, f) =>
    `<rect x="42" y="8" width="16" height="10" rx="2" fill="${c}"/><path d="M44 18h12v10c0 4 10 8 10 18v42a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V46c0-10 10-14 10-18z" fill="${f}" stroke="${c}" stroke-width="4"/><rect x="34" y="52" width="32" height="20" fill="${c}"/>`,
  saco: (c, f) =>
    `<path d="M30 22c6 4 34 4 40 0l-4 8c10 10 14 30 12 50a8 8 0 0 1-8 8H30a8 8 0 0 1-8-8c-2-20 2-40 12-50z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M36 30h28" stroke="${c}" stroke-width="4"/><rect x="34" y="50" width="32" height="18" rx="3" fill="${c}"/>`,
  'caixa-leite': (c, f) =>
    `<path d="M32 30l8-16h20l8 16v58H32z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M32 30h36M40 14l-2 16" stroke="${c}" stroke-width="4"/><path d="M32 54c8-6 28 6 36 0v34H32z" fill="${c}"/>`,
  queijo: (c, f) =>
    `<path d="M12 70L70 28l18 14v28z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M12 70h76" stroke="${c}" stroke-width="4"/><circle cx="58" cy="56" r="6" fill="${c}"/><circle cx="76" cy="50" r="4" fill="${c}"/><circle cx="40" cy="62" r="4" fill="${c}"/>`,
  maca: (c, f) =>
    `<path d="M50 30c-10-8-34-6-34 22 0 20 14 38 26 38 4 0 6-2 8-2s4 2 8 2c12 0 26-18 26-38 0-28-24-30-34-22z" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M50 30c0-8 2-14 6-18" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M56 20c8-8 18-6 20-4-4 8-12 10-20 4z" fill="${c}"/>`,
  carne: (c, f) =>
    `<path d="M20 40c4-18 30-26 48-18s20 30 10 42-30 14-40 20-22-2-20-14 0-18 2-30z" fill="${f}" stroke="${c}" stroke-width="4"/><circle cx="62" cy="44" r="9" fill="none" stroke="${c}" stroke-width="4"/><path d="M30 52c6 4 14 4 20 0" stroke="${c}" stroke-width="4" fill="none"/>`,
  pao: (c, f) =>
    `<path d="M14 60c0-22 16-34 36-34s36 12 36 34v10a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M34 40l-6 14M52 36l-6 16M70 40l-6 14" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  spray: (c, f) =>
    `<path d="M38 34h24l6 12v40a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4V46z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M42 34V22h22l10 6-4 6H52" fill="${c}"/><rect x="38" y="56" width="24" height="18" fill="${c}"/><path d="M80 22l8-4M80 28h10M80 34l8 4" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  sabonete: (c, f) =>
    `<rect x="16" y="46" width="56" height="32" rx="14" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M28 60h32" stroke="${c}" stroke-width="4" stroke-linecap="round"/><circle cx="70" cy="30" r="10" fill="none" stroke="${c}" stroke-width="4"/><circle cx="84" cy="48" r="6" fill="none" stroke="${c}" stroke-width="3"/><circle cx="52" cy="24" r="5" fill="none" stroke="${c}" stroke-width="3"/>`,
  floco: (c) =>
    `<g stroke="${c}" stroke-width="5" stroke-linecap="round"><path d="M50 12v76M17 31l66 38M17 69l66-38"/><path d="M42 18l8 8 8-8M42 82l8-8 8 8M18 44l10-3-3-10M82 56l-10 3 3 10M18 56l10 3-3 10M82 44l-10-3 3-10"/></g>`,
  doce: (c, f) =>
    `<ellipse cx="50" cy="50" rx="22" ry="18" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M28 50l-16-14v28zM72 50l16-14v28z" fill="${c}"/><path d="M40 38c6 8 6 16 0 24M54 36c6 10 6 18 0 28" stroke="${c}" stroke-width="3" fill="none"/>`,
  xicara: (c, f) =>
    `<path d="M20 44h48v18c0 14-10 22-24 22s-24-8-24-22z" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M68 50h6a9 9 0 0 1 0 18h-8" fill="none" stroke="${c}" stroke-width="4"/><path d="M12 88h64" stroke="${c}" stroke-width="5" stroke-linecap="round"/><path d="M34 34c-4-6 4-10 0-18M48 34c-4-6 4-10 0-18" stroke="${c}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  copo: (c, f) =>
    `<path d="M26 20h48l-7 68H33z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M29 38h42" stroke="${c}" stroke-width="4"/><path d="M56 20l8-12" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  presente: (c, f) =>
    `<rect x="16" y="40" width="68" height="46" rx="3" fill="${f}" stroke="${c}" stroke-width="4"/><rect x="12" y="30" width="76" height="14" rx="3" fill="${c}"/><rect x="45" y="30" width="10" height="56" fill="${c}"/><path d="M50 30c-10-16-26-12-20-2M50 30c10-16 26-12 20-2" stroke="${c}" stroke-width="4" fill="none"/>`,
  tijolos: (c, f) =>
    `<g fill="${f}" stroke="${c}" stroke-width="4"><rect x="10" y="24" width="38" height="18"/><rect x="52" y="24" width="38" height="18"/><rect x="10" y="46" width="18" height="18"/><rect x="32" y="46" width="38" height="18"/><rect x="74" y="46" width="16" height="18"/><rect x="10" y="68" width="38" height="18"/><rect x="52" y="68" width="38" height="18"/></g>`,
  areia: (c, f) =>
    `<path d="M8 84c10-30 24-52 42-52s32 22 42 52z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><g fill="${c}"><circle cx="40" cy="60" r="3"/><circle cx="56" cy="52" r="3"/><circle cx="62" cy="70" r="3"/><circle cx="30" cy="76" r="3"/><circle cx="74" cy="78" r="3"/></g>`,
  parafuso: (c, f) =>
    `<path d="M30 14h40l8 14-8 14H30l-8-14z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><rect x="42" y="42" width="16" height="44" fill="${c}"/><path d="M38 50l24-4M38 62l24-4M38 74l24-4" stroke="${f}" stroke-width="3"/>`,
  'lata-tinta': (c, f) =>
    `<ellipse cx="46" cy="30" rx="28" ry="8" fill="${c}"/><path d="M18 30v50c0 5 12 9 28 9s28-4 28-9V30" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M18 44c8 6 20 4 28 0s20-6 28 0v10H18z" fill="${c}"/><path d="M74 30c8-6 14-2 14 8v20" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  cano: (c, f) =>
    `<path d="M10 30h40a20 20 0 0 1 20 20v36H50V50H10z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><rect x="6" y="26" width="10" height="28" fill="${c}"/><rect x="46" y="80" width="28" height="10" fill="${c}"/><path d="M84 20c-6 10-8 14-8 18a8 8 0 0 0 16 0c0-4-2-8-8-18z" fill="${c}"/>`,
  raio: (c, f) =>
    `<circle cx="50" cy="50" r="38" fill="${f}" stroke="${c}" stroke-width="4"/><path d="M56 16L30 56h18l-6 28 28-42H52z" fill="${c}"/>`,
  martelo: (c, f) =>
    `<path d="M22 20h40l10 10v12H22z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><rect x="40" y="42" width="12" height="48" rx="3" fill="${c}"/><path d="M72 30h10" stroke="${c}" stroke-width="4"/>`,
  piso: (c, f) =>
    `<g stroke="${c}" stroke-width="4"><rect x="14" y="14" width="34" height="34" fill="${f}"/><rect x="52" y="14" width="34" height="34" fill="${c}"/><rect x="14" y="52" width="34" height="34" fill="${c}"/><rect x="52" y="52" width="34" height="34" fill="${f}"/></g>`,
  tabuas: (c, f) =>
    `<g stroke="${c}" stroke-width="4" stroke-linejoin="round"><path d="M10 30l70-14 10 10-70 14z" fill="${f}"/><path d="M10 52l70-14 10 10-70 14z" fill="${f}"/><path d="M10 74l70-14 10 10-70 14z" fill="${f}"/></g><path d="M30 34c8-2 14-3 22-5M30 78c8-2 14-3 22-5" stroke="${c}" stroke-width="2"/>`,
  torneira: (c, f) =>
    `<rect x="14" y="34" width="12" height="26" fill="${c}"/><path d="M26 38h36a16 16 0 0 1 16 16v8H64v-8a2 2 0 0 0-2-2H26z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><rect x="38" y="22" width="10" height="16" fill="${c}"/><rect x="30" y="16" width="26" height="8" rx="3" fill="${c}"/><path d="M71 70c-4 7-6 10-6 13a6 6 0 0 0 12 0c0-3-2-6-6-13z" fill="${c}"/>`,
  telhado: (c, f) =>
    `<path d="M8 54L50 18l42 36" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><path d="M20 50v36h60V50L50 26z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M28 58h44M28 68h44M28 78h44" stroke="${c}" stroke-width="3"/>`,
  escudo: (c, f) =>
    `<path d="M50 10l34 12v24c0 22-16 38-34 44-18-6-34-22-34-44V22z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M50 32c-8 12-12 18-12 24a12 12 0 0 0 24 0c0-6-4-12-12-24z" fill="${c}"/>`,
  caixa: (c, f) =>
    `<path d="M14 32l36-16 36 16v40L50 88 14 72z" fill="${f}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M14 32l36 16 36-16M50 48v40" stroke="${c}" stroke-width="4" fill="none"/>`,
};

/** Keyword → pictogram, tried against the category slug first, then against the product name. */
const REGRAS: [RegExp, Pictograma][] = [
  [/\bkit\b|cesta|presente/i, 'presente'],
  [/bebida|refrigerante|agua|água|suco|nectar|néctar|cerveja|energetic|energétic|isot|vinho|espumante|refresco/i, 'garrafa'],
  [/cafe|café|\bchas?\b|chá|cappuccino|achocolatado|\bmate\b/i, 'xicara'],
  [/latic|leite|iogurte|manteiga|margarina|requeij|creme de leite/i, 'caixa-leite'],
  [/frios|queijo|presunto|mortadela|salame|peito de peru/i, 'queijo'],
  [/horti|fruta|legume|verdura|tomate|banana|maçã|maca|laranja|alface/i, 'maca'],
  [/carne|bovin|frango|suín|suin|peixe|tilápia|salmão|linguiça/i, 'carne'],
  [/padaria|pão|pao|bolo|biscoito|torrada|panetone/i, 'pao'],
  [/limpeza|detergente|sabão|sabao|desinfetante|sanit|amaciante|multiuso/i, 'spray'],
  [/higiene|sabonete|shampoo|creme dental|desodorante|fralda/i, 'sabonete'],
  [/congelad|sorvete|gelo|polpa|picolé/i, 'floco'],
  [/doce|snack|chocolate|bala|bombom|salgadinho|paçoca/i, 'doce'],
  [/descart|copo|prato|talher|guardanapo|marmit/i, 'copo'],
  [/cimento|argamassa|rejunte|gesso|\bcal\b|graute|chapisco|mercearia|gr[aã]os|arroz|feij[aã]o|farinha|a[cç][uú]car/i, 'saco'],
  [/areia|pedra|brita|agregad|argila/i, 'areia'],
  [/tijolo|bloco|cobog|laje|elemento vazado/i, 'tijolos'],
  [/ferrag|vergalh|prego|parafuso|arame|bucha|dobradi|fechadura|cadeado/i, 'parafuso'],
  [/tinta|verniz|massa corrida|massa acr|selador|textura|pintura/i, 'lata-tinta'],
  [/hidr[aá]ulic|tubo|cano|conex|registro|caixa d|joelho|ralo|sif[aã]o/i, 'cano'],
  [/el[eé]tric|cabo|fio|tomada|interruptor|disjuntor|l[aâ]mpada|led\b/i, 'raio'],
  [/ferrament|martelo|trena|chave|alicate|furadeira|serra|p[aá] |enxada/i, 'martelo'],
  [/piso|revestimento|porcelanato|pastilha|rodap[eé] de porcelanato/i, 'piso'],
  [/madeira|t[aá]bua|caibro|viga|ripa|sarrafo|compensado|mdf|osb|porta/i, 'tabuas'],
  [/lou[cç]a|metais|torneira|vaso|lavat[oó]rio|cuba|chuveiro|ducha|misturador/i, 'torneira'],
  [/telha|cobertura|cumeeira|calha|rufo/i, 'telhado'],
  [/impermeabil|manta|selante|silicone|hidrorrepelente/i, 'escudo'],
  [/molho|temper|[oó]leo|azeite|conserva/i, 'garrafa'],
  [/massa|macarr/i, 'saco'],
];

export function escolherPictograma(categoriaSlug: string | null | undefined, nome: string): Pictograma {
  for (const texto of [categoriaSlug ?? '', nome]) {
    if (!texto) continue;
    for (const [regra, pictograma] of REGRAS) if (regra.test(texto)) return pictograma;
  }
  return 'caixa';
}

export function desenharPictograma(p: Pictograma, cor: string, preenchimento: string): string {
  return DESENHOS[p](cor, preenchimento);
}

export const PICTOGRAMAS = Object.keys(DESENHOS) as Pictograma[];
