/** The contract cases of openapi/v2/paths/cupons.yaml. */
import { type Casos, comBearerCarrinho, UUID_DESCONHECIDO } from '../support/casos';

export const casos: Casos = {
  validarCupom: {
    version: 'v2',
    casos: [
      {
        nome: 'válido',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/AURORA10?canalVenda=WEB`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'pior que o automático',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/BEMVINDO3?codigocupomautomatico=AURORA5`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'expirado',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/VERAO2025`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: (t) => `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/1/cupom/AURORA10`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'outro fornecedor',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.construforte}/cliente/${c.sessaoCarrinho.idcliente}/cupom/OBRA10`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'fornecedor desconhecido',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${UUID_DESCONHECIDO}/cliente/${c.sessaoCarrinho.idcliente}/cupom/X`,
        cabecalhos: comBearerCarrinho,
        status: 404,
      },
      {
        nome: 'sem sessão',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/AURORA10`,
        status: 401,
      },
      {
        nome: 'código longo demais',
        url: (t, c) =>
          `/api/v2/app/cupom-desconto/validar-desconto/fornecedor/${t.aurora}/cliente/${c.sessaoCarrinho.idcliente}/cupom/${'A'.repeat(41)}`,
        cabecalhos: comBearerCarrinho,
        status: 400,
      },
    ],
  },
  getCupomIndicacao: {
    version: 'v2',
    casos: [
      {
        nome: 'sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/indicacao/${c.sessaoCarrinho.idcliente}`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v2/app/cupom-desconto/indicacao/1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/indicacao/${c.sessaoCarrinho.idcliente}`,
        status: 401,
      },
    ],
  },
  getCuponsCliente: {
    version: 'v2',
    casos: [
      {
        nome: 'disponíveis',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?onlyLast=false&available=true`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'todos, com forma de pagamento',
        url: (_t, c) =>
          `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?available=false&idformapagamento=3`,
        cabecalhos: comBearerCarrinho,
        status: 200,
      },
      {
        nome: 'outro cliente',
        url: () => `/api/v2/app/cupom-desconto/cliente/1`,
        cabecalhos: comBearerCarrinho,
        status: 403,
      },
      {
        nome: 'sem sessão',
        url: (_t, c) => `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}`,
        status: 401,
      },
      {
        nome: 'onlyLast inválido',
        url: (_t, c) => `/api/v2/app/cupom-desconto/cliente/${c.sessaoCarrinho.idcliente}?onlyLast=talvez`,
        cabecalhos: comBearerCarrinho,
        status: 400,
      },
    ],
  },
};
