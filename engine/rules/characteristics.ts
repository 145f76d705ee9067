/**
 * Client and order characteristics (spec section 3 'Supplier: caracteristicasCliente,
 * caracteristicasPedido', 'Order submit payload: caracteristicas'; section 7
 * `GET /v4/caracteristica-cliente/todas/{id}` and `/v4/caracteristica-pedido/todas/{id}`).
 * A supplier defines questions asked at checkout, about the client ('Possui doca para
 * descarga?') or about the order ('Horário preferido para recebimento'). One rule for both sides:
 * the checkout blocks 'Enviar pedido' with the same pt-BR message, tied to the field, that the
 * server answers with 422.
 */

export const TIPOS_CARACTERISTICA = ['TEXTO', 'ESCOLHA', 'SIM_NAO'] as const;
export type TipoCaracteristica = (typeof TIPOS_CARACTERISTICA)[number];
export const ALVOS_CARACTERISTICA = ['CLIENTE', 'PEDIDO'] as const;
export type AlvoCaracteristica = (typeof ALVOS_CARACTERISTICA)[number];

/** The two answers of a SIM_NAO characteristic. */
export const OPCOES_SIM_NAO = ['Sim', 'Não'] as const;
/** Longest free-text answer. */
export const MAX_VALOR_CARACTERISTICA = 200;

export interface Caracteristica {
  idcaracteristica: number;
  nome: string;
  tipo: TipoCaracteristica;
  /** The choices of an ESCOLHA; empty for the others. */
  opcoes: string[];
  obrigatoria: boolean;
}

export interface RespostaCaracteristica {
  idcaracteristica: number;
  valor: string;
}

export type CodigoErroCaracteristica =
  'pedido.caracteristica-desconhecida' | 'pedido.caracteristica-obrigatoria' | 'pedido.caracteristica-invalida';

export interface ErroCaracteristica {
  idcaracteristica: number;
  mensagem: string;
  codigo: CodigoErroCaracteristica;
}

/** The choices a person may pick (SIM_NAO: 'Sim', 'Não'; TEXTO: none, anything goes). */
export function opcoesDe(c: Caracteristica): readonly string[] {
  return c.tipo === 'SIM_NAO' ? OPCOES_SIM_NAO : c.tipo === 'ESCOLHA' ? c.opcoes : [];
}

export const mensagemObrigatoria = (nome: string) => `Responda '${nome}' para enviar o pedido.`;
export const mensagemOpcaoInvalida = (nome: string) => `Escolha uma das opções de '${nome}'.`;
export const mensagemTextoLongo = (nome: string) =>
  `A resposta de '${nome}' pode ter até ${MAX_VALOR_CARACTERISTICA} caracteres.`;
export const MENSAGEM_DESCONHECIDA =
  'Uma das características enviadas não existe neste fornecedor. Recarregue a página e tente de novo.';

/**
 * Checks the answers against the definitions: the first error of each field, in the definitions'
 * order (an unknown id first). Blank answers count as none. Returns the answers kept (trimmed, in
 * the definitions' order, blanks dropped) when there is no error.
 */
export function validarCaracteristicas(
  definicoes: readonly Caracteristica[],
  respostas: readonly RespostaCaracteristica[],
): { ok: true; valores: RespostaCaracteristica[] } | { ok: false; erros: ErroCaracteristica[] } {
  const porId = new Map(definicoes.map((d) => [d.idcaracteristica, d]));
  const erros: ErroCaracteristica[] = [];
  const valor = new Map<number, string>();
  for (const r of respostas) {
    if (!porId.has(r.idcaracteristica)) {
      erros.push({
        idcaracteristica: r.idcaracteristica,
        mensagem: MENSAGEM_DESCONHECIDA,
        codigo: 'pedido.caracteristica-desconhecida',
      });
      continue;
    }
    valor.set(r.idcaracteristica, r.valor.trim());
  }
  const valores: RespostaCaracteristica[] = [];
  for (const d of definicoes) {
    const v = valor.get(d.idcaracteristica) ?? '';
    if (v === '') {
      if (d.obrigatoria)
        erros.push({
          idcaracteristica: d.idcaracteristica,
          mensagem: mensagemObrigatoria(d.nome),
          codigo: 'pedido.caracteristica-obrigatoria',
        });
      continue;
    }
    const opcoes = opcoesDe(d);
    if (opcoes.length > 0 && !opcoes.includes(v)) {
      erros.push({
        idcaracteristica: d.idcaracteristica,
        mensagem: mensagemOpcaoInvalida(d.nome),
        codigo: 'pedido.caracteristica-invalida',
      });
      continue;
    }
    if (v.length > MAX_VALOR_CARACTERISTICA) {
      erros.push({
        idcaracteristica: d.idcaracteristica,
        mensagem: mensagemTextoLongo(d.nome),
        codigo: 'pedido.caracteristica-invalida',
      });
      continue;
    }
    valores.push({ idcaracteristica: d.idcaracteristica, valor: v });
  }
  return erros.length > 0 ? { ok: false, erros } : { ok: true, valores };
}
