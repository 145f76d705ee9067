/** The contract cases of openapi/v1/paths/enderecos.yaml and openapi/v2/paths/enderecos.yaml. */
import { type Casos, ENDERECO_CONTRATO } from '../support/casos';

export const casos: Casos = {
  listarEnderecos: {
    version: 'v1',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        status: 200,
      },
      { nome: 'outro cliente', url: (_t, c) => `/api/v1/app/${c.enderecos.token}~1/enderecos`, status: 403 },
      { nome: 'sem sessão', url: (_t, c) => `/api/v1/app/${c.anon}~0/enderecos`, status: 401 },
    ],
  },
  criarEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'válido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ENDERECO_CONTRATO,
        status: 200,
      },
      {
        nome: 'com quem recebe, telefone e WhatsApp',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ({
          ...ENDERECO_CONTRATO,
          destinatario: 'Ana Recebedora Souza',
          telefone: '(11) 98765-4321',
          whatsapp: true,
        }),
        status: 200,
      },
      {
        nome: 'telefone inválido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ({ ...ENDERECO_CONTRATO, telefone: '(11) 1234' }),
        status: 400,
      },
      {
        nome: 'CEP inválido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos`,
        corpo: () => ({ ...ENDERECO_CONTRATO, cep: '123' }),
        status: 400,
      },
    ],
  },
  atualizarEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'torna primário',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: (_t, c) => ({ ...ENDERECO_CONTRATO, idendereco: c.enderecos.segundo, primario: true }),
        status: 200,
      },
      {
        nome: 'WhatsApp sem telefone',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: (_t, c) => ({ ...ENDERECO_CONTRATO, idendereco: c.enderecos.segundo, whatsapp: true }),
        status: 400,
      },
      {
        nome: 'recusado (400 com a mensagem)',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: (_t, c) => ({ ...ENDERECO_CONTRATO, idendereco: c.enderecos.segundo, uf: 'XX' }),
        status: 400,
      },
      {
        nome: 'de outro cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecosput`,
        corpo: () => ({ ...ENDERECO_CONTRATO, idendereco: 1 }),
        status: 404,
      },
    ],
  },
  excluirEndereco: {
    version: 'v1',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) =>
          `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cliente/enderecos/${c.enderecos.primeiro}/excluir`,
        corpo: () => ({}),
        status: 200,
      },
      {
        nome: 'de outro cliente',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cliente/enderecos/1/excluir`,
        corpo: () => ({}),
        status: 404,
      },
    ],
  },
  getEnderecoFaturamento: {
    version: 'v2',
    casos: [
      {
        nome: 'do cliente',
        url: (_t, c) =>
          `/api/v2/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos/${c.enderecos.idcliente}/faturamento`,
        status: 200,
      },
      {
        nome: 'sem endereço',
        url: (_t, c) =>
          `/api/v2/app/${c.sessaoConstruforte.token}~${c.sessaoConstruforte.idcliente}/enderecos/${c.sessaoConstruforte.idcliente}/faturamento`,
        status: 404,
      },
      {
        nome: 'outro cliente',
        url: (_t, c) => `/api/v2/app/${c.enderecos.token}~${c.enderecos.idcliente}/enderecos/1/faturamento`,
        status: 403,
      },
    ],
  },
  consultarCep: {
    version: 'v1',
    casos: [
      {
        nome: 'conhecido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/13015-002`,
        status: 200,
      },
      {
        nome: 'desconhecido',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/99999999`,
        status: 404,
      },
      {
        nome: 'mal formado',
        url: (_t, c) => `/api/v1/app/${c.enderecos.token}~${c.enderecos.idcliente}/cep/1234`,
        status: 400,
      },
    ],
  },
};
