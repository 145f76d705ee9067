/** One item of the supplier's menu document: a route link, an external link, or the logout action. */
import { Link } from 'react-router';
import { menuLink } from '#engine/model/navigation';
import type { MenuDocument } from '#schemas/menu';

export type MenuItem = MenuDocument['items'][number];

export function MenuEntry({
  item,
  base,
  className,
  onLogout,
  onNavigate,
}: {
  item: MenuItem;
  base: string;
  className: string;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const link = menuLink(item.destino, base);
  if (link.kind === 'interno') {
    return (
      <Link to={link.to} className={className} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }
  if (link.kind === 'externo') {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onLogout()}>
      {item.label}
    </button>
  );
}
