/**
 * The back-office under `/{slug}/painel/*` (a route of the table's SYSTEM_ROUTES, not a page type
 * of the layout): the order desk (issue 13) and the layout studio with its preview (issue 14),
 * each a chunk of its own (CodeMirror, dnd-kit), so neither the shopper's first view nor any
 * storefront page carries them.
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { StatusScreen } from '#ui/status-screen';
import { lazyWithReload } from '../shared/lazy-with-reload';

const DeskPage = lazyWithReload(() => import('../pages/painel/desk-page'));
const EstudioPage = lazyWithReload(() => import('../pages/painel/estudio/estudio-page'));
const PreviaPage = lazyWithReload(() => import('../pages/painel/estudio/previa-page'));

export default function BackOffice() {
  const { pathname } = useLocation();
  const estudio = /\/painel\/loja(?:\/previa)?\/?$/.test(pathname);
  const Pagina = estudio ? (/\/previa\/?$/.test(pathname) ? PreviaPage : EstudioPage) : DeskPage;
  return (
    <Suspense
      fallback={<StatusScreen titulo={estudio ? 'Carregando o estúdio…' : 'Carregando o painel…'} carregando />}
    >
      <Pagina />
    </Suspense>
  );
}
