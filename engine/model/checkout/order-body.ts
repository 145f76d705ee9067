/**
 * The body of the order's submit (spec section 5 submission rules; contract C), or the pt-BR
 * reason it cannot go yet: the cart's lines, notes, coupon and subscription choice, the delivery,
 * the payment and the characteristics' answers.
 */
import { combine } from 'effector';
import { $cartLines, $cupomCarrinho, $idtipoassinatura, $numPedidoCliente, $observacao } from '../cart';
import { $fornecedor } from '../supplier';
import { $validacaoCaracteristicas } from './characteristics';
import { $dataEntrega, $formaEntregaAtiva, $idendereco, $idloja, $lojas, $tipoEntrega } from './delivery';
import { $quantParcelas } from './installments';
import { $idformapagto } from './payment';
import { MAX_ANOTACOES, MAX_NUM_PEDIDO, TEXTOS_CHECKOUT, type CorpoPedido } from './texts';

/** The body of the submit, or the pt-BR reason it cannot go yet. */
export const $corpoPedido = combine(
  {
    fornecedor: $fornecedor,
    lines: $cartLines,
    observacao: $observacao,
    numPedidoCliente: $numPedidoCliente,
    cupom: $cupomCarrinho,
    idtipoassinatura: $idtipoassinatura,
    tipoEntrega: $tipoEntrega,
    idendereco: $idendereco,
    forma: $formaEntregaAtiva,
    data: $dataEntrega,
    lojas: $lojas,
    idloja: $idloja,
    idformapagto: $idformapagto,
    quantParcelas: $quantParcelas,
    caracteristicas: $validacaoCaracteristicas,
  },
  (s): { ok: true; corpo: CorpoPedido } | { ok: false; erro: string } => {
    if (!s.fornecedor || s.lines.length === 0) return { ok: false, erro: TEXTOS_CHECKOUT.carrinhoVazio };
    if (s.tipoEntrega === 'DELIVERY' && s.idendereco === null)
      return { ok: false, erro: TEXTOS_CHECKOUT.escolhaEndereco };
    const loja = s.lojas.find((l) => l.idloja === s.idloja) ?? null;
    if (s.tipoEntrega === 'RETIRADA' && loja === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaLoja };
    if (s.forma === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaEntrega };
    if (s.forma.agendamento.length > 0 && s.data === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaData };
    if (s.idformapagto === null) return { ok: false, erro: TEXTOS_CHECKOUT.escolhaPagamento };
    if (s.observacao.length > MAX_ANOTACOES)
      return { ok: false, erro: TEXTOS_CHECKOUT.observacaoLonga.replace('{n}', String(MAX_ANOTACOES)) };
    if (s.numPedidoCliente.length > MAX_NUM_PEDIDO)
      return { ok: false, erro: TEXTOS_CHECKOUT.numeroLongo.replace('{n}', String(MAX_NUM_PEDIDO)) };
    if (!s.caracteristicas.ok) return { ok: false, erro: s.caracteristicas.erros[0]!.mensagem };
    const corpo: CorpoPedido = {
      idfornecedor: s.fornecedor.idfornecedor,
      itens: s.lines.map((l) => ({
        id: l.produto.id,
        quantidade: l.quantidadeMilesimos / 1000,
        embalarParaPresente: l.embalarParaPresente,
      })),
      ...(s.observacao.trim() ? { anotacoes: s.observacao } : {}),
      ...(s.numPedidoCliente.trim() ? { numPedidoCliente: s.numPedidoCliente } : {}),
      cupom: s.cupom?.codigoCupom ?? null,
      tipoEntrega: s.tipoEntrega,
      formaEntrega: { idformaentrega: s.forma.idformaentrega, data_de_entrega: s.data },
      enderecoentrega: s.tipoEntrega === 'DELIVERY' && s.idendereco !== null ? { idendereco: s.idendereco } : null,
      lojaRetira:
        s.tipoEntrega === 'RETIRADA' && loja
          ? {
              idloja: loja.idloja,
              nome: loja.nome,
              descricao_endereco_loja: loja.descricao_endereco_loja,
              coordenadas_loja: loja.coordenadas_loja,
            }
          : null,
      idtipoassinatura: s.idtipoassinatura,
      formaPagamento: { idformapagto: s.idformapagto, quantParcelas: s.quantParcelas, temForma: true },
      canalVenda: 'WEB',
      ...(s.caracteristicas.valores.length > 0 ? { caracteristicas: s.caracteristicas.valores } : {}),
    };
    return { ok: true, corpo };
  },
);
