/**
 * The demo accounts, as data: the seed creates them, the README lists them, tests log in with
 * them. Passwords are public on purpose (demo only).
 */
import type { Papel } from '../../modules/usuario/tables';
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

export interface DemoCliente {
  idcliente: number;
  nome: string;
  documento: string; // digits only
  documentoFormatado: string;
  tipo_documento: 'CPF' | 'CNPJ';
  email: string;
  /** idfornecedor → approved? (one cadastros_cliente row per entry) */
  cadastros: { idcadastroextracliente: number; idfornecedor: string; cadastro_aprovado: boolean }[];
}

export interface DemoAccount {
  idusuario: number;
  nome: string;
  /** What the person types to log in (e-mail, or CPF/CNPJ digits for clients). */
  email: string;
  documento: string | null;
  senha: string;
  papel: Papel;
  /** Staff belong to one supplier. */
  idfornecedor: string | null;
  /** The client a cliente or usuario_vinculado acts for by default. */
  idcliente: number | null;
  principal: boolean;
  /** Clients served (representante) or linked (usuario_vinculado, cliente). */
  clientes: { idcliente: number; principal: boolean }[];
  descricao: string;
  /** A linked user the seed gives no `submissao_pedido` (the refusal's demo). */
  semSubmissaoPedido?: boolean;
}

export const DEMO_CLIENTES: readonly DemoCliente[] = [
  {
    idcliente: 1,
    nome: 'Maria Oliveira Santos',
    documento: '52998224725',
    documentoFormatado: '529.982.247-25',
    tipo_documento: 'CPF',
    email: 'maria@exemplo.com.br',
    cadastros: [
      { idcadastroextracliente: 1, idfornecedor: AURORA_ID, cadastro_aprovado: true },
      { idcadastroextracliente: 2, idfornecedor: CONSTRUFORTE_ID, cadastro_aprovado: true },
      { idcadastroextracliente: 6, idfornecedor: AURORA_ATACADO_ID, cadastro_aprovado: true },
    ],
  },
  {
    idcliente: 2,
    nome: 'Mercado Bom Preço Ltda',
    documento: '11222333000181',
    documentoFormatado: '11.222.333/0001-81',
    tipo_documento: 'CNPJ',
    email: 'compras@bompreco.com.br',
    cadastros: [
      { idcadastroextracliente: 3, idfornecedor: AURORA_ID, cadastro_aprovado: true },
      { idcadastroextracliente: 4, idfornecedor: CONSTRUFORTE_ID, cadastro_aprovado: false },
      { idcadastroextracliente: 7, idfornecedor: AURORA_ATACADO_ID, cadastro_aprovado: true },
    ],
  },
  {
    idcliente: 3,
    nome: 'Mercado Bom Preço Filial Centro Ltda',
    documento: '11222333000262',
    documentoFormatado: '11.222.333/0002-62',
    tipo_documento: 'CNPJ',
    email: 'centro@bompreco.com.br',
    cadastros: [{ idcadastroextracliente: 5, idfornecedor: AURORA_ID, cadastro_aprovado: true }],
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    idusuario: 1,
    nome: 'Maria Oliveira Santos',
    email: 'maria@exemplo.com.br',
    documento: '52998224725',
    senha: 'maria123',
    papel: 'cliente',
    idfornecedor: null,
    idcliente: 1,
    principal: true,
    clientes: [{ idcliente: 1, principal: true }],
    descricao: 'Cliente pessoa física (CPF 529.982.247-25), aprovada na Aurora, na ConstruForte e na Aurora Atacado.',
  },
  {
    idusuario: 2,
    nome: 'Mercado Bom Preço Ltda',
    email: 'compras@bompreco.com.br',
    documento: '11222333000181',
    senha: 'bompreco123',
    papel: 'cliente',
    idfornecedor: null,
    idcliente: 2,
    principal: true,
    clientes: [
      { idcliente: 2, principal: true },
      { idcliente: 3, principal: false },
    ],
    descricao:
      'Cliente pessoa jurídica (CNPJ 11.222.333/0001-81): aprovado na Aurora e na Aurora Atacado, NÃO aprovado na ConstruForte.',
  },
  {
    idusuario: 3,
    nome: 'Carlos Mendes',
    email: 'representante@aurora.com.br',
    documento: null,
    senha: 'repres123',
    papel: 'representante',
    idfornecedor: AURORA_ID,
    idcliente: null,
    principal: false,
    clientes: [
      { idcliente: 1, principal: false },
      { idcliente: 2, principal: true },
    ],
    descricao: 'Representante comercial da Aurora; atende Maria e o Mercado Bom Preço.',
  },
  {
    idusuario: 4,
    nome: 'Ana Souza',
    email: 'ana@bompreco.com.br',
    documento: null,
    senha: 'vinculado123',
    papel: 'usuario_vinculado',
    idfornecedor: null,
    idcliente: 2,
    principal: false,
    clientes: [
      { idcliente: 2, principal: true },
      { idcliente: 3, principal: false },
    ],
    descricao: 'Usuária vinculada ao Mercado Bom Preço (não principal); alterna entre a matriz e a filial Centro.',
  },
  {
    idusuario: 5,
    nome: 'Júlia Atendente',
    email: 'atendente@aurora.com.br',
    documento: null,
    senha: 'atende123',
    papel: 'atendente',
    idfornecedor: AURORA_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao: 'Atendente da Aurora: trabalha o carrinho do cliente e pode bloqueá-lo.',
  },
  {
    idusuario: 6,
    nome: 'Roberto Admin',
    email: 'admin@aurora.com.br',
    documento: null,
    senha: 'admin123',
    papel: 'admin_fornecedor',
    idfornecedor: AURORA_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao: 'Administrador da Aurora (documentos da loja, layout, menu).',
  },
  {
    idusuario: 7,
    nome: 'Sérgio Admin',
    email: 'admin@construforte.com.br',
    documento: null,
    senha: 'admin123',
    papel: 'admin_fornecedor',
    idfornecedor: CONSTRUFORTE_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao: 'Administrador da ConstruForte.',
  },
  {
    idusuario: 8,
    nome: 'Bruno Lima',
    email: 'bruno@bompreco.com.br',
    documento: null,
    senha: 'vinculado123',
    papel: 'usuario_vinculado',
    idfornecedor: null,
    idcliente: 2,
    principal: false,
    clientes: [{ idcliente: 2, principal: true }],
    descricao:
      "Usuário vinculado ao Mercado Bom Preço SEM a permissão de submeter pedidos: monta o carrinho, e 'Enviar pedido' é recusado ('Você não tem permissão para enviar pedidos para este cliente…').",
    semSubmissaoPedido: true,
  },
  // Every demo shop has an attendant and an admin (issue 35, item 2): the README's journeys of the
  // desk (quotes at Aurora Atacado included) are done by hand with these.
  {
    idusuario: 9,
    nome: 'Tiago Atendente',
    email: 'atendente@construforte.com.br',
    documento: null,
    senha: 'atende123',
    papel: 'atendente',
    idfornecedor: CONSTRUFORTE_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao: 'Atendente da ConstruForte: o painel de pedidos em `/construforte/painel` e o carrinho do cliente.',
  },
  {
    idusuario: 10,
    nome: 'Paula Atendente',
    email: 'atendente@auroraatacado.com.br',
    documento: null,
    senha: 'atende123',
    papel: 'atendente',
    idfornecedor: AURORA_ATACADO_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao:
      "Atendente da Aurora Atacado: em `/aurora-atacado/painel` precifica os orçamentos ('Orçamentos'), que o cliente confirma em 'Meus pedidos'.",
  },
  {
    idusuario: 11,
    nome: 'Marcos Admin',
    email: 'admin@auroraatacado.com.br',
    documento: null,
    senha: 'admin123',
    papel: 'admin_fornecedor',
    idfornecedor: AURORA_ATACADO_ID,
    idcliente: null,
    principal: false,
    clientes: [],
    descricao:
      'Administrador da Aurora Atacado: o painel de pedidos e orçamentos em `/aurora-atacado/painel` e o estúdio em `/aurora-atacado/painel/loja`.',
  },
];

const NOMES_PAPEL: Record<Papel, string> = {
  cliente: 'Cliente',
  representante: 'Representante',
  usuario_vinculado: 'Usuário vinculado',
  atendente: 'Atendente',
  admin_fornecedor: 'Administrador do fornecedor',
};

/** The demo accounts as a Markdown table (for the README; a test can compare the two). */
export function tabelaContasDemoMarkdown(): string {
  const linhas = DEMO_ACCOUNTS.map((a) => {
    const cliente = DEMO_CLIENTES.find((c) => c.idcliente === a.idcliente && c.documento === a.documento);
    const login = cliente ? `${a.email} ou ${cliente.documentoFormatado}` : a.email;
    return `| ${NOMES_PAPEL[a.papel]} | ${a.nome} | ${login} | \`${a.senha}\` | ${a.descricao} |`;
  });
  return ['| Papel | Nome | Login | Senha | Observações |', '| --- | --- | --- | --- | --- |', ...linhas].join('\n');
}
