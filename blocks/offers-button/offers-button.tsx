/**
 * Spec section 2: the floating 'OFERTAS' button linking to the supplier's OFERTAS category, shown
 * while the shopper browses the catalogue (not over the cart page's or the account's forms).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $rota, rotas } from '#engine/model/navigation';
import { $categoriaOfertas } from '#engine/model/categories';
import { $rotaBase } from '#engine/model/supplier';
import type { OffersButtonProps } from './schema';
import * as styles from './offers-button.css';

const NAVEGACAO = new Set(['home', 'categoria', 'busca', 'produto']);

/** Keeps the button clear of the footer once the page is live (./acima-do-rodape, a chunk of its own). */
function useAcimaDoRodape(ref: RefObject<HTMLElement | null>, ativo: boolean): void {
  useEffect(() => {
    let desfazer: (() => void) | undefined;
    let ativoAinda = true;
    if (ativo)
      void import('./acima-do-rodape').then((m) => {
        if (ativoAinda && ref.current) desfazer = m.manterAcimaDoRodape(ref.current);
      });
    return () => {
      ativoAinda = false;
      desfazer?.();
    };
  }, [ref, ativo]);
}

export function OffersButton({ id, props }: BlockComponentProps<OffersButtonProps>) {
  const [categoria, base, rota] = useUnit([$categoriaOfertas, $rotaBase, $rota]);
  const botao = useRef<HTMLAnchorElement>(null);
  const visivel = Boolean(categoria) && NAVEGACAO.has(rota.pagina);
  useAcimaDoRodape(botao, visivel);
  // Only while browsing the catalogue (home, category, search, product): on task pages (cart,
  // account, orders, forms) it would only cover fields and buttons at phone widths.
  if (!categoria || !visivel) return null;
  // In a landmark of its own: it floats outside the page's regions (axe `region`).
  return (
    <aside aria-label={props.label}>
      <Link
        ref={botao}
        to={rotas.categoria(base, categoria.slug)}
        className={`${styles.button} ${styles.position[props.posicao]}`}
        data-block-id={id}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M21.4 11.6l-9-9A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8zM6.5 8A1.5 1.5 0 1 1 8 6.5 1.5 1.5 0 0 1 6.5 8z" />
        </svg>
        <span>{props.label}</span>
      </Link>
    </aside>
  );
}
