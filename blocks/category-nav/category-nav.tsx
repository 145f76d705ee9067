/**
 * Horizontal navigation over the supplier's categories; the active category's subcategories in a
 * second row. When the strip overflows, a fade marks each side that has more, and (from 768 px,
 * for a mouse) an arrow button scrolls it; on a phone it is swiped.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $rota, rotas } from '#engine/model/navigation';
import { $categorias } from '#engine/model/categories';
import { $rotaBase } from '#engine/model/supplier';
import type { Categoria } from '#engine/model/types';
import { isOffersCategory } from '#engine/rules/offers';
import type { CategoryNavProps } from './schema';
import * as styles from './category-nav.css';

function contains(categoria: Categoria, slug: string): boolean {
  return categoria.slug === slug || categoria.subcategorias.some((s) => contains(s, slug));
}

export function CategoryNav({ id, props }: BlockComponentProps<CategoryNavProps>) {
  const [categorias, base, rota] = useUnit([$categorias, $rotaBase, $rota]);
  const listRef = useRef<HTMLUListElement>(null);
  const activeSlug = rota.pagina === 'categoria' ? rota.slug : null;
  // Keep the active category visible in the horizontal strip.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current]');
    const list = listRef.current;
    if (active && list) list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2;
  }, [activeSlug, categorias]);
  // Which sides of the strip hide more departments (measured in the browser; none on the server).
  const [mais, setMais] = useState([false, false]);
  const medir = () => {
    const list = listRef.current;
    if (!list) return;
    const inicio = list.scrollLeft > 1;
    const fim = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMais((atual) => (atual[0] === inicio && atual[1] === fim ? atual : [inicio, fim]));
  };
  useEffect(() => {
    // It reports the strip's first size at once, then every change (the window, the fonts).
    const observer = new ResizeObserver(medir);
    if (listRef.current) observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [categorias]);
  if (categorias.length === 0) return null;
  const activeTop = activeSlug ? (categorias.find((c) => contains(c, activeSlug)) ?? null) : null;
  const subcategorias = props.mostrarSubcategorias && activeTop ? activeTop.subcategorias : [];

  return (
    <nav className={styles.root} aria-label={props.titulo || 'Categorias'} data-block-id={id}>
      <div className={styles.inner}>
        {props.titulo ? <p className={styles.title}>{props.titulo}</p> : null}
        <div className={styles.strip} data-mais-inicio={mais[0] || undefined} data-mais-fim={mais[1] || undefined}>
          <ul className={styles.list} ref={listRef} onScroll={medir}>
            {categorias.map((c) => (
              <li key={c.idcategoria}>
                <Link
                  to={rotas.categoria(base, c.slug)}
                  className={isOffersCategory(c) ? `${styles.link} ${styles.offers}` : styles.link}
                  aria-current={
                    activeSlug === c.slug ? 'page' : activeTop?.idcategoria === c.idcategoria ? 'true' : undefined
                  }
                >
                  {c.nome}
                </Link>
              </li>
            ))}
          </ul>
          {[0, 1].map((lado) =>
            mais[lado] ? (
              // A pointer's shortcut: the links themselves stay reachable by keyboard and by swiping.
              <button
                key={lado}
                type="button"
                tabIndex={-1}
                aria-hidden="true"
                className={styles.arrow[lado ? 'fim' : 'inicio']}
                onClick={() => listRef.current?.scrollBy((lado ? 0.8 : -0.8) * listRef.current.clientWidth, 0)}
              />
            ) : null,
          )}
        </div>
        {subcategorias.length > 0 && activeTop ? (
          <ul className={styles.subList} aria-label={`Subcategorias de ${activeTop.nome}`}>
            {subcategorias.map((s) => (
              <li key={s.idcategoria}>
                <Link
                  to={rotas.categoria(base, s.slug)}
                  className={styles.subLink}
                  aria-current={activeSlug === s.slug ? 'page' : undefined}
                >
                  {s.nome}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
