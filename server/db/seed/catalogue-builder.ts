/**
 * Turns a compact catalogue description (categories → product families → brands × sizes) into
 * deterministic category and product rows, with the commercial attributes of the spec (offers,
 * wholesale prices, progressive discounts, gift wrap, stock limits, bundles, add-ons) spread
 * over the products by a seeded PRNG.
 */
import { withEanCheckDigit } from '#engine/rules/product-code';
import type { Selectable } from 'kysely';
import { OFFERS_CATEGORY_TYPE } from '#engine/rules/offers';
import type { CategoriasTable, ProdutosTable, SubitemProduto } from '../../modules/catalogo/tables';
import { createRandom } from './random';
import type { Random } from './random';
import { slugify } from './slug';

export interface FamiliaSpec {
  nome: string;
  marcas: string[];
  /**
   * One entry per size, `rótulo=preço em reais`:
   * - `500 g=4.79`: sold by the unit (UN), name gets ' 500 g';
   * - `CX 12|1 L=62.90`: a box of 12 (CX, 'CX c/ 12'), name gets ' 1 L Caixa com 12';
   * - `FD 6|2 L=47.90`: a bundle pack of 6 (CX, 'FD c/ 6'), name gets ' 2 L Fardo com 6';
   * - `KG=39.90`: sold by weight in 0,5 kg steps (KG), name gets ' (kg)';
   * - `@SC 50 kg|50 kg=38.90`: sold by the unit with its own label ('SC 50 kg');
   * - `=6.99`: sold by the unit, nothing added to the name.
   */
  variacoes: string[];
  tags?: string[];
  /** Slug of the subcategory the family belongs to. */
  sub?: string;
  descricao?: string;
  /** Put the brand in the product name (default true). */
  marcaNoNome?: boolean;
  /** Eligible for gift wrap. */
  presente?: boolean;
}

export interface CategoriaSpec {
  slug: string;
  nome: string;
  descricao: string;
  subcategorias?: { slug: string; nome: string }[];
  familias: FamiliaSpec[];
}

export interface KitSpec {
  nome: string;
  marca: string;
  categoria: string;
  /** [fragment of a product name, quantity] */
  itens: [string, number][];
  descricao: string;
  esconderPrecoSubItens?: boolean;
  tags?: string[];
}

export interface AdicionalSpec {
  nome: string;
  marca: string;
  categoria: string;
  preco: number;
  /** Fragment of the name of the product it is an add-on of. */
  de: string;
  descricao: string;
}

/**
 * A product the supplier's price list has no price for (spec section 5's price rule: `preconf`
 * empty or zero): made to order, priced on request. Listed with 'Preço sob consulta', never sold
 * by the cart at R$ 0,00.
 */
export interface SemPrecoSpec {
  nome: string;
  marca: string;
  categoria: string;
  descricao: string;
}

export interface CatalogoSpec {
  seed: string;
  idfornecedor: string;
  primeiroIdCategoria: number;
  primeiroIdProduto: number;
  primeiroIdCadastroExtra: number;
  categoriaOfertas: { slug: string; nome: string };
  categorias: CategoriaSpec[];
  kits: KitSpec[];
  adicionais: AdicionalSpec[];
  /** Products without a price in the list (appended last, so every other id stays the same). */
  semPreco?: SemPrecoSpec[];
  /** Messages shown on a few product cards (simple HTML). */
  mensagens: string[];
  /** Fixed creation date of the catalogue (ISO). */
  criadoEm: string;
  imagemVersao: string;
}

/** A category row as the seed writes it. */
export type CategoriaSeed = Omit<Selectable<CategoriasTable>, 'cod_erp'>;

/** A product row as the seed writes it: every column of the table but the generated search vector. */
export type ProdutoSeed = Omit<Selectable<ProdutosTable>, 'busca' | 'busca_nome' | 'cod_erp' | 'ean'> & {
  /** The package's EAN (migration 0056); none for a service or a product sold by weight. */
  ean?: string | null;
};

export interface Catalogo {
  categorias: CategoriaSeed[];
  produtos: ProdutoSeed[];
}

/** A family in one line: `f('Arroz Tipo 1', 'Marca A, Marca B', '1 kg=6.49; 5 kg=27.90', { tags })`. */
export function f(
  nome: string,
  marcas: string,
  variacoes: string,
  extra: Omit<FamiliaSpec, 'nome' | 'marcas' | 'variacoes'> = {},
): FamiliaSpec {
  return {
    nome,
    marcas: marcas
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    variacoes: variacoes
      .split(';')
      .map((v) => v.trim())
      .filter(Boolean),
    ...extra,
  };
}

interface Variacao {
  unidade: 'UN' | 'CX' | 'KG';
  labelunidade: string;
  sufixo: string;
  precoCentavos: number;
  /** Units in a box/pack (CX), 1 otherwise. */
  itensPorEmbalagem: number;
}

export function parseVariacao(texto: string): Variacao {
  const eq = texto.lastIndexOf('=');
  if (eq < 0) throw new Error(`Variação sem preço: "${texto}"`);
  const rotulo = texto.slice(0, eq).trim();
  const preco = Number(texto.slice(eq + 1).trim());
  if (!Number.isFinite(preco) || preco <= 0) throw new Error(`Preço inválido na variação "${texto}"`);
  const precoCentavos = Math.round(preco * 100);
  if (rotulo === 'KG')
    return { unidade: 'KG', labelunidade: 'KG', sufixo: '(kg)', precoCentavos, itensPorEmbalagem: 1 };
  const pack = /^(CX|FD) ([^|]+)\|(.*)$/.exec(rotulo);
  if (pack) {
    const [, tipo, conteudo, tamanho] = pack as unknown as [string, 'CX' | 'FD', string, string];
    const n = conteudo.trim();
    const nomePack = tipo === 'CX' ? 'Caixa com' : 'Fardo com';
    return {
      unidade: 'CX',
      labelunidade: `${tipo} c/ ${n}`,
      sufixo: `${tamanho.trim()} ${nomePack} ${n}`.trim(),
      precoCentavos,
      // A box of 12 holds 12 units; a box of '2,3 m²' is one indivisible box.
      itensPorEmbalagem: /^[0-9]+$/.test(n) ? Number(n) : 1,
    };
  }
  const label = /^@([^|]+)\|(.*)$/.exec(rotulo);
  if (label) {
    return {
      unidade: 'UN',
      labelunidade: (label[1] as string).trim(),
      sufixo: (label[2] as string).trim(),
      precoCentavos,
      itensPorEmbalagem: 1,
    };
  }
  if (rotulo.includes('|')) throw new Error(`Variação com rótulo desconhecido: "${texto}"`);
  return { unidade: 'UN', labelunidade: 'UN', sufixo: rotulo, precoCentavos, itensPorEmbalagem: 1 };
}

/** Retail-looking price: ends in 0 or 9 centavos, never below R$ 0,99. */
function precoComercial(centavos: number, rng: Random): number {
  const base = Math.max(100, Math.round(centavos / 10) * 10);
  return rng.chance(0.5) ? base - 1 : base;
}

const DIA_MS = 24 * 60 * 60 * 1000;

export function buildCatalogo(spec: CatalogoSpec): Catalogo {
  const rng = createRandom(spec.seed);
  const categorias: CategoriaSeed[] = [];
  const produtos: ProdutoSeed[] = [];
  const slugs = new Set<string>();
  const criadoBase = new Date(spec.criadoEm).getTime();
  let nextCategoria = spec.primeiroIdCategoria;
  let nextProduto = spec.primeiroIdProduto;

  categorias.push({
    idcategoria: nextCategoria++,
    idfornecedor: spec.idfornecedor,
    idcategoriapai: null,
    nome: spec.categoriaOfertas.nome,
    slug: spec.categoriaOfertas.slug,
    ordem: 0,
    tipo: OFFERS_CATEGORY_TYPE,
  });

  const idPorSlug = new Map<string, number>();
  spec.categorias.forEach((cat, index) => {
    const id = nextCategoria++;
    idPorSlug.set(cat.slug, id);
    categorias.push({
      idcategoria: id,
      idfornecedor: spec.idfornecedor,
      idcategoriapai: null,
      nome: cat.nome,
      slug: cat.slug,
      ordem: (index + 1) * 10,
      tipo: 'NORMAL',
    });
    (cat.subcategorias ?? []).forEach((sub, subIndex) => {
      const subId = nextCategoria++;
      idPorSlug.set(sub.slug, subId);
      categorias.push({
        idcategoria: subId,
        idfornecedor: spec.idfornecedor,
        idcategoriapai: id,
        nome: sub.nome,
        slug: sub.slug,
        ordem: (subIndex + 1) * 10,
        tipo: 'NORMAL',
      });
    });
  });

  const uniqueSlug = (nome: string): string => {
    const base = slugify(nome);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };

  const novoProduto = (
    p: Omit<
      ProdutoSeed,
      'id' | 'idfornecedor' | 'idcadastroextraproduto' | 'slug' | 'ordem' | 'imagem_versao' | 'criado_em' | 'vendidos'
    >,
  ): ProdutoSeed => {
    const id = nextProduto++;
    const ordem = produtos.length + 1;
    // Sales follow a long tail: most products sell little, a few sell a lot.
    const vendidos = Math.floor(Math.pow(rng.next(), 3) * 5000);
    const produto: ProdutoSeed = {
      id,
      idfornecedor: spec.idfornecedor,
      idcadastroextraproduto: spec.primeiroIdCadastroExtra + (id - spec.primeiroIdProduto),
      slug: uniqueSlug(p.nome),
      ordem: ordem * 10,
      vendidos,
      imagem_versao: spec.imagemVersao,
      criado_em: new Date(criadoBase - rng.int(0, 180) * DIA_MS),
      ...p,
    };
    // A demo EAN-13 under Brazil's GS1 prefix (789), made from the code, with its check digit.
    produto.ean =
      produto.produto_adicional_de === null && produto.unidade !== 'KG'
        ? withEanCheckDigit(`789${String(produto.idcadastroextraproduto).padStart(9, '0')}`)
        : null;
    produtos.push(produto);
    return produto;
  };

  for (const cat of spec.categorias) {
    for (const fam of cat.familias) {
      const idcategoria = idPorSlug.get(fam.sub ?? cat.slug);
      if (idcategoria === undefined) throw new Error(`Subcategoria desconhecida "${fam.sub}" em ${cat.slug}`);
      fam.marcas.forEach((marca, marcaIndex) => {
        const fatorMarca = marcaIndex === 0 ? 1 : 0.85 + rng.next() * 0.35;
        for (const texto of fam.variacoes) {
          const v = parseVariacao(texto);
          const partes = [fam.nome];
          if (fam.marcaNoNome !== false) partes.push(marca);
          if (v.sufixo) partes.push(v.sufixo);
          const nome = partes.join(' ');
          const preco = precoComercial(v.precoCentavos * fatorMarca, rng);
          const kg = v.unidade === 'KG';
          const tags = [...(fam.tags ?? [])];
          const descricaoUnidade = kg
            ? 'Vendido por quilo, em frações de 0,5 kg; o peso final pode variar levemente.'
            : v.unidade === 'CX'
              ? v.itensPorEmbalagem > 1
                ? `Embalagem fechada com ${v.itensPorEmbalagem} unidades de ${v.sufixo.split(/ (Caixa|Fardo) com /)[0]}.`
                : `Vendido por caixa fechada (${v.labelunidade}).`
              : v.labelunidade === 'UN'
                ? 'Vendido por unidade.'
                : `Vendido por ${v.labelunidade}.`;
          const p: Omit<
            ProdutoSeed,
            | 'id'
            | 'idfornecedor'
            | 'idcadastroextraproduto'
            | 'slug'
            | 'ordem'
            | 'imagem_versao'
            | 'criado_em'
            | 'vendidos'
          > = {
            idcategoria,
            nome,
            descricao: `${nome}. ${fam.descricao ?? cat.descricao} ${descricaoUnidade}`,
            marca,
            unidade: v.unidade,
            labelunidade: v.labelunidade,
            preco_centavos: preco,
            preco_original_centavos: null,
            precovendaatacado_centavos: null,
            minvendaatacado_milesimos: null,
            multiploincremento: 1,
            granularidade_milesimos: kg ? 500 : 1000,
            maxporpedido_milesimos: null,
            min_por_pedido_milesimos: null,
            maximo_disponivel_milesimos: null,
            permite_embalagem: false,
            preco_embalagem_centavos: null,
            desconto_progressivo: [],
            tipo_produto: 'SIMPLES',
            subitens: [],
            esconder_preco_sub_itens: false,
            produto_adicional_de: null,
            mensagemcardproduto: null,
            quantidade_decimais: 2,
            tags,
            agrupadores: [`marca:${marca}`],
            ativo: true,
          };
          aplicarAtributosComerciais(p, v, fam, rng, spec.mensagens);
          novoProduto(p);
        }
      });
    }
  }

  const porFragmento = (fragmento: string, apenasSimples = true): ProdutoSeed => {
    const achado = produtos.find((p) => p.nome.includes(fragmento) && (!apenasSimples || p.tipo_produto === 'SIMPLES'));
    if (!achado) throw new Error(`Nenhum produto com "${fragmento}" para o kit/adicional`);
    return achado;
  };

  for (const kit of spec.kits) {
    const idcategoria = idPorSlug.get(kit.categoria);
    if (idcategoria === undefined) throw new Error(`Categoria desconhecida "${kit.categoria}" no kit ${kit.nome}`);
    if (kit.itens.length < 2 || kit.itens.length > 5) throw new Error(`O kit ${kit.nome} deve ter de 2 a 5 itens`);
    const subitens: SubitemProduto[] = kit.itens.map(([fragmento, quantidade]) => {
      const item = porFragmento(fragmento);
      return {
        id: item.id,
        nome: item.nome,
        preco_centavos: item.preco_centavos,
        quantidade_itens: quantidade,
        labelunidademultiplo: item.labelunidade,
      };
    });
    const soma = subitens.reduce((total, s) => total + s.preco_centavos * s.quantidade_itens, 0);
    const preco = precoComercial(soma * 0.9, rng);
    novoProduto({
      idcategoria,
      nome: kit.nome,
      descricao: `${kit.nome}. ${kit.descricao} Contém: ${subitens.map((s) => `${s.quantidade_itens} × ${s.nome}`).join('; ')}.`,
      marca: kit.marca,
      unidade: 'UN',
      labelunidade: 'KIT',
      preco_centavos: preco,
      preco_original_centavos: precoComercial(soma, rng),
      precovendaatacado_centavos: null,
      minvendaatacado_milesimos: null,
      multiploincremento: 1,
      granularidade_milesimos: 1000,
      maxporpedido_milesimos: 10_000,
      min_por_pedido_milesimos: null,
      maximo_disponivel_milesimos: null,
      permite_embalagem: true,
      preco_embalagem_centavos: 990,
      desconto_progressivo: [],
      tipo_produto: 'CONJUNTO',
      subitens,
      esconder_preco_sub_itens: kit.esconderPrecoSubItens ?? false,
      produto_adicional_de: null,
      mensagemcardproduto: '<strong>Kit econômico</strong>',
      quantidade_decimais: 2,
      tags: ['kit', ...(kit.tags ?? [])],
      agrupadores: [`marca:${kit.marca}`],
      ativo: true,
    });
  }

  for (const adicional of spec.adicionais) {
    const idcategoria = idPorSlug.get(adicional.categoria);
    if (idcategoria === undefined)
      throw new Error(`Categoria desconhecida "${adicional.categoria}" no adicional ${adicional.nome}`);
    const principal = porFragmento(adicional.de, false);
    novoProduto({
      idcategoria,
      nome: adicional.nome,
      descricao: `${adicional.nome}. ${adicional.descricao}`,
      marca: adicional.marca,
      unidade: 'UN',
      labelunidade: 'SERVIÇO',
      preco_centavos: Math.round(adicional.preco * 100),
      ...SIMPLES_SEM_REGRAS,
      produto_adicional_de: principal.id,
      mensagemcardproduto: null,
      quantidade_decimais: 2,
      tags: ['servico'],
      agrupadores: [`marca:${adicional.marca}`],
      ativo: true,
    });
  }

  for (const item of spec.semPreco ?? []) {
    const idcategoria = idPorSlug.get(item.categoria);
    if (idcategoria === undefined)
      throw new Error(`Categoria desconhecida "${item.categoria}" no produto sem preço ${item.nome}`);
    novoProduto({
      idcategoria,
      nome: item.nome,
      descricao: `${item.nome}. ${item.descricao}`,
      marca: item.marca,
      unidade: 'UN',
      labelunidade: 'UN',
      preco_centavos: 0,
      ...SIMPLES_SEM_REGRAS,
      produto_adicional_de: null,
      mensagemcardproduto: null,
      quantidade_decimais: 2,
      tags: ['sob-encomenda'],
      agrupadores: [`marca:${item.marca}`],
      ativo: true,
    });
  }

  return { categorias, produtos };
}

type ProdutoParcial = Omit<
  ProdutoSeed,
  'id' | 'idfornecedor' | 'idcadastroextraproduto' | 'slug' | 'ordem' | 'imagem_versao' | 'criado_em' | 'vendidos'
>;

/** A plain product by the unit, with none of the commercial rules (the add-ons and the made-to-order products). */
const SIMPLES_SEM_REGRAS = {
  preco_original_centavos: null,
  precovendaatacado_centavos: null,
  minvendaatacado_milesimos: null,
  multiploincremento: 1,
  granularidade_milesimos: 1000,
  maxporpedido_milesimos: null,
  min_por_pedido_milesimos: null,
  maximo_disponivel_milesimos: null,
  permite_embalagem: false,
  preco_embalagem_centavos: null,
  desconto_progressivo: [],
  tipo_produto: 'SIMPLES',
  subitens: [],
  esconder_preco_sub_itens: false,
} as const satisfies Partial<ProdutoParcial>;

function aplicarAtributosComerciais(
  p: ProdutoParcial,
  v: Variacao,
  fam: FamiliaSpec,
  rng: Random,
  mensagens: string[],
): void {
  const kg = v.unidade === 'KG';
  const passo = kg ? 500 : 1000;

  // ~15% on offer: the list price stays in preco_original, the offer price in preco.
  if (rng.chance(0.15)) {
    const desconto = 0.72 + rng.next() * 0.2;
    p.preco_original_centavos = p.preco_centavos;
    p.preco_centavos = Math.max(99, Math.round((p.preco_centavos * desconto) / 10) * 10 - 1);
  }

  // ~20% of the packaged products have a wholesale price from a minimum quantity.
  if (!kg && rng.chance(0.2)) {
    p.precovendaatacado_centavos = Math.round((p.preco_centavos * (0.88 + rng.next() * 0.07)) / 10) * 10 - 1;
    if (v.unidade === 'CX' && v.itensPorEmbalagem > 1) {
      // quantity × multiploincremento (units per box) must reach the minimum: 3 boxes.
      p.multiploincremento = v.itensPorEmbalagem;
      p.minvendaatacado_milesimos = v.itensPorEmbalagem * 3 * 1000;
    } else {
      p.minvendaatacado_milesimos = rng.pick([6, 10, 12, 24]) * 1000;
    }
  } else if (rng.chance(0.1)) {
    // ~8% have progressive discount tiers: ascending thresholds, descending prices.
    const limites = kg
      ? [2000, 5000, 10000]
      : rng.pick([
          [3000, 6000, 12000],
          [5000, 10000, 20000],
          [2000, 4000],
        ]);
    const fatores = [0.97, 0.94, 0.9];
    p.desconto_progressivo = limites.map((quantidade_milesimos, i) => ({
      quantidade_milesimos,
      preco_centavos: Math.round(p.preco_centavos * (fatores[i] as number)),
    }));
  }

  if (fam.presente && rng.chance(0.6)) {
    p.permite_embalagem = true;
    p.preco_embalagem_centavos = rng.pick([490, 590, 790, 990]);
  }

  // ~12% with stock limits: some scarce, one in five with a minimum per order.
  if (rng.chance(0.12)) {
    p.maximo_disponivel_milesimos = rng.pick([0, 3, 8, 15, 40, 120]) * passo;
    p.maxporpedido_milesimos = rng.pick([6, 10, 24]) * passo;
    if (rng.chance(0.2)) p.min_por_pedido_milesimos = 2 * passo;
  }

  if (rng.chance(0.025)) p.mensagemcardproduto = rng.pick(mensagens);
  if (rng.chance(0.01)) p.ativo = false;
}
