/**
 * The document title of the page on screen (issue 34 item 1, issue 35 item 7): 'Página | Loja'
 * while the page is open (engine/rules/page-title, as the server's head writes it, so a reload
 * reads the same), the shop's own title again when it closes. `null`: not known yet (loading).
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $fornecedor } from '#engine/model/supplier';
import { pageTitle, shopTitle } from '#engine/rules/page-title';

export function useDocumentTitle(nome: string | null): void {
  const seo = useUnit($fornecedor)?.config.seo;
  useEffect(() => {
    if (!nome) return undefined;
    const anterior = document.title;
    document.title = pageTitle(nome, seo ?? { title: anterior });
    return () => {
      document.title = seo ? shopTitle(seo) : anterior;
    };
  }, [nome, seo]);
}
