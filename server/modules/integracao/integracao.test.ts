/**
 * The ERP integration (issue 33), as an ERP would use it: the supplier's admin creates a key with
 * two scopes in the desk (shown once, kept hashed); the ERP imports 3 categories and 50 products
 * and their prices; a call outside the key's scopes gets 403; the same batches again report
 * 'inalterado' for every line; a refused line says why with its field path and the others go in;
 * the public catalogue follows at once; a key of one supplier cannot touch another's data; the
 * key's own limit answers 429; a revoked key gets 401.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import {
  hashChaveIntegracao,
  MENSAGEM_CHAVE_INVALIDA,
  MENSAGEM_OUTRO_FORNECEDOR,
  MENSAGEM_SO_ADMIN,
  mensagemSemEscopo,
} from './index';

let t: TestApp;
let admin: SessaoDeTeste;
let atendente: SessaoDeTeste;
let cliente: SessaoDeTeste;
let adminConstruforte: SessaoDeTeste;
let chave: string;
let idcredencial: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid CPF from its first 9 digits... */
function cpf(base: string): string {
  const d = base.slice(0, 9).split('').map(Number);
  for (const n of [10, 11]) {
    const soma = d.reduce((acc, v, i) => acc + v * (n - i), 0);
    const r = (soma * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** ...and a valid CNPJ from its first 12. */
function cnpj(base: string): string {
  const d = base.slice(0, 12).split('').map(Number);
  for (const pesos of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const soma = d.reduce((acc, v, i) => acc + v * pesos[i]!, 0);
    const r = soma % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

const CATEGORIAS = [
  { cod_erp: 'CAT-MERC', nome: 'Mercearia ERP' },
  { cod_erp: 'CAT-GRAOS', nome: 'Grãos ERP', cod_erp_pai: 'CAT-MERC', ordem: 2 },
  { cod_erp: 'CAT-LIMP', nome: 'Limpeza ERP', ordem: 3 },
];
const PRODUTOS = Array.from({ length: 50 }, (_, i) => ({
  cod_erp: `SKU-${String(i + 1).padStart(4, '0')}`,
  nome: `Produto Integrado ${i + 1}`,
  categoria: i % 2 === 0 ? 'CAT-GRAOS' : 'CAT-LIMP',
  marca: 'Marca ERP',
  unidade: 'UN' as const,
  preco: 10 + i,
  tags: ['erp', `lote-${i % 5}`],
  visivel: i !== 49,
}));
const PRECOS = PRODUTOS.map((p, i) => ({
  cod_erp: p.cod_erp,
  preco: 10 + i,
  precovendaatacado: 8.5 + i,
  minvendaatacado: 10,
  desconto_progressivo: [
    { quantidade: 5, preco: 9.5 + i },
    { quantidade: 20, preco: 9 + i },
  ],
}));

/** Two price lists (issue 33, item 3): one per client tag, one naming a client, over the products above. */
const LISTAS_PRECO = [
  {
    cod_erp: 'LISTA-ATACADO',
    nome: 'Lista atacado',
    tags_cliente: ['atacado'],
    prioridade: 1,
    precos: PRODUTOS.slice(0, 10).map((p, i) => ({ produto: p.cod_erp, preco: 9 + i })),
  },
  {
    cod_erp: 'LISTA-CLI-3',
    nome: 'Lista do Cliente Integrado 3',
    clientes: ['CLI-3'],
    precos: PRODUTOS.slice(0, 5).map((p, i) => ({
      produto: p.cod_erp,
      preco: 8 + i,
      precovendaatacado: 7.5 + i,
      minvendaatacado: 12,
      desconto_progressivo: [{ quantidade: 6, preco: 7.8 + i }],
    })),
  },
];

async function erp(method: 'PUT', recurso: string, itens: unknown[], token = chave, idfornecedor = t.aurora) {
  return t.app.inject({
    method,
    url: `/api/v4/integracao/${idfornecedor}/${recurso}`,
    headers: bearer(token),
    payload: { itens },
  });
}

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  admin = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'admin_fornecedor' });
  atendente = await criarSessao(t.db, { idfornecedor: t.aurora, papel: 'atendente' });
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  adminConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte, papel: 'admin_fornecedor' });
});
afterAll(async () => {
  await t?.close();
});

describe('integration credentials in the desk', () => {
  it('only an admin of the supplier lists or creates them', async () => {
    for (const s of [atendente, cliente, adminConstruforte]) {
      const lista = await t.app.inject({
        url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        headers: bearer(s.token),
      });
      expect(lista.statusCode).toBe(403);
      expect(lista.json()).toEqual({ mensagem: MENSAGEM_SO_ADMIN, codigo: 'integracao.acesso-negado' });
      const criar = await t.app.inject({
        method: 'POST',
        url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
        headers: bearer(s.token),
        payload: { nome: 'Intrusa', escopos: ['catalogue'] },
      });
      expect(criar.statusCode).toBe(403);
    }
    const anonimo = await t.app.inject({ url: `/api/v4/painel/${t.aurora}/integracao/credenciais` });
    expect(anonimo.statusCode).toBe(401);
  });

  it('creates a key with two scopes, shows it once and keeps only its SHA-256', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
      headers: bearer(admin.token),
      payload: { nome: 'ERP Omie', escopos: ['prices', 'catalogue'] },
    });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    chave = corpo.chave;
    idcredencial = corpo.credencial.idcredencial;
    expect(chave).toMatch(/^sfi_[A-Za-z0-9_-]{43}$/);
    expect(corpo.credencial).toMatchObject({
      nome: 'ERP Omie',
      escopos: ['catalogue', 'prices'],
      limitePorMinuto: 120,
      ultimoUsoEm: null,
      revogadaEm: null,
      prefixo: chave.slice(0, 10),
    });
    const rows = await t.db.selectFrom('credenciais_integracao').selectAll().execute();
    expect(rows.find((c) => c.idcredencial === idcredencial)?.chave_hash).toBe(hashChaveIntegracao(chave));
    expect(JSON.stringify(rows)).not.toContain(chave);
    const lista = await t.app.inject({
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
      headers: bearer(admin.token),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.body).not.toContain(chave);
    expect(lista.json().credenciais.map((c: { idcredencial: number }) => c.idcredencial)).toContain(idcredencial);
  });
});

describe('bulk upserts by cod_erp', () => {
  it('imports 3 categories, 50 products and their prices, each line reported', async () => {
    const categorias = await erp('PUT', 'categorias', CATEGORIAS);
    expect(categorias.statusCode).toBe(200);
    expect(categorias.json()).toMatchObject({ criados: 3, atualizados: 0, inalterados: 0, recusados: 0 });
    const [merc, graos] = categorias.json().itens;
    const filha = await t.db
      .selectFrom('categorias')
      .select(['idcategoriapai', 'slug'])
      .where('idcategoria', '=', graos.id)
      .executeTakeFirstOrThrow();
    expect(filha.idcategoriapai).toBe(merc.id);

    const produtos = await erp('PUT', 'produtos', PRODUTOS);
    expect(produtos.statusCode).toBe(200);
    expect(produtos.json()).toMatchObject({ criados: 50, atualizados: 0, inalterados: 0, recusados: 0 });
    expect(produtos.json().itens[0]).toMatchObject({ linha: 0, cod_erp: 'SKU-0001', resultado: 'criado', erros: [] });

    const precos = await erp('PUT', 'precos', PRECOS);
    expect(precos.statusCode).toBe(200);
    expect(precos.json()).toMatchObject({ criados: 0, atualizados: 50, inalterados: 0, recusados: 0 });
    const row = await t.db
      .selectFrom('produtos')
      .selectAll()
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', '=', 'SKU-0003')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nome: 'Produto Integrado 3',
      preco_centavos: 1200,
      precovendaatacado_centavos: 1050,
      minvendaatacado_milesimos: 10_000,
      desconto_progressivo: [
        { quantidade_milesimos: 5_000, preco_centavos: 1150 },
        { quantidade_milesimos: 20_000, preco_centavos: 1100 },
      ],
      tags: ['erp', 'lote-2'],
      ativo: true,
    });
    const oculto = await t.db
      .selectFrom('produtos')
      .select('ativo')
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', '=', 'SKU-0050')
      .executeTakeFirstOrThrow();
    expect(oculto.ativo).toBe(false);
  });

  it('the same batches again report every line unchanged, and change nothing', async () => {
    // catalogo_versao (migration 0003) is read by raw SQL: it is not in the typed Database.
    const versao = async () =>
      (await sql<{ versao: string }>`SELECT versao FROM catalogo_versao WHERE idfornecedor = ${t.aurora}`.execute(t.db))
        .rows[0]?.versao;
    const antes = await versao();
    expect(antes).toBeDefined();
    for (const [recurso, itens] of [
      ['categorias', CATEGORIAS],
      ['produtos', PRODUTOS],
      ['precos', PRECOS],
    ] as const) {
      const r = await erp('PUT', recurso, [...itens]);
      expect(r.statusCode).toBe(200);
      expect(r.json(), recurso).toMatchObject({ criados: 0, atualizados: 0, recusados: 0, inalterados: itens.length });
      expect(new Set(r.json().itens.map((i: { resultado: string }) => i.resultado))).toEqual(new Set(['inalterado']));
    }
    expect(await versao()).toBe(antes);
  });

  it('the public catalogue follows an import at once (its cache is per catalogue version)', async () => {
    const buscar = () =>
      t.app.inject({
        url: `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}?busca=${encodeURIComponent('Integrado')}`,
      });
    const antes = await buscar();
    expect(antes.statusCode).toBe(200);
    expect(antes.body).toContain('Produto Integrado 7');
    const r = await erp('PUT', 'produtos', [{ cod_erp: 'SKU-0007', nome: 'Produto Integrado Renomeado 7' }]);
    expect(r.json().itens[0].resultado).toBe('atualizado');
    const depois = await buscar();
    expect(depois.body).toContain('Produto Integrado Renomeado 7');
  });

  it('imports a bundle of products of the same batch and an additional service, idempotently', async () => {
    const LOTE = [
      {
        cod_erp: 'KIT-1',
        nome: 'Kit Integrado',
        categoria: 'CAT-GRAOS',
        preco: 25,
        tipo_produto: 'CONJUNTO',
        esconder_preco_sub_itens: true,
        subitens: [
          { produto: 'SKU-0001', quantidade_itens: 2 },
          { produto: 'PECA-NOVA', quantidade_itens: 1, preco: 3.5 },
        ],
      },
      { cod_erp: 'PECA-NOVA', nome: 'Peça nova', categoria: 'CAT-GRAOS', preco: 4, granularidade: 0.5 },
      {
        cod_erp: 'SERV-1',
        nome: 'Montagem',
        categoria: 'CAT-LIMP',
        preco: 15,
        adicional_de: 'SKU-0002',
        permite_embalagem: true,
        preco_embalagem: 2.9,
      },
    ];
    const r = await erp('PUT', 'produtos', LOTE);
    expect(r.json(), JSON.stringify(r.json().itens)).toMatchObject({ criados: 3, recusados: 0 });
    const linhas = await t.db
      .selectFrom('produtos')
      .select([
        'cod_erp',
        'id',
        'tipo_produto',
        'subitens',
        'esconder_preco_sub_itens',
        'produto_adicional_de',
        'granularidade_milesimos',
        'preco_embalagem_centavos',
      ])
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', 'in', ['KIT-1', 'PECA-NOVA', 'SERV-1', 'SKU-0001', 'SKU-0002'])
      .execute();
    const por = new Map(linhas.map((l) => [l.cod_erp, l]));
    expect(por.get('KIT-1')).toMatchObject({ tipo_produto: 'CONJUNTO', esconder_preco_sub_itens: true });
    expect(por.get('KIT-1')!.subitens).toEqual([
      {
        id: por.get('SKU-0001')!.id,
        nome: 'Produto Integrado 1',
        preco_centavos: 1000,
        quantidade_itens: 2,
        labelunidademultiplo: 'UN',
      },
      {
        id: por.get('PECA-NOVA')!.id,
        nome: 'Peça nova',
        preco_centavos: 350,
        quantidade_itens: 1,
        labelunidademultiplo: 'UN',
      },
    ]);
    expect(por.get('PECA-NOVA')!.granularidade_milesimos).toBe(500);
    expect(por.get('SERV-1')).toMatchObject({
      produto_adicional_de: por.get('SKU-0002')!.id,
      preco_embalagem_centavos: 290,
    });
    // The service is offered on its main product's page, not listed in the catalogue.
    const servicos = await t.app.inject({
      url: `/api/v2/app/${anonToken()}/listaprodutos/${t.aurora}?produtoprincipal=${por.get('SKU-0002')!.id}`,
    });
    expect(servicos.body).toContain('Montagem');
    expect((await erp('PUT', 'produtos', LOTE)).json()).toMatchObject({ inalterados: 3, atualizados: 0 });
    // A bundle naming an unknown product, a simple product with items, a bundle of itself: refused, the rest applied.
    const ruins = await erp('PUT', 'produtos', [
      {
        cod_erp: 'KIT-2',
        nome: 'Kit ruim',
        categoria: 'CAT-GRAOS',
        preco: 1,
        tipo_produto: 'CONJUNTO',
        subitens: [{ produto: 'NAO-HA', quantidade_itens: 1 }],
      },
      {
        cod_erp: 'KIT-3',
        nome: 'Kit que usa o ruim',
        categoria: 'CAT-GRAOS',
        preco: 1,
        tipo_produto: 'CONJUNTO',
        subitens: [{ produto: 'KIT-2', quantidade_itens: 1 }],
      },
      { cod_erp: 'SKU-0003', subitens: [{ produto: 'SKU-0004', quantidade_itens: 1 }] },
      { cod_erp: 'KIT-1', subitens: [{ produto: 'KIT-1', quantidade_itens: 1 }] },
      { cod_erp: 'SERV-1', adicional_de: null },
    ]);
    expect(ruins.json().itens.map((i: { resultado: string; erros: unknown[] }) => [i.resultado, i.erros])).toEqual([
      [
        'recusado',
        [
          {
            campo: 'itens[0].subitens[0].produto',
            mensagem: "produto 'NAO-HA' não encontrado: envie-o antes ou no mesmo lote",
          },
        ],
      ],
      [
        'recusado',
        [
          {
            campo: 'itens[1].subitens[0].produto',
            mensagem: "produto 'KIT-2' não encontrado: envie-o antes ou no mesmo lote",
          },
        ],
      ],
      ['recusado', [{ campo: 'itens[2].subitens', mensagem: 'só um produto do tipo CONJUNTO tem subitens' }]],
      ['recusado', [{ campo: 'itens[3].subitens[0].produto', mensagem: 'um conjunto não contém a si mesmo' }]],
      ['atualizado', []],
    ]);
    const kits = await t.db
      .selectFrom('produtos')
      .select('cod_erp')
      .where('cod_erp', 'in', ['KIT-2', 'KIT-3'])
      .execute();
    expect(kits).toEqual([]);
    const servico = await t.db
      .selectFrom('produtos')
      .select('produto_adicional_de')
      .where('cod_erp', '=', 'SERV-1')
      .executeTakeFirstOrThrow();
    expect(servico.produto_adicional_de).toBeNull();
  });

  it('refuses a bad line with a pt-BR reason and its field path, and applies the others', async () => {
    const r = await erp('PUT', 'produtos', [
      { cod_erp: 'SKU-NOVO-1', nome: 'Novo Bom', categoria: 'CAT-LIMP', preco: 5.5 },
      { cod_erp: 'SKU-NOVO-2', nome: 'Novo Ruim', categoria: 'CAT-NAO-EXISTE', preco: 1.234 },
      { cod_erp: 'SKU-NOVO-1', nome: 'Repetido', categoria: 'CAT-LIMP', preco: 1 },
    ]);
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({ criados: 1, recusados: 2 });
    expect(corpo.itens[1]).toEqual({
      linha: 1,
      cod_erp: 'SKU-NOVO-2',
      resultado: 'recusado',
      id: null,
      erros: [
        { campo: 'itens[1].categoria', mensagem: "categoria 'CAT-NAO-EXISTE' não encontrada" },
        {
          campo: 'itens[1].preco',
          mensagem: 'informe um valor em reais, não negativo, com no máximo 2 casas decimais',
        },
      ],
    });
    expect(corpo.itens[2].erros[0].campo).toBe('itens[2].cod_erp');
    const precos = await erp('PUT', 'precos', [{ cod_erp: 'SKU-QUE-NAO-HA', preco: 1 }]);
    expect(precos.json().itens[0]).toMatchObject({ resultado: 'recusado' });
    expect(precos.json().itens[0].erros[0].campo).toBe('itens[0].cod_erp');
  });

  it('answers a batch of 10,000 lines (over 1 MB) at once, line by line, and runs 10,001 as a job', async () => {
    const linha = (i: number) => ({
      cod_erp: `SEM-PRODUTO-${String(i).padStart(5, '0')}-${'x'.repeat(60)}`.slice(0, 60),
      preco: 1,
      precovendaatacado: 0.9,
      minvendaatacado: 12,
      desconto_progressivo: [{ quantidade: 10, preco: 0.95 }],
    });
    const itens = Array.from({ length: 10_000 }, (_, i) => linha(i));
    expect(JSON.stringify({ itens }).length).toBeGreaterThan(1_048_576);
    const r = await erp('PUT', 'precos', itens);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ recusados: 10_000, criados: 0, atualizados: 0, inalterados: 0 });
    expect(r.json().itens[9_999]).toMatchObject({ linha: 9_999, resultado: 'recusado' });
    // More lines run as a job (importacoes.test.ts).
    const demais = await erp('PUT', 'precos', [...itens, linha(10_000)]);
    expect(demais.statusCode).toBe(202);
    expect(demais.json().importacao).toMatchObject({ tipo: 'precos', total: 10_001 });
    await t.app.tarefas.aguardarFila('integracao-importacao', 60_000);
  });

  it('a call outside the key scopes gets 403', async () => {
    const r = await erp('PUT', 'estoque', [{ cod_erp: 'SKU-0001', disponivel: 3 }]);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ mensagem: mensagemSemEscopo('stock'), codigo: 'integracao.sem-escopo' });
  });

  it('a key with the stock scope sets the stock, and the same stock again is unchanged', async () => {
    const criada = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
      headers: bearer(admin.token),
      payload: { nome: 'ERP estoque', escopos: ['stock'] },
    });
    const estoque = criada.json().chave as string;
    const itens = [
      { cod_erp: 'SKU-0001', disponivel: 3 },
      { cod_erp: 'SKU-0002', disponivel: 0 },
    ];
    const r = await erp('PUT', 'estoque', itens, estoque);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ atualizados: 2 });
    const deNovo = await erp('PUT', 'estoque', itens, estoque);
    expect(deNovo.json()).toMatchObject({ inalterados: 2, atualizados: 0 });
    const row = await t.db
      .selectFrom('produtos')
      .select('maximo_disponivel_milesimos')
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', '=', 'SKU-0001')
      .executeTakeFirstOrThrow();
    expect(row.maximo_disponivel_milesimos).toBe(3000);
  });

  it('imports payment terms and 5 clients (CPF/CNPJ, razão social, approval, tags, credit limit, terms, addresses, people), idempotently', async () => {
    const criada = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
      headers: bearer(admin.token),
      payload: { nome: 'ERP clientes', escopos: ['customers'] },
    });
    const clientes = criada.json().chave as string;
    const CONDICOES = [
      {
        cod_erp: 'COND-30-60',
        descricao: 'Boleto 30/60 dias',
        tipo: 'A_PRAZO',
        prazos_dias: [30, 60],
        max_parcelas: 2,
      },
      { cod_erp: 'COND-AVISTA', descricao: 'Dinheiro na entrega', tipo: 'DINHEIRO', ajuste_percentual: -2.5, ordem: 9 },
    ];
    const condicoes = await erp('PUT', 'condicoes-pagamento', CONDICOES, clientes);
    expect(condicoes.statusCode, condicoes.body).toBe(200);
    expect(condicoes.json()).toMatchObject({ criados: 2, recusados: 0 });
    expect((await erp('PUT', 'condicoes-pagamento', CONDICOES, clientes)).json()).toMatchObject({ inalterados: 2 });
    const prazoRuim = await erp(
      'PUT',
      'condicoes-pagamento',
      [
        { cod_erp: 'COND-X', descricao: 'Pix', tipo: 'PIX', prazos_dias: [30] },
        { cod_erp: 'COND-Y', descricao: 'Boleto', tipo: 'A_PRAZO', prazos_dias: [60, 30] },
        { cod_erp: 'COND-Z', tipo: 'BOLETO' },
      ],
      clientes,
    );
    expect(prazoRuim.json().itens.map((i: { erros: unknown[] }) => i.erros)).toEqual([
      [{ campo: 'itens[0].prazos_dias', mensagem: 'os prazos valem só para o tipo A_PRAZO' }],
      [{ campo: 'itens[1].prazos_dias', mensagem: 'informe os prazos em dias, em ordem crescente, sem repetir' }],
      [{ campo: 'itens[2].descricao', mensagem: 'informe a descrição para criar a condição' }],
    ]);
    const itens = [1, 2, 3, 4, 5].map((n) => ({
      cod_erp: `CLI-${n}`,
      documento: n % 2 === 0 ? cnpj(`99887766${String(n).padStart(4, '0')}`) : cpf(`55566677${n}`),
      razao_social: `Cliente Integrado ${n} Ltda`,
      email: `cliente${n}@erp.exemplo.com.br`,
      aprovado: n !== 5,
      tags: n <= 2 ? ['atacado'] : [],
      limite_credito: n * 1000,
      condicoes_pagamento: n === 2 ? ['COND-30-60'] : [],
      enderecos:
        n === 2
          ? [
              {
                cod_erp: 'END-1',
                cep: '01310-100',
                uf: 'SP',
                cidade: 'São Paulo',
                bairro: 'Bela Vista',
                rua: 'Av. Paulista',
                numero: '1000',
              },
              {
                cod_erp: 'END-2',
                apelido: 'Depósito',
                cep: '06454000',
                uf: 'SP',
                cidade: 'Barueri',
                bairro: 'Alphaville',
                rua: 'Al. Rio Negro',
                numero: '500',
                primario: true,
              },
            ]
          : [],
      usuarios: n === 2 ? [{ email: 'compras2@erp.exemplo.com.br', nome: 'Compras Dois' }] : [],
    }));
    const r = await erp('PUT', 'clientes', itens, clientes);
    expect(r.statusCode).toBe(200);
    expect(r.json(), JSON.stringify(r.json().itens)).toMatchObject({ criados: 5, recusados: 0 });
    const cadastro = await t.db
      .selectFrom('cadastros_cliente as c')
      .innerJoin('clientes as k', 'k.idcliente', 'c.idcliente')
      .select([
        'k.nome',
        'k.tipo_documento',
        'c.cadastro_aprovado',
        'c.tags',
        'c.limite_credito_centavos',
        'c.idcliente',
      ])
      .where('c.idfornecedor', '=', t.aurora)
      .where('c.cod_erp', '=', 'CLI-2')
      .executeTakeFirstOrThrow();
    expect(cadastro).toEqual({
      nome: 'Cliente Integrado 2 Ltda',
      tipo_documento: 'CNPJ',
      cadastro_aprovado: true,
      tags: ['atacado'],
      limite_credito_centavos: 200_000,
      idcliente: expect.any(Number),
    });
    // The term granted to CLI-2 is reserved to it (offered to it only at checkout).
    const reservadas = await t.db
      .selectFrom('formas_pagamento_clientes as r')
      .innerJoin('formas_pagamento as f', 'f.idformapagto', 'r.idformapagto')
      .select(['f.cod_erp', 'f.prazos_dias', 'r.idcliente'])
      .where('f.idfornecedor', '=', t.aurora)
      .where('f.cod_erp', 'is not', null)
      .execute();
    expect(reservadas).toEqual([{ cod_erp: 'COND-30-60', prazos_dias: [30, 60], idcliente: cadastro.idcliente }]);
    // Its addresses, the one marked primary first; its buyer invited as the client's principal user.
    const enderecos = await t.db
      .selectFrom('enderecos')
      .select(['cod_erp', 'cep', 'apelido', 'primario'])
      .where('idcliente', '=', cadastro.idcliente)
      .where('idfornecedor', '=', t.aurora)
      .orderBy('primario', 'desc')
      .execute();
    expect(enderecos).toEqual([
      { cod_erp: 'END-2', cep: '06454000', apelido: 'Depósito', primario: true },
      { cod_erp: 'END-1', cep: '01310100', apelido: null, primario: false },
    ]);
    const comprador = await t.db
      .selectFrom('usuarios')
      .select(['papel', 'principal', 'documento', 'idcliente'])
      .where('email', '=', 'compras2@erp.exemplo.com.br')
      .executeTakeFirstOrThrow();
    expect(comprador).toMatchObject({ papel: 'cliente', principal: true, idcliente: cadastro.idcliente });
    await t.app.email.aguardarEntregas();
    const convite = await t.db
      .selectFrom('outbox_email')
      .select(['assunto'])
      .where('para', '=', 'compras2@erp.exemplo.com.br')
      .execute();
    expect(convite).toHaveLength(1);
    const deNovo = await erp('PUT', 'clientes', itens, clientes);
    expect(deNovo.json()).toMatchObject({ inalterados: 5, criados: 0, atualizados: 0, recusados: 0 });
    // A client's terms and addresses are sent whole: one left out goes; a wrong one refuses the line.
    const menos = await erp(
      'PUT',
      'clientes',
      [{ cod_erp: 'CLI-2', condicoes_pagamento: [], enderecos: [itens[1]!.enderecos[0]!] }],
      clientes,
    );
    expect(menos.json()).toMatchObject({ atualizados: 1 });
    expect(
      await t.db
        .selectFrom('enderecos')
        .select(['cod_erp', 'primario'])
        .where('idcliente', '=', cadastro.idcliente)
        .execute(),
    ).toEqual([{ cod_erp: 'END-1', primario: true }]);
    const enderecoRuim = await erp(
      'PUT',
      'clientes',
      [
        {
          cod_erp: 'CLI-2',
          condicoes_pagamento: ['NAO-HA'],
          enderecos: [{ cod_erp: 'END-9', cep: '123', uf: 'SP', cidade: 'X', bairro: 'Y', rua: 'Z', numero: '1' }],
          usuarios: [{ email: 'nao-e-email' }],
        },
      ],
      clientes,
    );
    expect(enderecoRuim.json().itens[0]).toMatchObject({
      resultado: 'recusado',
      erros: [
        {
          campo: 'itens[0].condicoes_pagamento[0]',
          mensagem: "condição de pagamento 'NAO-HA' não encontrada: envie-a antes em /condicoes-pagamento",
        },
        { campo: 'itens[0].enderecos[0].cep', mensagem: 'Informe um CEP com 8 dígitos.' },
        { campo: 'itens[0].usuarios[0].email', mensagem: 'e-mail inválido' },
      ],
    });
    const ruim = await erp(
      'PUT',
      'clientes',
      [{ cod_erp: 'CLI-9', documento: '123', razao_social: 'X', email: 'x@x.com' }],
      clientes,
    );
    expect(ruim.json().itens[0]).toMatchObject({
      resultado: 'recusado',
      erros: [{ campo: 'itens[0].documento', mensagem: 'CPF ou CNPJ inválido' }],
    });
    // The catalogue key has no 'customers' scope.
    expect((await erp('PUT', 'clientes', itens)).statusCode).toBe(403);
    // Nor has the clients key the 'prices' scope the price lists need.
    const foraDoEscopo = await erp('PUT', 'listas-preco', LISTAS_PRECO, clientes);
    expect(foraDoEscopo.statusCode).toBe(403);
    expect(foraDoEscopo.json()).toEqual({ mensagem: mensagemSemEscopo('prices'), codigo: 'integracao.sem-escopo' });
  });

  it('imports two price lists (by client tag and by client), idempotently, each line reported', async () => {
    const r = await erp('PUT', 'listas-preco', LISTAS_PRECO);
    expect(r.statusCode).toBe(200);
    expect(r.json(), JSON.stringify(r.json().itens)).toMatchObject({
      criados: 2,
      atualizados: 0,
      inalterados: 0,
      recusados: 0,
    });
    const [atacado, doCliente] = r.json().itens as { id: number }[];
    const lista = await t.db
      .selectFrom('listas_preco')
      .selectAll()
      .where('idlista', '=', doCliente!.id)
      .executeTakeFirstOrThrow();
    expect(lista).toMatchObject({ idfornecedor: t.aurora, cod_erp: 'LISTA-CLI-3', ativa: true, prioridade: 0 });
    const cli3 = await t.db
      .selectFrom('cadastros_cliente')
      .select('idcliente')
      .where('idfornecedor', '=', t.aurora)
      .where('cod_erp', '=', 'CLI-3')
      .executeTakeFirstOrThrow();
    expect(
      await t.db.selectFrom('listas_preco_clientes').select('idcliente').where('idlista', '=', doCliente!.id).execute(),
    ).toEqual([cli3]);
    const sku2 = await t.db
      .selectFrom('listas_preco_itens as i')
      .innerJoin('produtos as p', 'p.id', 'i.idproduto')
      .select([
        'i.preco_centavos',
        'i.precovendaatacado_centavos',
        'i.minvendaatacado_milesimos',
        'i.desconto_progressivo',
      ])
      .where('i.idlista', '=', doCliente!.id)
      .where('p.cod_erp', '=', 'SKU-0002')
      .executeTakeFirstOrThrow();
    expect(sku2).toEqual({
      preco_centavos: 900,
      precovendaatacado_centavos: 850,
      minvendaatacado_milesimos: 12_000,
      desconto_progressivo: [{ quantidade_milesimos: 6_000, preco_centavos: 880 }],
    });
    expect(
      await t.db.selectFrom('listas_preco_itens').select('idproduto').where('idlista', '=', atacado!.id).execute(),
    ).toHaveLength(10);

    // The same batch again: every line unchanged.
    const deNovo = await erp('PUT', 'listas-preco', LISTAS_PRECO);
    expect(deNovo.json()).toMatchObject({ criados: 0, atualizados: 0, recusados: 0, inalterados: 2 });
    expect(new Set(deNovo.json().itens.map((i: { resultado: string }) => i.resultado))).toEqual(
      new Set(['inalterado']),
    );

    // A list is sent whole: a product left out leaves it.
    const menor = await erp('PUT', 'listas-preco', [
      { ...LISTAS_PRECO[0]!, precos: LISTAS_PRECO[0]!.precos.slice(0, 3) },
    ]);
    expect(menor.json().itens[0]).toMatchObject({ resultado: 'atualizado', id: atacado!.id });
    expect(
      await t.db.selectFrom('listas_preco_itens').select('idproduto').where('idlista', '=', atacado!.id).execute(),
    ).toHaveLength(3);
  });

  it('refuses a bad price list with every reason and its field path, writes none of it, and applies the others', async () => {
    const r = await erp('PUT', 'listas-preco', [
      {
        cod_erp: 'LISTA-RUIM',
        nome: ' ',
        clientes: ['CLI-QUE-NAO-HA'],
        precos: [
          { produto: 'SKU-0001', preco: 10, precovendaatacado: 12, minvendaatacado: 5 },
          { produto: 'SKU-0002', preco: 10, precovendaatacado: 9 },
          { produto: 'SKU-0003', preco: 10, desconto_progressivo: [{ quantidade: 5, preco: 11 }] },
          { produto: 'SKU-QUE-NAO-HA', preco: 1.234 },
          { produto: 'SKU-0001', preco: 3 },
        ],
      },
      { cod_erp: 'LISTA-BOA', nome: 'Lista boa', precos: [{ produto: 'SKU-0004', preco: 1 }] },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ criados: 1, recusados: 1 });
    expect(r.json().itens[0]).toEqual({
      linha: 0,
      cod_erp: 'LISTA-RUIM',
      resultado: 'recusado',
      id: null,
      erros: [
        { campo: 'itens[0].nome', mensagem: 'informe o nome da lista de preços' },
        {
          campo: 'itens[0].clientes[0]',
          mensagem: "cliente 'CLI-QUE-NAO-HA' não encontrado: envie-o antes em /clientes",
        },
        {
          campo: 'itens[0].precos[0].precovendaatacado',
          mensagem: 'o preço de atacado deve ficar abaixo do preço da lista',
        },
        {
          campo: 'itens[0].precos[1].minvendaatacado',
          mensagem: 'informe o preço de atacado e a quantidade mínima de atacado juntos',
        },
        {
          campo: 'itens[0].precos[2].desconto_progressivo[0].preco',
          mensagem: 'o preço da faixa deve ficar abaixo do preço da lista',
        },
        {
          campo: 'itens[0].precos[3].produto',
          mensagem: "produto 'SKU-QUE-NAO-HA' não encontrado: envie-o antes em /produtos",
        },
        {
          campo: 'itens[0].precos[3].preco',
          mensagem: 'informe um valor em reais, não negativo, com no máximo 2 casas decimais',
        },
        { campo: 'itens[0].precos[4].produto', mensagem: 'produto repetido na lista (também em precos[0])' },
      ],
    });
    expect(
      await t.db.selectFrom('listas_preco').select('idlista').where('cod_erp', '=', 'LISTA-RUIM').execute(),
    ).toEqual([]);
    // A body that breaks the document is a 400 for the whole batch.
    expect((await erp('PUT', 'listas-preco', [{ cod_erp: 'X', nome: 'Sem preços' }])).statusCode).toBe(400);
  });

  it("a key of one supplier cannot touch another's data", async () => {
    const r = await erp('PUT', 'produtos', [{ cod_erp: 'SKU-0001', nome: 'Invadido' }], chave, t.construforte);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ mensagem: MENSAGEM_OUTRO_FORNECEDOR, codigo: 'integracao.outro-fornecedor' });
    const deOutro = await t.db
      .selectFrom('produtos')
      .select('id')
      .where('idfornecedor', '=', t.construforte)
      .where('nome', '=', 'Invadido')
      .execute();
    expect(deOutro).toEqual([]);
    // Nor its price lists (ConstruForte's demo list B stays as it is).
    const listas = await erp(
      'PUT',
      'listas-preco',
      [{ cod_erp: 'TABELA-B', nome: 'Invadida', precos: [] }],
      chave,
      t.construforte,
    );
    expect(listas.statusCode).toBe(403);
    expect(listas.json()).toEqual({ mensagem: MENSAGEM_OUTRO_FORNECEDOR, codigo: 'integracao.outro-fornecedor' });
    expect(
      (await t.db.selectFrom('listas_preco').select('nome').where('idfornecedor', '=', t.construforte).execute()).map(
        (l) => l.nome,
      ),
    ).not.toContain('Invadida');
    // Nor revoke it from another supplier's desk.
    const revogar = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.construforte}/integracao/credenciais/${idcredencial}/revogar`,
      headers: bearer(adminConstruforte.token),
    });
    expect(revogar.statusCode).toBe(404);
  });

  it('records the last use, and answers 429 past the key limit per minute', async () => {
    const row = await t.db
      .selectFrom('credenciais_integracao')
      .select('ultimo_uso_em')
      .where('idcredencial', '=', idcredencial)
      .executeTakeFirstOrThrow();
    expect(row.ultimo_uso_em).not.toBeNull();
    const criada = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais`,
      headers: bearer(admin.token),
      payload: { nome: 'ERP lento', escopos: ['catalogue'], limitePorMinuto: 2 },
    });
    const lenta = criada.json().chave as string;
    const codigos: number[] = [];
    for (let i = 0; i < 3; i++) codigos.push((await erp('PUT', 'categorias', [CATEGORIAS[0]], lenta)).statusCode);
    expect(codigos).toEqual([200, 200, 429]);
  });

  it('a revoked key gets 401', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v4/painel/${t.aurora}/integracao/credenciais/${idcredencial}/revogar`,
      headers: bearer(admin.token),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().credencial.revogadaEm).not.toBeNull();
    const depois = await erp('PUT', 'categorias', CATEGORIAS);
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toEqual({ mensagem: MENSAGEM_CHAVE_INVALIDA, codigo: 'integracao.chave-invalida' });
    expect((await erp('PUT', 'listas-preco', LISTAS_PRECO)).statusCode).toBe(401);
    const semChave = await t.app.inject({
      method: 'PUT',
      url: `/api/v4/integracao/${t.aurora}/categorias`,
      payload: { itens: CATEGORIAS },
    });
    expect(semChave.statusCode).toBe(401);
  });
});
