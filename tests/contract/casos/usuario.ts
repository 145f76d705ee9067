/** The contract cases of openapi/v1/paths/usuario.yaml and openapi/v2/paths/usuario.yaml. */
import { type Casos } from '../support/casos';

export const casos: Casos = {
  getUsuarioPorLogin: {
    version: 'v2',
    casos: [
      { nome: 'existe', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/maria%40exemplo.com.br?auth=1`, status: 200 },
      {
        nome: 'CNPJ formatado',
        url: (_t, c) => `/api/v2/app/${c.anon}/usuario/${encodeURIComponent('11.222.333/0001-81')}`,
        status: 200,
      },
      { nome: 'não existe', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/ninguem%40exemplo.com.br`, status: 200 },
      { nome: 'longo demais', url: (_t, c) => `/api/v2/app/${c.anon}/usuario/${'a'.repeat(300)}`, status: 400 },
    ],
  },
  dadosReceita: {
    version: 'v1',
    casos: [
      {
        nome: 'sem provedor configurado',
        url: (t, c) => `/api/v1/app/${c.anon}~0/usuario/dados-receita/11222333000181?idfornecedor=${t.aurora}`,
        status: 503,
      },
      {
        nome: 'não é um CNPJ',
        url: (t, c) => `/api/v1/app/${c.anon}~0/usuario/dados-receita/52998224725?idfornecedor=${t.aurora}`,
        status: 422,
      },
      {
        nome: 'sem idfornecedor',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario/dados-receita/11222333000181`,
        status: 400,
      },
    ],
  },
  // Issue 34: the user's and the client's data for 'Minha conta'.
  getDadosUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) => `/api/v1/app/${c.sessaoAurora.token}~${c.sessaoAurora.idcliente}/usuario`,
        status: 200,
      },
      {
        nome: 'cliente de outra sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/usuario`,
        status: 403,
      },
      { nome: 'sem sessão', url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`, status: 401 },
    ],
  },
  salvarUsuario: {
    version: 'v1',
    casos: [
      {
        nome: 'cadastro aprovado',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.aurora,
          nome: 'Rita Contrato Souza',
          cpf: '123.456.789-09',
          email: 'rita@exemplo.com.br',
          senha: 'sabiá canta no ipê',
          senhac: 'sabiá canta no ipê',
          termosuso: true,
        }),
        status: 200,
      },
      {
        nome: 'cadastro aguardando aprovação',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.construforte,
          nome: 'Caio Contrato Lima',
          cpf: '987.654.321-00',
          email: 'caio@exemplo.com.br',
          senha: 'sabiá canta no ipê',
          senhac: 'sabiá canta no ipê',
          termosuso: true,
        }),
        status: 200,
      },
      {
        nome: 'já cadastrado',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({
          idfornecedor: t.aurora,
          nome: 'Maria Outra Vez',
          cpf: '529.982.247-25',
          email: 'maria2@exemplo.com.br',
          senha: 'sabiá canta no ipê',
          senhac: 'sabiá canta no ipê',
          termosuso: true,
        }),
        status: 409,
      },
      {
        nome: 'campos inválidos',
        url: (_t, c) => `/api/v1/app/${c.anon}~0/usuario`,
        corpo: (t) => ({ idfornecedor: t.aurora, nome: 'Rita' }),
        status: 422,
      },
      {
        nome: 'atualização',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/usuario`,
        corpo: () => ({ nome: 'Nome Novo Completo' }),
        status: 200,
      },
      {
        nome: 'telefone inválido na atualização',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/usuario`,
        corpo: () => ({ telefone: '(11) 1234' }),
        status: 422,
      },
      {
        nome: 'cliente de outra sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~${c.sessaoAurora.idcliente}/usuario`,
        corpo: () => ({ nome: 'Nome Novo' }),
        status: 403,
      },
      {
        nome: 'sessão expirada',
        url: (_t, c) => `/api/v1/app/${c.anon}~1/usuario`,
        corpo: () => ({ nome: 'Nome Novo' }),
        status: 401,
      },
    ],
  },
  getClientes: {
    version: 'v1',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~0/cliente?busca=cliente&limit=10&offset=0`,
        status: 200,
      },
      { nome: 'anônimo', url: (_t, c) => `/api/v1/app/${c.anon}~0/cliente`, status: 401 },
      {
        nome: 'limit demais',
        url: (_t, c) => `/api/v1/app/${c.sessaoConstruforte.token}~0/cliente?limit=1000`,
        status: 400,
      },
    ],
  },
  clientesVinculados: {
    version: 'v1',
    casos: [
      {
        nome: 'cliente atendido',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({ idcliente: 2 }),
        status: 200,
      },
      {
        nome: 'cliente não atendido',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({ idcliente: 3 }),
        status: 403,
      },
      {
        nome: 'sem cliente',
        url: (_t, c) => `/api/v1/app/${c.representante.token}/usuario/${c.representante.idusuario}/clientes-vinculados`,
        corpo: () => ({}),
        status: 400,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v1/app/${c.anon}/usuario/3/clientes-vinculados`,
        corpo: () => ({ idcliente: 2 }),
        status: 401,
      },
    ],
  },
};
