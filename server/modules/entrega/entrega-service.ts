/**
 * Delivery (issue 12, item 3; spec sections 3 'Delivery', 4 'Delivery type', 'Delivery options'
 * and 7 'formas-entrega'), with the pure rules of engine/rules/delivery:
 * - the type from the supplier's tags (`tipoEntregaValido`: an unavailable type falls back);
 * - each option's scheduling dates (`datasAgendamento`, Brasília time, from the injectable clock);
 * - each option's fee (`taxaEntrega`) with the supplier's free shipping for the address's UF and
 *   the order's total (the saved cart's, or the quoted products', never the browser's number);
 * - the order's choice checked (`resolverParaPedido`): the option, the date, the address or store.
 */
import type { components } from '#openapi/generated/v4';
import { toReais } from '#engine/rules/money';
import {
  datasAgendamento,
  taxaEntrega,
  tipoEntregaValido,
  tiposEntrega,
  type TipoEntrega,
} from '#engine/rules/delivery';
import { freteGratisAplica } from '#engine/rules/free-shipping';
import { HttpError } from '../../shared/http-error';
import type { DonoEndereco, EnderecoRow } from '../enderecos';
import type { FornecedorRow } from '../fornecedor';
import type { EntregaRepository, FormaEntregaRow, LojaRetiradaRow } from './entrega-repository';

type Schemas = components['schemas'];
export type FormasEntregaWire = Schemas['FormasEntrega'];
export type FormaEntregaWire = Schemas['FormaEntrega'];
export type LojaRetiradaWire = Schemas['LojaRetirada'];
export type CotacaoFreteCepWire = Schemas['CotacaoFreteCep'];

/** Spec section 6's message for a delivery-options failure. */
export const SEM_OPCOES = 'Falha ao consultar agendamentos';
export const ESCOLHA_ENDERECO = 'Escolha o endereço de entrega.';
export const FORMA_ENTREGA_INVALIDA = 'Escolha uma forma de entrega disponível.';
export const DATA_INVALIDA = 'Escolha uma das datas de entrega disponíveis.';
export const ENDERECO_OBRIGATORIO = 'Escolha o endereço de entrega do pedido.';
export const LOJA_OBRIGATORIA = 'Escolha a loja onde você vai retirar o pedido.';

/** The addresses this module reads (the enderecos module's service). */
export interface EnderecosParaEntrega {
  /** The client's address at the supplier; 404 `endereco.nao-encontrado` otherwise. */
  doCliente(dono: DonoEndereco, idendereco: number): Promise<EnderecoRow>;
  /** The CEP's city and UF from the provider; 404/502/504 with the address form's messages. */
  buscarCep(cep: string): Promise<{ uf: string; cidade: string }>;
}

export interface ConsultaOpcoes {
  tipoEntrega?: TipoEntrega | undefined;
  idendereco?: number | undefined;
  /** The order's total in centavos, asked only when free shipping could waive a fee. */
  totalCentavos: () => Promise<number>;
}

export interface PedidoEntrega {
  fornecedor: FornecedorRow;
  idcliente: number;
  tipoEntrega: TipoEntrega;
  idformaentrega: number;
  /** 'AAAA-MM-DD', one of the option's dates. */
  dataEntrega: string | null;
  idendereco: number | null;
  idloja: number | null;
  /** The order's total in centavos (decides free shipping). */
  totalCentavos: number;
  agora: Date;
}

export interface EnderecoEntrega {
  idendereco: number;
  cep: string;
  uf: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
  complemento: string | null;
  lat: number | null;
  lng: number | null;
  /** Issue 34: who receives there and the phone at that address. */
  destinatario: string | null;
  telefone: string | null;
}

export interface LojaEntrega {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  lat: number;
  lng: number;
}

export interface EntregaResolvida {
  tipoEntrega: TipoEntrega;
  idformaentrega: number;
  nome: string;
  dataEntrega: string | null;
  taxaCentavos: number;
  endereco: EnderecoEntrega | null;
  loja: LojaEntrega | null;
}

function semOpcoes(): HttpError {
  return new HttpError(404, SEM_OPCOES, 'entrega.sem-opcoes');
}

function toLojaWire(loja: LojaRetiradaRow): LojaRetiradaWire {
  return {
    idloja: loja.idloja,
    nome: loja.nome,
    descricao_endereco_loja: loja.descricao_endereco_loja,
    horario: loja.horario,
    coordenadas_loja: { lat: loja.lat, lng: loja.lng },
  };
}

function toEnderecoEntrega(row: EnderecoRow): EnderecoEntrega {
  return {
    idendereco: row.idendereco,
    cep: row.cep,
    uf: row.uf,
    cidade: row.cidade,
    bairro: row.bairro,
    rua: row.rua,
    numero: row.numero,
    complemento: row.complemento,
    lat: row.lat,
    lng: row.lng,
    destinatario: row.destinatario,
    telefone: row.telefone,
  };
}

/** The service-area check (the fornecedor module's `app.areasAtendimento`). */
export interface AtendimentoParaEntrega {
  /** 422 `endereco.nao.atendido` when the supplier does not deliver to the place. */
  exigirAtendimento(
    fornecedor: FornecedorRow,
    local: { lat: number | null; lng: number | null; cidade: string; uf: string },
    tipo: TipoEntrega,
  ): Promise<void>;
}

export class EntregaService {
  constructor(
    private readonly repository: EntregaRepository,
    private readonly enderecos: EnderecosParaEntrega,
    private readonly atendimento: AtendimentoParaEntrega,
    private readonly agora: () => Date = () => new Date(),
  ) {}

  /** The option's fee for an order, and whether the supplier's free shipping waived it. */
  private taxa(
    fornecedor: FornecedorRow,
    forma: FormaEntregaRow,
    totalCentavos: number,
    uf: string | null,
  ): { taxaCentavos: number; freteGratis: boolean } {
    const taxaCentavos = taxaEntrega(forma, totalCentavos, uf, fornecedor.config?.frete_gratis);
    return { taxaCentavos, freteGratis: forma.tipo === 'DELIVERY' && forma.taxa_centavos > 0 && taxaCentavos === 0 };
  }

  /** The total, asked only when free shipping covers the UF (else no total can change a fee). */
  private async totalSePreciso(
    fornecedor: FornecedorRow,
    uf: string | null,
    total: () => Promise<number>,
  ): Promise<number> {
    return uf !== null && freteGratisAplica(fornecedor.config?.frete_gratis, uf, Number.MAX_SAFE_INTEGER) ? total() : 0;
  }

  /** The options of the client's order (getFormasEntrega). */
  async opcoes(fornecedor: FornecedorRow, idcliente: number, consulta: ConsultaOpcoes): Promise<FormasEntregaWire> {
    const tipoEntrega = tipoEntregaValido(fornecedor.tags, consulta.tipoEntrega);
    let uf: string | null = null;
    if (tipoEntrega === 'DELIVERY') {
      if (consulta.idendereco === undefined) throw new HttpError(404, ESCOLHA_ENDERECO, 'endereco.nao-encontrado');
      const endereco = await this.enderecos.doCliente(
        { idcliente, idfornecedor: fornecedor.idfornecedor },
        consulta.idendereco,
      );
      // Outside the supplier's service areas: no option (spec section 8, 'endereco.nao.atendido').
      await this.atendimento.exigirAtendimento(fornecedor, endereco, 'DELIVERY');
      uf = endereco.uf;
    }
    const formas = await this.repository.formas(fornecedor.idfornecedor, tipoEntrega);
    if (formas.length === 0) throw semOpcoes();
    const total = await this.totalSePreciso(fornecedor, uf, consulta.totalCentavos);
    const agora = this.agora();
    const lojas = tipoEntrega === 'RETIRADA' ? await this.repository.lojas(fornecedor.idfornecedor) : [];
    return {
      tipoEntrega,
      tiposDisponiveis: tiposEntrega(fornecedor.tags),
      formasEntrega: formas.map((forma) => {
        const { taxaCentavos, freteGratis } = this.taxa(fornecedor, forma, total, uf);
        return {
          idformaentrega: forma.idformaentrega,
          nome: forma.nome,
          descricao: forma.descricao,
          tipo: forma.tipo,
          taxaEntrega: toReais(taxaCentavos),
          freteGratis,
          agendamento: datasAgendamento(forma, agora),
        };
      }),
      lojas: lojas.map(toLojaWire),
    };
  }

  /** The shipping quote of some products to a CEP (cotarFreteCep): each option's fee and first date. */
  async cotar(
    fornecedor: FornecedorRow,
    cep: string,
    tipo: TipoEntrega | undefined,
    totalCentavos: () => Promise<number>,
    coordenadas: { lat: number; lng: number } | null = null,
  ): Promise<CotacaoFreteCepWire> {
    const tipoEntrega = tipoEntregaValido(fornecedor.tags, tipo);
    const { uf, cidade } = await this.enderecos.buscarCep(cep);
    // A place the supplier does not deliver to gets no quote (by the coordinates given, else the CEP's city).
    if (tipoEntrega === 'DELIVERY')
      await this.atendimento.exigirAtendimento(
        fornecedor,
        { lat: coordenadas?.lat ?? null, lng: coordenadas?.lng ?? null, cidade, uf },
        'DELIVERY',
      );
    const formas = await this.repository.formas(fornecedor.idfornecedor, tipoEntrega);
    const agora = this.agora();
    const comDatas = formas
      .map((forma) => ({ forma, datas: datasAgendamento(forma, agora) }))
      .filter((f) => f.datas.length > 0);
    if (comDatas.length === 0) throw semOpcoes();
    const total = await this.totalSePreciso(fornecedor, tipoEntrega === 'DELIVERY' ? uf : null, totalCentavos);
    return {
      formasEntregaCep: comDatas.map(({ forma, datas }) => {
        const { taxaCentavos, freteGratis } = this.taxa(fornecedor, forma, total, uf);
        return {
          idformaentrega: forma.idformaentrega,
          nome: forma.nome,
          taxaEntrega: toReais(taxaCentavos),
          freteGratis,
          primeiraData: datas[0] as string,
        };
      }),
    };
  }

  /**
   * The order's delivery, checked and priced: a type the supplier offers and one of its options of
   * that type (422 `entrega.forma-invalida`), one of the option's dates (422 `entrega.data-invalida`),
   * for DELIVERY the client's address (422 `entrega.endereco-obrigatorio`; 404
   * `endereco.nao-encontrado`), for RETIRADA one of the supplier's stores (422 `entrega.loja-obrigatoria`).
   */
  /** The first date an option offers now ('AAAA-MM-DD'; null: it takes no date), for an order nobody picks a date for (a subscription's). */
  async primeiraData(idfornecedor: string, idformaentrega: number, agora: Date): Promise<string | null> {
    const forma = await this.repository.forma(idfornecedor, idformaentrega);
    return forma ? (datasAgendamento(forma, agora)[0] ?? null) : null;
  }

  async resolverParaPedido(pedido: PedidoEntrega): Promise<EntregaResolvida> {
    const { fornecedor, idcliente, tipoEntrega } = pedido;
    if (!tiposEntrega(fornecedor.tags).includes(tipoEntrega))
      throw new HttpError(422, FORMA_ENTREGA_INVALIDA, 'entrega.forma-invalida');
    const forma = await this.repository.forma(fornecedor.idfornecedor, pedido.idformaentrega);
    if (!forma || forma.tipo !== tipoEntrega)
      throw new HttpError(422, FORMA_ENTREGA_INVALIDA, 'entrega.forma-invalida');
    const datas = datasAgendamento(forma, pedido.agora);
    const dataEntrega = pedido.dataEntrega;
    if (dataEntrega === null ? datas.length > 0 : !datas.includes(dataEntrega))
      throw new HttpError(422, DATA_INVALIDA, 'entrega.data-invalida');
    const base = { tipoEntrega, idformaentrega: forma.idformaentrega, nome: forma.nome, dataEntrega };
    if (tipoEntrega === 'RETIRADA') {
      const loja =
        pedido.idloja === null ? undefined : await this.repository.loja(fornecedor.idfornecedor, pedido.idloja);
      if (!loja) throw new HttpError(422, LOJA_OBRIGATORIA, 'entrega.loja-obrigatoria');
      return {
        ...base,
        taxaCentavos: 0,
        endereco: null,
        loja: {
          idloja: loja.idloja,
          nome: loja.nome,
          descricao_endereco_loja: loja.descricao_endereco_loja,
          lat: loja.lat,
          lng: loja.lng,
        },
      };
    }
    if (pedido.idendereco === null) throw new HttpError(422, ENDERECO_OBRIGATORIO, 'entrega.endereco-obrigatorio');
    const endereco = await this.enderecos.doCliente(
      { idcliente, idfornecedor: fornecedor.idfornecedor },
      pedido.idendereco,
    );
    await this.atendimento.exigirAtendimento(fornecedor, endereco, 'DELIVERY');
    return {
      ...base,
      taxaCentavos: this.taxa(fornecedor, forma, pedido.totalCentavos, endereco.uf).taxaCentavos,
      endereco: toEnderecoEntrega(endereco),
      loja: null,
    };
  }
}
