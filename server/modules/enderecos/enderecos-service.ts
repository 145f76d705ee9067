/**
 * A client's addresses (issue 12, item 1; spec sections 3 'Address', 4 'Address', 5 and 7
 * 'Addresses'):
 * - the caller is a live session acting for the client of `{authCliente}` (401 without one, 403
 *   for another session's client: `chamadorCliente`); the addresses are the client's at the
 *   session's supplier, so another client's or another supplier's address is 404, never read;
 * - every field is validated by zod, with the one rule of engine/rules/address.ts, and a pt-BR
 *   message: 400 `endereco.invalido` (the storefront shows it, spec section 4 'An update whose
 *   response carries code 400 is treated as an error'); the CEP is stored as 8 digits;
 * - at most one primary address per client and supplier, kept in the repository's transaction;
 * - the billing address is the primary one, `pais` defaulting to Brasil;
 * - the CEP lookup goes to the provider behind `ProvedorCep`, never from the browser.
 */
import type { components } from '#openapi/generated/v1';
import { MAX_ENDERECOS, PAIS_PADRAO, textoEndereco, type EnderecoValido } from '#engine/rules/address';
import { HttpError } from '../../shared/http-error';
import { sessaoExpirada, type Chamador } from '../sessao';
import { enderecoDoCorpo } from './endereco-schema';
import { LimiteEnderecos, type DonoEndereco, type EnderecoRow, type EnderecosRepository } from './enderecos-repository';
import { ProvedorCepIndisponivel, type ProvedorCep } from './provedor-cep';

type Schemas = components['schemas'];
export type EnderecoWire = Schemas['Endereco'];
type ListaEnderecosWire = Schemas['ListaEnderecos'];
type ConsultaCepWire = Schemas['ConsultaCep'];

export const ENDERECO_NAO_ENCONTRADO = 'Endereço não encontrado.';
export const ENDERECO_EXCLUIDO = 'Endereço excluído.';
export const LIMITE_ENDERECOS = `Você já tem ${MAX_ENDERECOS} endereços cadastrados. Exclua um para cadastrar outro.`;
export const FATURAMENTO_AUSENTE = 'Cadastre um endereço para usá-lo como endereço de faturamento.';
export const CLIENTE_INVALIDO = 'Acesso negado: este cliente não pertence à sua sessão.';
export const CEP_NAO_ENCONTRADO = 'CEP não encontrado. Confira os números ou preencha o endereço manualmente.';
export const CEP_INDISPONIVEL = 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.';
export const CEP_TEMPO_ESGOTADO = 'A consulta do CEP demorou demais. Preencha o endereço manualmente.';

export interface LogEnderecos {
  warn(obj: object, msg: string): void;
}

export function toEnderecoWire(row: EnderecoRow): EnderecoWire {
  return {
    idendereco: row.idendereco,
    idcliente: row.idcliente,
    idfornecedor: row.idfornecedor,
    apelido: row.apelido,
    descricao: row.apelido,
    cep: row.cep,
    uf: row.uf,
    pais: row.pais || PAIS_PADRAO,
    cidade: row.cidade,
    bairro: row.bairro,
    rua: row.rua,
    numero: row.numero,
    complemento: row.complemento,
    referencia: row.referencia,
    pontoref: row.referencia,
    lat: row.lat,
    lng: row.lng,
    textoendereco: textoEndereco(row),
    primario: row.primario,
    cod_erp: row.cod_erp,
    manualAddress: row.manual,
    destinatario: row.destinatario,
    telefone: row.telefone,
    whatsapp: row.whatsapp_optin,
  };
}

/** Every field checked by the zod schema built from the one rule (engine/rules/address). */
function validar(corpo: unknown): EnderecoValido {
  return enderecoDoCorpo(corpo);
}

export class EnderecosService {
  constructor(
    private readonly repository: EnderecosRepository,
    private readonly provedorCep: ProvedorCep,
    private readonly log: LogEnderecos,
    private readonly agora: () => Date = () => new Date(),
  ) {}

  /** The client and supplier of the call: a live session acting for a client (checked by chamadorCliente). */
  dono(chamador: Chamador): DonoEndereco {
    if (!chamador.sessao || chamador.idcliente === 0) throw sessaoExpirada();
    return { idcliente: chamador.idcliente, idfornecedor: chamador.sessao.idfornecedor };
  }

  async listar(chamador: Chamador): Promise<ListaEnderecosWire> {
    const dono = this.dono(chamador);
    const rows = await this.repository.listar(dono);
    return { idcliente: dono.idcliente, idfornecedor: dono.idfornecedor, enderecos: rows.map(toEnderecoWire) };
  }

  async criar(chamador: Chamador, corpo: unknown): Promise<EnderecoWire> {
    const dono = this.dono(chamador);
    const endereco = validar(corpo);
    try {
      return toEnderecoWire(await this.repository.criar(dono, endereco, MAX_ENDERECOS));
    } catch (error) {
      if (error instanceof LimiteEnderecos) throw new HttpError(409, LIMITE_ENDERECOS, 'endereco.limite');
      throw error;
    }
  }

  async atualizar(chamador: Chamador, corpo: { idendereco: number } & Record<string, unknown>): Promise<EnderecoWire> {
    const dono = this.dono(chamador);
    const { idendereco, ...campos } = corpo;
    const endereco = validar(campos);
    const row = await this.repository.atualizar(dono, idendereco, endereco, this.agora());
    if (!row) throw new HttpError(404, ENDERECO_NAO_ENCONTRADO, 'endereco.nao-encontrado');
    return toEnderecoWire(row);
  }

  /**
   * The ERP's addresses of a client (issue 33, module integracao), already checked by the address
   * rules: sent whole among the ERP's (see the repository); true when anything changed.
   */
  sincronizarDoErp(
    dono: DonoEndereco,
    itens: readonly { cod_erp: string; endereco: EnderecoValido }[],
  ): Promise<boolean> {
    return this.repository.sincronizarDoErp(dono, itens);
  }

  async excluir(chamador: Chamador, idendereco: number): Promise<{ ok: true; mensagem: string; idendereco: number }> {
    const dono = this.dono(chamador);
    if (!(await this.repository.excluir(dono, idendereco)))
      throw new HttpError(404, ENDERECO_NAO_ENCONTRADO, 'endereco.nao-encontrado');
    return { ok: true, mensagem: ENDERECO_EXCLUIDO, idendereco };
  }

  async faturamento(chamador: Chamador, idcliente: number): Promise<EnderecoWire> {
    const dono = this.dono(chamador);
    if (idcliente !== dono.idcliente) throw new HttpError(403, CLIENTE_INVALIDO, 'sessao.cliente-invalido');
    const row = await this.repository.primario(dono);
    if (!row) throw new HttpError(404, FATURAMENTO_AUSENTE, 'endereco.faturamento-ausente');
    return toEnderecoWire(row);
  }

  async consultarCep(chamador: Chamador, cep: string): Promise<ConsultaCepWire> {
    this.dono(chamador);
    return this.buscarCep(cep);
  }

  /** The client's address `idendereco` at the supplier, for the delivery options and the order (404 otherwise). */
  async doCliente(dono: DonoEndereco, idendereco: number): Promise<EnderecoRow> {
    const row = await this.repository.porId(dono, idendereco);
    if (!row) throw new HttpError(404, ENDERECO_NAO_ENCONTRADO, 'endereco.nao-encontrado');
    return row;
  }

  /**
   * What the provider knows of a CEP, for anyone (the address form asks through `consultarCep`;
   * the shipping quote by CEP too): 404 `cep.nao-encontrado`, 502 `cep.indisponivel`, 504
   * `cep.tempo-esgotado`, with the pt-BR messages of the form.
   */
  async buscarCep(cep: string): Promise<ConsultaCepWire> {
    const digitos = cep.replace(/\D+/g, '');
    if (!/^\d{8}$/.test(digitos)) throw new HttpError(404, CEP_NAO_ENCONTRADO, 'cep.nao-encontrado');
    try {
      const r = await this.provedorCep.consultar(digitos);
      if (!r.encontrado) throw new HttpError(404, CEP_NAO_ENCONTRADO, 'cep.nao-encontrado');
      return r.endereco;
    } catch (error) {
      if (!(error instanceof ProvedorCepIndisponivel)) throw error;
      // The provider's trouble is ours to know, not the person's (who gets the pt-BR message).
      this.log.warn({ motivo: error.motivo, detalhe: error.message }, 'consulta de CEP falhou');
      if (error.motivo === 'tempo-esgotado') throw new HttpError(504, CEP_TEMPO_ESGOTADO, 'cep.tempo-esgotado');
      throw new HttpError(502, CEP_INDISPONIVEL, 'cep.indisponivel');
    }
  }
}
