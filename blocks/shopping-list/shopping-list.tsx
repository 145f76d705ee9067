/**
 * One shopping list (`/{slug}/listas/{id}`; spec section 2 'Shopping lists: view, remove, copy,
 * send to cart'): its products with the quantities kept (changed with the stepper, which follows
 * the product's quantity rules), today's prices and what is unavailable now; for the client's own
 * list also rename, remove the list and each line; 'Copiar para outra lista' and 'Enviar para o
 * carrinho' (with the adjustments the server made). A suggested list is read-only. State lives in
 * engine/model/lists.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $currentList,
  $listSaving,
  $listsError,
  $listsMessage,
  $ownLists,
  $sendingToCart,
  lineQuantitySet,
  listPageShown,
  listRenamed,
  listsPageShown,
  productCopied,
  removeListConfirmed,
  sendToCartClicked,
  type ShoppingListDetail,
  type ShoppingListLine,
} from '#engine/model/lists';
import { $rota, rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import { formatQuantity } from '#engine/rules/quantity';
import {
  applyQuantityAction,
  canDecreaseWithoutRemoving,
  canIncrease,
  increaseStopReason,
  quantityLimitsFromProduct,
} from '#engine/rules/quantity-action';
import { hasStockControl } from '#engine/rules/stock';
import { reais } from '#features/orders/format';
import * as shared from '#features/orders/orders.css';
import { useHomeAfterCartApplied } from '#features/cart/home-after-cart';
import { ListsMessage } from '#features/shopping-lists/lists-message';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { QuantityStepper } from '#ui/quantity-stepper';
import { useHydrated } from '#ui/use-hydrated';
import type { ShoppingListProps } from './schema';
import * as styles from './shopping-list.css';

const MOTIVO_LIMITE = { 'maximo-por-pedido': 'Máximo por pedido', estoque: 'Estoque disponível' } as const;

function Line({
  linha,
  lista,
  props,
  destinos,
}: {
  linha: ShoppingListLine;
  lista: ShoppingListDetail;
  props: ShoppingListProps;
  destinos: { idlista: number; nome: string }[];
}) {
  const [fornecedor, base, salvando, definir, copiar] = useUnit([
    $fornecedor,
    $rotaBase,
    $listSaving,
    lineQuantitySet,
    productCopied,
  ]);
  const hydrated = useHydrated();
  const [destino, setDestino] = useState<number | null>(null);
  const propria = lista.tipo === 'FROM_CLIENT';
  const produto = linha.produto;
  const nome = produto?.nome ?? `Produto ${linha.id}`;
  const milesimos = Math.round(linha.quantidade * 1000);
  const limites = produto ? quantityLimitsFromProduct(produto, hasStockControl(fornecedor?.tags)) : null;
  const mudar = (q: number) => definir({ id: linha.id, quantidade: q / 1000 });
  const parado = limites ? increaseStopReason(milesimos, limites) : null;
  return (
    <li className={`${styles.line} ${linha.disponivel ? '' : styles.unavailable}`} data-testid="lista-linha">
      <div>
        <p className={styles.name}>{produto ? <Link to={rotas.produto(base, produto.slug)}>{nome}</Link> : nome}</p>
        {linha.motivo ? (
          <p className={shared.muted} data-testid="lista-indisponivel">
            {linha.motivo}
          </p>
        ) : null}
        {props.mostrarPrecos && linha.precoUnitario !== null ? (
          <p className={shared.muted}>{reais(linha.precoUnitario)} cada</p>
        ) : null}
      </div>
      <div>
        {propria && limites ? (
          <QuantityStepper
            value={milesimos}
            nome={nome}
            unidade={produto?.unidade}
            passo={limites.passo}
            disabled={!hydrated || salvando}
            canIncrease={canIncrease(milesimos, limites)}
            canDecrease={canDecreaseWithoutRemoving(milesimos, limites)}
            hint={parado ? MOTIVO_LIMITE[parado] : null}
            onIncrease={() => mudar(applyQuantityAction(milesimos, 'INC', limites))}
            onDecrease={() => mudar(applyQuantityAction(milesimos, 'DEC', limites))}
            onSet={(valor) => mudar(applyQuantityAction(milesimos, 'SET', limites, valor))}
            id={`lista-qtd-${linha.id}`}
          />
        ) : (
          <span>
            {formatQuantity(linha.quantidade)} {produto?.unidade ?? ''}
          </span>
        )}
      </div>
      <div className={styles.prices}>
        {props.mostrarPrecos && linha.totalItem !== null ? (
          <span className={styles.total}>{reais(linha.totalItem)}</span>
        ) : null}
        <div className={styles.lineActions}>
          {propria ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={!hydrated || salvando}
              onClick={() => definir({ id: linha.id, quantidade: 0 })}
              aria-label={`Remover ${nome} da lista`}
            >
              Remover
            </Button>
          ) : null}
          {props.permitirCopiar && destinos.length > 0 ? (
            <>
              <label className={shared.muted}>
                <span className={shared.muted}>Copiar para </span>
                <select
                  className={styles.select}
                  value={destino ?? ''}
                  onChange={(e) => setDestino(e.target.value === '' ? null : Number(e.target.value))}
                  aria-label={`Copiar ${nome} para a lista`}
                  disabled={!hydrated}
                >
                  <option value="">escolha uma lista</option>
                  {destinos.map((d) => (
                    <option key={d.idlista} value={d.idlista}>
                      {d.nome}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                variant="secondary"
                size="sm"
                disabled={!hydrated || destino === null || salvando}
                onClick={() => destino !== null && copiar({ id: linha.id, destino })}
              >
                Copiar
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function RenameForm({ lista }: { lista: ShoppingListDetail }) {
  const [salvando, renomear] = useUnit([$listSaving, listRenamed]);
  const [nome, setNome] = useState(lista.nome);
  useEffect(() => setNome(lista.nome), [lista.nome]);
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (nome.trim() !== '' && nome.trim() !== lista.nome) renomear(nome.trim());
  };
  return (
    <form className={styles.rename} onSubmit={enviar}>
      <TextField label="Nome da lista" value={nome} maxLength={80} onChange={(e) => setNome(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={salvando || nome.trim() === '' || nome.trim() === lista.nome}>
        Renomear
      </Button>
    </form>
  );
}

function RemoveList({ lista }: { lista: ShoppingListDetail }) {
  const [aberto, setAberto] = useState(false);
  const [salvando, remover, base] = useUnit([$listSaving, removeListConfirmed, $rotaBase]);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="ghost" onClick={() => setAberto(true)} disabled={salvando}>
        Remover lista
      </Button>
      <LazyDialog
        open={aberto}
        onOpenChange={setAberto}
        title="Remover esta lista?"
        description={`A lista '${lista.nome}' sai das suas listas. O carrinho não muda.`}
        closeLabel="Voltar"
        size="sm"
      >
        <div className={shared.actions}>
          <Button
            onClick={() => {
              remover(lista.idlista);
              setAberto(false);
              navigate(rotas.listas(base));
            }}
          >
            Sim, remover lista
          </Button>
          <Button variant="ghost" onClick={() => setAberto(false)}>
            Manter lista
          </Button>
        </div>
      </LazyDialog>
    </>
  );
}

export function ShoppingListView({ id, props }: BlockComponentProps<ShoppingListProps>) {
  const [lista, proprias, erro, mensagem, enviando, session, rota, base, shown, listsShown, enviar] = useUnit([
    $currentList,
    $ownLists,
    $listsError,
    $listsMessage,
    $sendingToCart,
    $session,
    $rota,
    $rotaBase,
    listPageShown,
    listsPageShown,
    sendToCartClicked,
  ]);
  const hydrated = useHydrated();
  useHomeAfterCartApplied();
  const cliente = session.authenticated && session.idcliente > 0;
  const idlista = rota.pagina === 'lista' ? Number(rota.slug) : NaN;
  useEffect(() => {
    if (cliente && Number.isSafeInteger(idlista) && idlista > 0) shown(idlista);
  }, [cliente, idlista, shown]);
  // The client's own lists, for 'Copiar para outra lista'.
  useEffect(() => {
    if (cliente && proprias === null) listsShown();
  }, [cliente, proprias, listsShown]);
  if (!Number.isSafeInteger(idlista) || idlista <= 0)
    return (
      <Message tone="critical" role="alert">
        Lista de compras não encontrada.
      </Message>
    );
  const atual = lista !== null && lista.idlista === idlista ? lista : null;
  const destinos = (proprias ?? []).filter((l) => l.idlista !== idlista);
  return (
    <div className={shared.stack} data-block-id={id}>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {mensagem ? <ListsMessage mensagem={mensagem} /> : null}
      {atual === null && !erro ? <p className={shared.muted}>Carregando…</p> : null}
      {atual ? (
        <>
          <h2 className={shared.subtitle} data-testid="lista-nome">
            {atual.nome}
          </h2>
          <p className={shared.muted}>
            {atual.tipo === 'TO_CLIENT' ? 'Lista sugerida pela loja' : 'Minha lista'} ·{' '}
            {atual.itens.length === 1 ? '1 produto' : `${atual.itens.length} produtos`}
          </p>
          <div className={styles.toolbar}>
            {atual.tipo === 'FROM_CLIENT' ? <RenameForm lista={atual} /> : null}
            <div className={shared.actions}>
              <Button
                onClick={() => enviar(atual.idlista)}
                disabled={!hydrated || enviando || atual.itens.length === 0}
              >
                Enviar para o carrinho
              </Button>
              {atual.tipo === 'FROM_CLIENT' ? <RemoveList lista={atual} /> : null}
            </div>
          </div>
          {atual.itens.length === 0 ? (
            <p>Esta lista está vazia. Use 'Salvar na lista' num produto para incluir.</p>
          ) : (
            <ul className={styles.lines} aria-label="Produtos da lista">
              {atual.itens.map((linha) => (
                <Line key={linha.id} linha={linha} lista={atual} props={props} destinos={destinos} />
              ))}
            </ul>
          )}
          {props.mostrarPrecos && atual.total !== null ? (
            <p className={styles.total} data-testid="lista-total">
              Total de hoje: {reais(atual.total)}
            </p>
          ) : null}
          <div>
            <Link to={rotas.listas(base)}>Voltar para as listas</Link>
          </div>
        </>
      ) : null}
    </div>
  );
}
