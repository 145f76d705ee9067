/**
 * 'Adicionar ao carrinho', then the quantity stepper of the cart's one quantity core, for one
 * product (product page, cart page). The stepper says why + stops (maximum per order, stock).
 */
import { useUnit } from 'effector-react';
import { $cartLines } from '../../../engine/model/cart';
import { TAG_ESTOQUE, increaseState, quantityChanged } from '../../../engine/model/cart/flow';
import { loginOpened } from '../../../engine/model/login';
import { $fornecedor } from '../../../engine/model/supplier';
import type { Produto } from '../../../engine/model/types';
import { formatQuantity } from '../../../engine/rules/quantity';
import { stripHtml } from '../../../engine/rules/names';
import { Button } from '../../../ui/button';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { useHydrated } from '../../../ui/use-hydrated';

export function limiteTexto(produto: Produto, motivo: 'maximo-por-pedido' | 'estoque' | null): string | null {
  const qtd = (q: number | null) => (q === null ? '' : `${formatQuantity(q, { unidade: produto.unidade, granularidade: produto.granularidade })} ${produto.unidade}`);
  if (motivo === 'maximo-por-pedido') return `Máximo por pedido: ${qtd(produto.maxporpedido)}`;
  if (motivo === 'estoque') return `Estoque disponível: ${qtd(produto.maximo_disponivel)}`;
  return null;
}

export function CartQuantity({ produto, id }: { produto: Produto; id: string }) {
  const [lines, fornecedor, change, openLogin] = useUnit([$cartLines, $fornecedor, quantityChanged, loginOpened]);
  const controleEstoque = (fornecedor?.tags ?? []).includes(TAG_ESTOQUE);
  const nome = stripHtml(produto.nome);
  const hydrated = useHydrated();
  const quantidade = hydrated ? (lines.find((l) => l.produto.id === produto.id)?.quantidadeMilesimos ?? 0) : 0;
  const { pode, motivo } = increaseState(lines, produto, controleEstoque);

  if (produto.preco === null) {
    return (
      <Button variant="secondary" onClick={() => openLogin('Entre para ver os preços e comprar.')}>
        Entrar para comprar
      </Button>
    );
  }
  if (quantidade === 0) {
    return (
      <div>
        <Button onClick={() => change({ produto, acao: 'INC' })} disabled={!pode}>
          Adicionar ao carrinho
        </Button>
        {!pode ? <p>{limiteTexto(produto, motivo) ?? 'Produto indisponível'}</p> : null}
      </div>
    );
  }
  return (
    <QuantityStepper
      id={id}
      value={quantidade}
      nome={nome}
      unidade={produto.unidade}
      passo={Math.round(produto.granularidade * 1000)}
      canIncrease={pode}
      canDecrease={quantidade > 0}
      hint={limiteTexto(produto, motivo)}
      onIncrease={() => change({ produto, acao: 'INC' })}
      onDecrease={() => change({ produto, acao: 'DEC' })}
      onSet={(milesimos) => change({ produto, acao: 'SET', valor: milesimos / 1000 })}
    />
  );
}
