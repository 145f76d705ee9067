/**
 * Subscription types (spec section 7 "Subscriptions", `GET /v4/subscription/type/list`): the ways a
 * supplier's cart may repeat. The cart (server/modules/carrinho) resolves the type it carries with
 * the rule of spec section 5 (engine/rules/subscription) and shows the choice.
 */
import type { components as v2 } from '#openapi/generated/v2';
import type { components } from '#openapi/generated/v4';
import { escolherTipoAssinatura, mensagemRecorrencia } from '#engine/rules/subscription';
import type { FornecedorService } from '../fornecedor';
import type { AssinaturasRepository, TipoAssinaturaRow } from './assinaturas-repository';

type ListaTiposAssinatura = components['schemas']['ListaTiposAssinatura'];
type AssinaturasCarrinho = v2['schemas']['AssinaturasCarrinho'];
type MetaInfoCarrinho = v2['schemas']['MetaInfoCarrinho'];

/** The choice's label on the cart (spec `assinaturas.label`). */
export const ROTULO_ASSINATURA = 'Repetir este pedido';

export interface AssinaturaDoCarrinho {
  idtipoassinatura: number | null;
  assinaturas: AssinaturasCarrinho;
  meta_info: MetaInfoCarrinho;
}

export class AssinaturasService {
  constructor(
    private readonly repository: AssinaturasRepository,
    private readonly fornecedores: FornecedorService,
  ) {}

  async lista(idfornecedor: string): Promise<ListaTiposAssinatura> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return { tipos: await this.repository.tipos(fornecedor.idfornecedor) };
  }

  async tipos(idfornecedor: string): Promise<TipoAssinaturaRow[]> {
    return this.repository.tipos(idfornecedor);
  }

  /** The type a cart carries for a requested id (spec section 5's fallback), with the cart's choice and notice. */
  paraCarrinho(tipos: readonly TipoAssinaturaRow[], idpedido: number | null): AssinaturaDoCarrinho {
    const tipo = escolherTipoAssinatura(tipos, idpedido);
    return {
      idtipoassinatura: tipo?.idtipoassinatura ?? null,
      assinaturas: { tipos: [...tipos], label: ROTULO_ASSINATURA },
      meta_info: {
        hasRecorrencia: tipo !== null,
        recorrencia: tipo === null ? null : { mensagem: mensagemRecorrencia(tipo) },
      },
    };
  }
}
