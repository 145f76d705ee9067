/**
 * The provider's own landing page (PROVIDER_HOME_URL '/' on a platform host): a small
 * server-rendered page in pt-BR listing the suppliers, each linking to its storefront /{slug}.
 */
import { TEMA_PADRAO, resolveTema } from '../../schemas/theme';
import type { FornecedorRow } from '../modules/fornecedor';
import { escapeHtml } from './html';

export function paginaDoProvedor(fornecedores: readonly FornecedorRow[]): string {
  const itens = fornecedores
    .map((f) => {
      const tema = resolveTema(f.config?.tema);
      const descricao = f.config?.seo?.description ?? '';
      return `      <li>
        <a href="/${encodeURIComponent(f.slug)}" style="border-left-color: ${escapeHtml(tema.cor_primaria)}">
          <strong>${escapeHtml(f.nome)}</strong>
          ${descricao ? `<span>${escapeHtml(descricao)}</span>` : ''}
        </a>
      </li>`;
    })
    .join('\n');
  const lista =
    fornecedores.length > 0 ? `<ul>\n${itens}\n    </ul>` : '<p>Nenhuma loja está disponível no momento.</p>';
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Lojas virtuais</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <meta name="description" content="Escolha a loja em que deseja comprar.">
    <meta name="robots" content="noarchive">
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1f2933; }
      main { max-width: 720px; margin: 0 auto; padding: 48px 16px; }
      h1 { font-size: 1.75rem; margin: 0 0 8px; }
      ul { list-style: none; padding: 0; display: grid; gap: 12px; }
      a { display: block; padding: 16px 20px; background: #fff; border-radius: 8px; border-left: 6px solid ${TEMA_PADRAO.cor_primaria};
          color: inherit; text-decoration: none; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
      a:hover, a:focus-visible { box-shadow: 0 2px 8px rgba(0,0,0,.16); }
      strong { display: block; font-size: 1.1rem; }
      span { display: block; margin-top: 4px; color: #52606d; }
    </style>
  </head>
  <body>
    <main>
      <h1>Lojas virtuais</h1>
      <p>Escolha a loja em que deseja comprar.</p>
    ${lista}
    </main>
  </body>
</html>
`;
}
