/**
 * What a product picture shows: the product's kind (coffee, rice, cement, paint…), read from its
 * name and its category slug with a small rule table, and the illustration and packaging colour of
 * that kind. Pure and deterministic: no I/O, no text in the picture.
 *
 * Order of the look-up: a kit (tipo_produto CONJUNTO) is a gift box; then the product name (the
 * rule matching earliest in it), then the category slug, then the
 * supplier's segment default, then a plain parcel.
 */

/** A kind: the icon drawn and the packaging hue. */
export interface TipoProduto {
  id: string;
  /** Icon name in @iconify-json/fluent-emoji-flat, or one of our own ('proprio-…', server/images/icones). */
  icone: string;
  /** Hue (0–359) of the background, chosen to set the icon off. */
  matiz: number;
}

const T = (id: string, icone: string, matiz: number): TipoProduto => ({ id, icone, matiz });

export const TIPOS = {
  // Drinks
  refrigerante: T('refrigerante', 'cup-with-straw', 200),
  agua: T('agua', 'droplet', 210),
  'agua-de-coco': T('agua-de-coco', 'coconut', 100),
  suco: T('suco', 'beverage-box', 40),
  refresco: T('refresco', 'tropical-drink', 190),
  cerveja: T('cerveja', 'beer-mug', 205),
  energetico: T('energetico', 'high-voltage', 265),
  isotonico: T('isotonico', 'tumbler-glass', 190),
  vinho: T('vinho', 'wine-glass', 340),
  espumante: T('espumante', 'bottle-with-popping-cork', 45),
  // Grocery
  cafe: T('cafe', 'hot-beverage', 28),
  cha: T('cha', 'teacup-without-handle', 95),
  mate: T('mate', 'mate', 80),
  arroz: T('arroz', 'cooked-rice', 205),
  feijao: T('feijao', 'beans', 42),
  milho: T('milho', 'ear-of-corn', 110),
  farinha: T('farinha', 'sheaf-of-rice', 25),
  acucar: T('acucar', 'ice', 330),
  sal: T('sal', 'salt', 200),
  oleo: T('oleo', 'olive', 50),
  massa: T('massa', 'spaghetti', 15),
  miojo: T('miojo', 'steaming-bowl', 15),
  tomate: T('tomate', 'tomato', 140),
  conserva: T('conserva', 'canned-food', 185),
  peixe: T('peixe', 'fish', 200),
  pote: T('pote', 'jar', 15),
  tempero: T('tempero', 'herb', 35),
  ovos: T('ovos', 'egg', 25),
  // Dairy and cold cuts
  leite: T('leite', 'glass-of-milk', 215),
  iogurte: T('iogurte', 'bowl-with-spoon', 330),
  manteiga: T('manteiga', 'butter', 210),
  queijo: T('queijo', 'cheese-wedge', 215),
  frios: T('frios', 'cut-of-meat', 150),
  bacon: T('bacon', 'bacon', 150),
  linguica: T('linguica', 'hot-dog', 45),
  // Fresh produce
  batata: T('batata', 'potato', 100),
  'batata-doce': T('batata-doce', 'roasted-sweet-potato', 95),
  cebola: T('cebola', 'onion', 100),
  cenoura: T('cenoura', 'carrot', 195),
  alho: T('alho', 'garlic', 150),
  pepino: T('pepino', 'cucumber', 35),
  pimentao: T('pimentao', 'bell-pepper', 30),
  banana: T('banana', 'banana', 205),
  maca: T('maca', 'red-apple', 95),
  laranja: T('laranja', 'tangerine', 195),
  limao: T('limao', 'lime', 55),
  melao: T('melao', 'melon', 25),
  manga: T('manga', 'peach', 150),
  melancia: T('melancia', 'watermelon', 55),
  abacaxi: T('abacaxi', 'pineapple', 200),
  uva: T('uva', 'grapes', 90),
  morango: T('morango', 'strawberry', 95),
  folhas: T('folhas', 'leafy-green', 35),
  brocolis: T('brocolis', 'broccoli', 35),
  hortifruti: T('hortifruti', 'green-apple', 30),
  // Meat
  carne: T('carne', 'cut-of-meat', 25),
  costela: T('costela', 'meat-on-bone', 25),
  frango: T('frango', 'poultry-leg', 35),
  hamburguer: T('hamburguer', 'hamburger', 40),
  // Bakery
  pao: T('pao', 'bread', 20),
  baguete: T('baguete', 'baguette-bread', 20),
  'pao-sirio': T('pao-sirio', 'flatbread', 20),
  croissant: T('croissant', 'croissant', 200),
  bolo: T('bolo', 'shortcake', 185),
  panetone: T('panetone', 'cupcake', 140),
  rosca: T('rosca', 'doughnut', 185),
  biscoito: T('biscoito', 'cookie', 190),
  // Cleaning and hygiene
  detergente: T('detergente', 'bubbles', 190),
  limpeza: T('limpeza', 'lotion-bottle', 175),
  sabao: T('sabao', 'soap', 170),
  esponja: T('esponja', 'sponge', 200),
  lixo: T('lixo', 'wastebasket', 120),
  papel: T('papel', 'roll-of-paper', 200),
  vassoura: T('vassoura', 'broom', 195),
  luvas: T('luvas', 'gloves', 45),
  dental: T('dental', 'toothbrush', 180),
  higiene: T('higiene', 'lotion-bottle', 270),
  bebe: T('bebe', 'baby-bottle', 280),
  barbear: T('barbear', 'razor', 200),
  protetor: T('protetor', 'sun', 200),
  // Frozen, sweets, snacks
  lasanha: T('lasanha', 'shallow-pan-of-food', 45),
  pizza: T('pizza', 'pizza', 150),
  fritas: T('fritas', 'french-fries', 205),
  ervilha: T('ervilha', 'pea-pod', 40),
  sorvete: T('sorvete', 'ice-cream', 300),
  picole: T('picole', 'shaved-ice', 300),
  gelo: T('gelo', 'ice', 215),
  acai: T('acai', 'blueberries', 280),
  chocolate: T('chocolate', 'chocolate-bar', 35),
  bala: T('bala', 'candy', 170),
  amendoim: T('amendoim', 'peanuts', 160),
  castanha: T('castanha', 'chestnut', 95),
  pipoca: T('pipoca', 'popcorn', 200),
  doce: T('doce', 'lollipop', 170),
  // Disposables
  copo: T('copo', 'cup-with-straw', 160),
  prato: T('prato', 'fork-and-knife-with-plate', 160),
  talher: T('talher', 'fork-and-knife', 160),
  marmita: T('marmita', 'takeout-box', 160),
  sacola: T('sacola', 'shopping-bags', 160),
  // Kits, services
  kit: T('kit', 'wrapped-gift', 45),
  cartao: T('cartao', 'love-letter', 45),
  servico: T('servico', 'kitchen-knife', 210),
  // Building materials
  cimento: T('cimento', 'proprio-saco', 200),
  areia: T('areia', 'rock', 35),
  tijolo: T('tijolo', 'brick', 200),
  ferragem: T('ferragem', 'nut-and-bolt', 210),
  corrente: T('corrente', 'chains', 210),
  cadeado: T('cadeado', 'locked', 210),
  fechadura: T('fechadura', 'key', 210),
  tinta: T('tinta', 'bucket', 45),
  pincel: T('pincel', 'paintbrush', 190),
  cano: T('cano', 'wrench', 195),
  torneira: T('torneira', 'potable-water', 195),
  eletrica: T('eletrica', 'high-voltage', 220),
  tomada: T('tomada', 'electric-plug', 45),
  lampada: T('lampada', 'light-bulb', 230),
  martelo: T('martelo', 'hammer', 200),
  trena: T('trena', 'straight-ruler', 200),
  nivel: T('nivel', 'triangular-ruler', 200),
  serra: T('serra', 'carpentry-saw', 200),
  chave: T('chave', 'screwdriver', 45),
  chaves: T('chaves', 'wrench', 45),
  furadeira: T('furadeira', 'hammer-and-wrench', 45),
  pa: T('pa', 'pick', 120),
  balde: T('balde', 'bucket', 30),
  capacete: T('capacete', 'rescue-workers-helmet', 200),
  epi: T('epi', 'safety-vest', 200),
  oculos: T('oculos', 'goggles', 45),
  bota: T('bota', 'hiking-boot', 200),
  escada: T('escada', 'ladder', 200),
  ferramenta: T('ferramenta', 'toolbox', 200),
  piso: T('piso', 'proprio-piso', 18),
  madeira: T('madeira', 'wood', 130),
  porta: T('porta', 'door', 200),
  vaso: T('vaso', 'toilet', 195),
  chuveiro: T('chuveiro', 'shower', 30),
  telha: T('telha', 'house', 200),
  impermeabilizante: T('impermeabilizante', 'umbrella-with-rain-drops', 45),
  // Defaults
  mercado: T('mercado', 'shopping-cart', 150),
  construcao: T('construcao', 'toolbox', 35),
  pacote: T('pacote', 'package', 210),
} as const satisfies Record<string, TipoProduto>;

export type IdTipo = keyof typeof TIPOS;

type Regra = readonly [RegExp, IdTipo];

/** Rules on the product name (lower-case, without accents), most specific first. */
const REGRAS_NOME: readonly Regra[] = [
  [/\b(kit|cesta)\b/, 'kit'],
  [/cartao de mensagem/, 'cartao'],
  [/servico|porcionamento/, 'servico'],
  // Drinks
  [/agua de coco/, 'agua-de-coco'],
  [/refrigerante|\bcola\b|guarana/, 'refrigerante'],
  [/cha gelado|isotonico/, 'isotonico'],
  [/\bagua\b(?! sanitaria)/, 'agua'],
  [/suco|nectar/, 'suco'],
  [/refresco/, 'refresco'],
  [/cerveja|chope/, 'cerveja'],
  [/energetico/, 'energetico'],
  [/espumante|champanhe/, 'espumante'],
  [/vinho/, 'vinho'],
  // Grocery
  [/cafe|cappuccino|achocolatado|filtro de papel/, 'cafe'],
  [/erva-mate|cha mate|chimarrao/, 'mate'],
  [/\bchas?\b/, 'cha'],
  [/macarrao instantaneo|lamen/, 'miojo'],
  [/macarrao|espaguete|penne|lasanha seca/, 'massa'],
  [/lasanha/, 'lasanha'],
  [/pizza/, 'pizza'],
  [/arroz/, 'arroz'],
  [/feijao|lentilha|grao-de-bico|ervilha seca/, 'feijao'],
  [/milho|fuba|amido/, 'milho'],
  [/farinha|aveia|trigo/, 'farinha'],
  [/acucar|adocante/, 'acucar'],
  [/\bsal\b/, 'sal'],
  [/atum|sardinha|empanado de peixe|peixe|tilapia|salmao/, 'peixe'],
  [/oleo de|azeite|azeitona/, 'oleo'],
  [/molho de tomate|extrato de tomate|ketchup/, 'tomate'],
  [/maionese|mostarda|shoyu|vinagre|geleia|goiabada|doce de leite|requeijao|cream cheese|creme de leite/, 'pote'],
  [/tempero|cheiro-verde/, 'tempero'],
  [/conserva/, 'conserva'],
  [/\bovos?\b/, 'ovos'],
  // Dairy, cold cuts
  [/pao de queijo/, 'queijo'],
  [/iogurte|leite fermentado/, 'iogurte'],
  [/bebida lactea|\bleite\b/, 'leite'],
  [/manteiga|margarina/, 'manteiga'],
  [/queijo|mucarela|provolone|parmesao/, 'queijo'],
  [/bacon/, 'bacon'],
  [/linguica|salsicha|calabresa/, 'linguica'],
  [/presunto|apresuntado|mortadela|peito de peru|blanquet|salame|copa fatiada|lombo canadense/, 'frios'],
  // Produce
  [/batata (pre-frita|frita)/, 'fritas'],
  [/batata doce/, 'batata-doce'],
  [/batata/, 'batata'],
  [/chips de banana|banana/, 'banana'],
  [/tomate/, 'tomate'],
  [/cebola/, 'cebola'],
  [/cenoura/, 'cenoura'],
  [/\balho\b/, 'alho'],
  [/abobrinha|pepino/, 'pepino'],
  [/pimentao/, 'pimentao'],
  [/\bmaca\b/, 'maca'],
  [/laranja/, 'laranja'],
  [/limao/, 'limao'],
  [/mamao|melao/, 'melao'],
  [/\bmanga\b/, 'manga'],
  [/melancia/, 'melancia'],
  [/abacaxi/, 'abacaxi'],
  [/\buva\b/, 'uva'],
  [/morango/, 'morango'],
  [/alface|couve/, 'folhas'],
  [/brocolis/, 'brocolis'],
  [/ervilha|legumes|seleta/, 'ervilha'],
  [/polpa de fruta|acai/, 'acai'],
  // Meat
  [/hamburguer/, 'hamburguer'],
  [/costela/, 'costela'],
  [/frango|nuggets|\basa de\b|peru/, 'frango'],
  [
    /bovin|suin|picanha|alcatra|contrafile|fraldinha|maminha|cupim|patinho|acem|carne|file mignon|lombo|pernil|bisteca/,
    'carne',
  ],
  // Bakery
  [/pao frances/, 'baguete'],
  [/pao sirio/, 'pao-sirio'],
  [/croissant/, 'croissant'],
  [/panetone|chocottone|bolinho/, 'panetone'],
  [/rosca/, 'rosca'],
  [/bolo\b/, 'bolo'],
  [/biscoito|cookies?|wafer/, 'biscoito'],
  [/\bpao\b|bisnaguinha|torrada/, 'pao'],
  // Cleaning, hygiene
  [/detergente|limpa vidros|limpador|lustra moveis|tira-manchas/, 'detergente'],
  [/sabao em barra|sabonete/, 'sabao'],
  [/esponja/, 'esponja'],
  [/saco (para|de) lixo/, 'lixo'],
  [/papel (toalha|higienico|aluminio)|guardanapo|filme pvc|lenco/, 'papel'],
  [/vassoura|rodo|pano de chao/, 'vassoura'],
  [/luva de (borracha|protecao)/, 'luvas'],
  [/creme dental|escova dental|fio dental|enxaguante/, 'dental'],
  [/fralda|infantil/, 'bebe'],
  [/barbear/, 'barbear'],
  [/protetor solar/, 'protetor'],
  [/shampoo|condicionador|desodorante|absorvente|algodao|hastes/, 'higiene'],
  [/sabao|amaciante|lava-roupas|sanitaria|desinfetante|alcool/, 'limpeza'],
  // Sweets, snacks, frozen
  [/sorvete/, 'sorvete'],
  [/picole/, 'picole'],
  [/\bgelo\b/, 'gelo'],
  [/chocolate|brigadeiro|barra de (cereal|proteina)/, 'chocolate'],
  [/\bbala\b|bombom|chiclete|marshmallow/, 'bala'],
  [/amendoim|pacoca|pe de moleque/, 'amendoim'],
  [/castanha/, 'castanha'],
  [/pipoca|salgadinho/, 'pipoca'],
  // Disposables
  [/copo|canudo/, 'copo'],
  [/prato/, 'prato'],
  [/talher|garfo/, 'talher'],
  [/marmit|isopor/, 'marmita'],
  [/saco plastico|sacola/, 'sacola'],
  // Building materials
  [/cimento|argamassa|rejunte|\bcal\b|massa pronta|concreto usinado|gesso|graute|chapisco/, 'cimento'],
  [/areia|pedra|brita|argila|granito/, 'areia'],
  [/tijolo|bloco|canaleta|cobogo|elemento vazado|laje/, 'tijolo'],
  [/corrente/, 'corrente'],
  [/cadeado/, 'cadeado'],
  [/fechadura/, 'fechadura'],
  [/vergalhao|tela |coluna armada|estribo|arame|prego|parafuso|bucha|dobradica|puxador/, 'ferragem'],
  [/rolo de la|trincha|pincel|lixa|bandeja para pintura|fita crepe/, 'pincel'],
  [/tinta|massa corrida|massa acrilica|selador|fundo preparador|verniz|textura|aguarras|solvente/, 'tinta'],
  [/torneira|misturador|registro|mangueira/, 'torneira'],
  [/chuveiro|ducha/, 'chuveiro'],
  [/vaso sanitario|assento sanitario/, 'vaso'],
  [/lavatorio|cuba|tanque de louca|pia de cozinha/, 'torneira'],
  [
    /tubo|joelho|\bte\b|luva soldavel|luva de correr|adesivo plastico|veda rosca|caixa sifonada|ralo|sifao|engate|valvula/,
    'cano',
  ],
  [/lampada|refletor|plafon|fita led/, 'lampada'],
  [/tomada|extensao|adaptador/, 'tomada'],
  [/cabo|fio |eletroduto|fita isolante|interruptor|disjuntor|quadro de distribuicao|sensor|caixa de luz/, 'eletrica'],
  [/marreta|martelo|talhadeira/, 'martelo'],
  [/trena/, 'trena'],
  [/\bnivel\b|esquadro/, 'nivel'],
  [/serrote|serra |disco de corte/, 'serra'],
  [/chave de fenda|broca/, 'chave'],
  [/chaves combinadas|alicate/, 'chaves'],
  [/furadeira|parafusadeira|esmerilhadeira/, 'furadeira'],
  [/\bpa\b|enxada|colher de pedreiro|desempenadeira|carrinho de mao/, 'pa'],
  [/balde/, 'balde'],
  [/capacete/, 'capacete'],
  [/oculos/, 'oculos'],
  [/\bbota\b/, 'bota'],
  [/mascara|protetor auricular/, 'epi'],
  [/escada/, 'escada'],
  [/porcelanato|piso|revestimento|pastilha|rodape de porcelanato|espacador|nivelador/, 'piso'],
  [/\bporta\b|batente/, 'porta'],
  [/tabua|caibro|viga|ripa|sarrafo|compensado|mdf|osb|madeira|pontalete|deck/, 'madeira'],
  [/telha|cumeeira|calha|rufo/, 'telha'],
  [/impermeabiliz|manta|selante|silicone|espuma expansiva|hidrorrepelente|primer asfaltico/, 'impermeabilizante'],
];

/** Rules on the category slug (a product whose name says nothing specific). */
const REGRAS_CATEGORIA: readonly Regra[] = [
  [/refrigerante/, 'refrigerante'],
  [/agua/, 'agua'],
  [/suco|nectar/, 'suco'],
  [/cerveja/, 'cerveja'],
  [/vinho|espumante/, 'vinho'],
  [/bebida/, 'refrigerante'],
  [/cafe|cha/, 'cafe'],
  [/grao|farinha|mercearia/, 'arroz'],
  [/massa/, 'massa'],
  [/oleo|azeite/, 'oleo'],
  [/molho|tempero/, 'tempero'],
  [/laticinio/, 'leite'],
  [/frios/, 'frios'],
  [/horti|fruta|legume|verdura/, 'hortifruti'],
  [/carne|acougue/, 'carne'],
  [/padaria/, 'pao'],
  [/limpeza/, 'limpeza'],
  [/higiene|perfumaria/, 'higiene'],
  [/congelado/, 'gelo'],
  [/doce|snack/, 'doce'],
  [/descartave/, 'copo'],
  [/cimento|argamassa/, 'cimento'],
  [/areia|pedra/, 'areia'],
  [/tijolo|bloco/, 'tijolo'],
  [/ferragen/, 'ferragem'],
  [/tinta/, 'tinta'],
  [/hidraulica|tubo|registro/, 'cano'],
  [/eletrica|fios|tomada/, 'eletrica'],
  [/ferramenta/, 'ferramenta'],
  [/piso|revestimento/, 'piso'],
  [/madeira/, 'madeira'],
  [/louca|metais/, 'vaso'],
  [/telha|cobertura/, 'telha'],
  [/impermeabiliz/, 'impermeabilizante'],
];

/** The supplier segment's default kind. */
const REGRAS_SEGMENTO: readonly Regra[] = [
  [/aliment|bebida|mercado|mercearia/, 'mercado'],
  [/constru|material|ferragen/, 'construcao'],
];

/** Lower case, accents removed ('Feijão Açúcar' → 'feijao acucar'). */
export function normalizar(texto: string | null | undefined): string {
  return (texto ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function aplicar(regras: readonly Regra[], texto: string): IdTipo | undefined {
  if (!texto) return undefined;
  for (const [regra, tipo] of regras) if (regra.test(texto)) return tipo;
  return undefined;
}

/**
 * The rule whose match starts earliest in the name (a Portuguese product name starts with its
 * noun: 'Chocolate ao Leite', 'Tijolo Solo-Cimento', 'Atum em Óleo'); on a tie, the first rule.
 */
function aplicarAoNome(texto: string): IdTipo | undefined {
  let melhor: { indice: number; tipo: IdTipo } | undefined;
  for (const [regra, tipo] of REGRAS_NOME) {
    const indice = texto.search(regra);
    if (indice !== -1 && (!melhor || indice < melhor.indice)) melhor = { indice, tipo };
  }
  return melhor?.tipo;
}

export interface ProdutoTipoEntrada {
  nome: string;
  categoriaSlug?: string | null;
  /** The supplier's segment names ('Alimentos e Bebidas'). */
  segmentos?: readonly string[] | null;
  tipo_produto?: string | null;
}

/** The kind of a product (see the module comment for the order of the look-up). */
export function tipoDoProduto(produto: ProdutoTipoEntrada): TipoProduto {
  if (produto.tipo_produto === 'CONJUNTO') return TIPOS.kit;
  const porNome = aplicarAoNome(normalizar(produto.nome));
  if (porNome) return TIPOS[porNome];
  const porCategoria = aplicar(REGRAS_CATEGORIA, normalizar(produto.categoriaSlug));
  if (porCategoria) return TIPOS[porCategoria];
  const porSegmento = tipoDoSegmento(produto.segmentos);
  return porSegmento ? TIPOS[porSegmento] : TIPOS.pacote;
}

/** The default kind of the supplier's segments ('mercado', 'construcao'), or undefined. */
export function tipoDoSegmento(segmentos: readonly string[] | null | undefined): IdTipo | undefined {
  for (const segmento of segmentos ?? []) {
    const tipo = aplicar(REGRAS_SEGMENTO, normalizar(segmento));
    if (tipo) return tipo;
  }
  return undefined;
}

/** Every icon a kind can draw (the icon loader keeps only these). */
export const ICONES_USADOS: readonly string[] = [...new Set(Object.values(TIPOS).map((t: TipoProduto) => t.icone))];
