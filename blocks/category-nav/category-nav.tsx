/** Horizontal navigation over the supplier's categories; the active category's subcategories in a second row. */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '../../engine/layout/define-block';
import { $rota, rotas } from '../../engine/model/navigation';
import { $categorias } from '../../engine/model/categories';
import { $rotaBase } from '../../engine/model/supplier';
import type { Categoria } from '../../engine/model/types';
import { isOffersCategory } from '../../engine/rules/offers';
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
  if (categorias.length === 0) return null;
  const activeTop = activeSlug ? categorias.find((c) => contains(c, activeSlug)) ?? null : null;
  const subcategorias = props.mostrarSubcategorias && activeTop ? activeTop.subcategorias : [];

  return (
    <nav className={styles.root} aria-label={props.titulo || 'Categorias'} data-block-id={id}>
      <div className={styles.inner}>
        {props.titulo ? <p className={styles.title}>{props.titulo}</p> : null}
        <ul className={styles.list} ref={listRef}>
          {categorias.map((c) => (
            <li key={c.idcategoria}>
              <Link
                to={rotas.categoria(base, c.slug)}
                className={isOffersCategory(c) ? `${styles.link} ${styles.offers}` : styles.link}
                aria-current={activeSlug === c.slug ? 'page' : activeTop?.idcategoria === c.idcategoria ? 'true' : undefined}
              >
                {c.nome}
              </Link>
            </li>
          ))}
        </ul>
        {subcategorias.length > 0 && activeTop ? (
          <ul className={styles.subList} aria-label={`Subcategorias de ${activeTop.nome}`}>
            {subcategorias.map((s) => (
              <li key={s.idcategoria}>
                <Link to={rotas.categoria(base, s.slug)} className={styles.subLink} aria-current={activeSlug === s.slug ? 'page' : undefined}>
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
