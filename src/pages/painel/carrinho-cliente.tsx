/**
 * `/{slug}/painel/clientes/{idcliente}/carrinho` (issue 13): an attendant's view of a client's
 * cart from the desk. Each line with its quantity, the price the rules chose and a field for the
 * attendant's price: saving one locks the cart for the customer (said on screen), and 'Liberar
 * carrinho' removes every attendant price, which releases it. In the desk's chunk; the server
 * answers only this supplier's attendants (403 otherwise, shown as it says).
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  $carregandoCarrinhoCliente,
  $carrinhoCliente,
  $erroCarrinhoCliente,
  $mensagemCarrinhoCliente,
  $salvandoPrecoAtendente,
  clienteCarrinhoOpened,
  releaseCarrinhoClicked,
  attendantPriceSubmitted,
  type CarrinhoCliente,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { useHydrated } from '#ui/use-hydrated';
import { reais } from '#features/orders/format';
import * as pedidos from '#features/orders/orders.css';
import * as styles from './painel.css';

type Linha = CarrinhoCliente['produtosSelecionados'][number];

/** '12,50' or '1.234,50' → 12.5 / 1234.5 (NaN when it is not a number). */
const numero = (texto: string) => Number(texto.trim().replace(/\./g, '').replace(',', '.'));
const emTexto = (valor: number | null) => (valor === null ? '' : valor.toFixed(2).replace('.', ','));

function LinhaCarrinho({ linha }: { linha: Linha }) {
  const [salvando, enviar] = useUnit([$salvandoPrecoAtendente, attendantPriceSubmitted]);
  const hydrated = useHydrated();
  const [preco, setPreco] = useState(emTexto(linha.precoatendente));
  return (
    <li className={pedidos.section} data-testid="carrinho-cliente-linha">
      <p className={pedidos.row}>
        <strong>{linha.nome}</strong>
        <span className={pedidos.amount}>{linha.totalItem === null ? '—' : reais(linha.totalItem)}</span>
      </p>
      <p className={pedidos.muted}>
        {linha.quantidade.toLocaleString('pt-BR')} {linha.unidade} ·{' '}
        {linha.precoUnitario === null ? 'sem preço' : `${reais(linha.precoUnitario)} / ${linha.unidade}`}
        {linha.precoatendente !== null ? ' · preço do atendente' : ''}
      </p>
      <form
        className={styles.filtros}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          enviar({ idproduto: linha.id, preco: numero(preco) });
        }}
      >
        <label className={pedidos.row}>
          <span>Preço do atendente (R$)</span>
          <input
            className={styles.preco}
            inputMode="decimal"
            name={`preco-${linha.id}`}
            aria-label={`Preço do atendente para ${linha.nome}`}
            value={preco}
            onChange={(e) => setPreco(e.currentTarget.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={salvando || !hydrated}>
          Salvar preço
        </Button>
        {linha.precoatendente !== null ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={salvando || !hydrated}
            onClick={() => enviar({ idproduto: linha.id, preco: null })}
          >
            Remover preço
          </Button>
        ) : null}
      </form>
    </li>
  );
}

export function CarrinhoDoCliente({ idcliente }: { idcliente: number }) {
  const [carrinho, erro, mensagem, carregando, salvando, abrir, liberar, base] = useUnit([
    $carrinhoCliente,
    $erroCarrinhoCliente,
    $mensagemCarrinhoCliente,
    $carregandoCarrinhoCliente,
    $salvandoPrecoAtendente,
    clienteCarrinhoOpened,
    releaseCarrinhoClicked,
    $rotaBase,
  ]);
  useEffect(() => {
    abrir(idcliente);
  }, [abrir, idcliente]);
  const voltar = <ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>;
  if (!Number.isSafeInteger(idcliente) || idcliente <= 0)
    return <StatusScreen titulo="Cliente não encontrado." acao={voltar} />;
  if (erro) return <StatusScreen titulo={erro} acao={voltar} />;
  if (carrinho?.idcliente !== idcliente)
    return <StatusScreen titulo="Carregando o carrinho do cliente…" carregando={carregando || carrinho === null} />;
  return (
    <section className={pedidos.page} aria-labelledby="carrinho-cliente-titulo">
      <p className={pedidos.muted}>
        <Link to={`${base}/painel`}>← Painel de pedidos</Link>
      </p>
      <h1 id="carrinho-cliente-titulo" className={pedidos.title}>
        Carrinho do cliente
      </h1>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      {carrinho.bloqueio_atendimento ? (
        <Message tone="caution" role="status">
          <span data-testid="carrinho-cliente-bloqueado">
            Carrinho bloqueado: o cliente não pode alterá-lo enquanto houver preços do atendente.
          </span>{' '}
          <Button size="sm" variant="secondary" disabled={salvando} onClick={() => liberar()}>
            Liberar carrinho
          </Button>
        </Message>
      ) : (
        <p className={pedidos.muted}>
          Um preço do atendente em qualquer item bloqueia o carrinho para o cliente até ser removido.
        </p>
      )}
      {carrinho.produtosSelecionados.length === 0 ? (
        <Message tone="neutral" role="status">
          O carrinho deste cliente está vazio.
        </Message>
      ) : (
        <ul className={pedidos.list}>
          {carrinho.produtosSelecionados.map((l) => (
            <LinhaCarrinho key={`${l.id}-${l.precoatendente ?? ''}`} linha={l} />
          ))}
        </ul>
      )}
      {carrinho.valorDesconto > 0 ? (
        <p className={pedidos.row}>
          <span>Desconto (cupom)</span>
          <span>− {reais(carrinho.valorDesconto)}</span>
        </p>
      ) : null}
      {carrinho.totalCompras !== null ? (
        <p className={pedidos.total}>
          <span>Total</span>
          <span data-testid="carrinho-cliente-total">{reais(carrinho.totalCompras)}</span>
        </p>
      ) : null}
    </section>
  );
}
