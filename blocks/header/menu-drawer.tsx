/**
 * The phone's menu (issue 11): a side drawer over the page (ui/dialog, Radix: focus trap, Escape,
 * scroll lock) with the supplier's menu document and the departments (the category tree). It is
 * loaded with the first tap on the header's 'Menu' button; a link closes it, and so does any
 * navigation (the browser's back button included).
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { $categorias } from '#engine/model/categories';
import { rotas } from '#engine/model/navigation';
import type { Categoria } from '#engine/model/types';
import { isOffersCategory } from '#engine/rules/offers';
import { Dialog } from '#ui/dialog';
import { MenuEntry, type MenuItem } from './menu-entry';
import * as styles from './menu-drawer.css';

export interface MenuDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuItem[];
  base: string;
  onLogout: () => void;
}

function Departamentos({
  categorias,
  base,
  nivel,
  onNavigate,
}: {
  categorias: Categoria[];
  base: string;
  nivel: number;
  onNavigate: () => void;
}) {
  return (
    <ul className={nivel === 0 ? styles.list : styles.subList}>
      {categorias.map((c) => (
        <li key={c.idcategoria}>
          <Link
            to={rotas.categoria(base, c.slug)}
            className={[nivel === 0 ? styles.link : styles.subLink, isOffersCategory(c) ? styles.offers : '']
              .filter(Boolean)
              .join(' ')}
            onClick={onNavigate}
          >
            {c.nome}
          </Link>
          {c.subcategorias.length > 0 ? (
            <Departamentos categorias={c.subcategorias} base={base} nivel={nivel + 1} onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function MenuDrawer({ id, open, onOpenChange, items, base, onLogout }: MenuDrawerProps) {
  const categorias = useUnit($categorias);
  const location = useLocation();
  const aberto = useRef(location);
  // A navigation while the drawer is open (a link in it, the back button) closes it; the shell
  // then moves focus to the new page's content, so the drawer does not hand it back to its button.
  const navegou = useRef(false);
  useEffect(() => {
    if (aberto.current !== location) {
      aberto.current = location;
      navegou.current = true;
      onOpenChange(false);
    }
  }, [location, onOpenChange]);
  const fechar = () => {
    navegou.current = true;
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(aberta) => {
        if (aberta) navegou.current = false;
        onOpenChange(aberta);
      }}
      title="Menu"
      placement="side"
      className={styles.drawer}
      id={id}
      onCloseAutoFocus={(event) => {
        // Radix hands focus back to its own trigger, which this drawer has not (its button is the
        // header's, server-rendered): back to that button, unless a navigation took focus to the page.
        event.preventDefault();
        if (!navegou.current) document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
        navegou.current = false;
      }}
    >
      <div className={styles.body}>
        {items.length > 0 ? (
          <nav aria-label="Menu principal">
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuEntry
                    item={item}
                    base={base}
                    className={styles.link}
                    onLogout={() => {
                      fechar();
                      onLogout();
                    }}
                    onNavigate={fechar}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {categorias.length > 0 ? (
          <nav aria-labelledby={`${id}-departamentos`}>
            <h3 id={`${id}-departamentos`} className={styles.heading}>
              Departamentos
            </h3>
            <Departamentos categorias={categorias} base={base} nivel={0} onNavigate={fechar} />
          </nav>
        ) : null}
      </div>
    </Dialog>
  );
}
