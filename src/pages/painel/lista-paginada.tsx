/**
 * The states of a staff list that loads page by page (the desk's orders, the products' pictures):
 * the error, 'Carregando…' before the first page, the empty message, the count, the items and
 * 'Carregar mais' while there are more.
 */
import type { ReactNode } from 'react';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import * as pedidos from '#features/orders/orders.css';

export interface ListaPaginadaProps<T> {
  /** The items loaded so far; null before the first page arrives. */
  lista: readonly T[] | null;
  total: number;
  erro: string | null;
  carregando: boolean;
  temMais: boolean;
  /** 'Carregar mais' is also disabled while this is false (before hydration). */
  podeCarregar?: boolean;
  mais(): void;
  textos: { carregando: string; vazio: string; contagem(total: number): string };
  children(lista: readonly T[]): ReactNode;
}

export function ListaPaginada<T>({
  lista,
  total,
  erro,
  carregando,
  temMais,
  podeCarregar = true,
  mais,
  textos,
  children,
}: ListaPaginadaProps<T>) {
  return (
    <>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {lista === null ? (
        <p className={pedidos.muted}>{carregando ? textos.carregando : ''}</p>
      ) : lista.length === 0 ? (
        <Message tone="neutral" role="status">
          {textos.vazio}
        </Message>
      ) : (
        <>
          <p className={pedidos.muted} role="status">
            {textos.contagem(total)}
          </p>
          {children(lista)}
          {temMais ? (
            <Button variant="secondary" disabled={carregando || !podeCarregar} onClick={() => mais()}>
              {carregando ? 'Carregando…' : 'Carregar mais'}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
