/**
 * The provider's own landing page (PROVIDER_HOME_URL '/' on a platform host): a small
 * server-rendered page in pt-BR listing the suppliers, each with its logo and linking to its
 * storefront /{slug}. The same page, titled 'Loja não encontrada' and sent with 404, answers a
 * first segment that names no supplier (spec section 4, step 3: no supplier leads to the
 * provider's home).
 */
import { TEMA_PADRAO, resolveTema } from '#schemas/theme';
import type { FornecedorRow } from '../modules/fornecedor';
import { escapeHtml } from '../shared/html';

export interface OpcoesPaginaProvedor {
  /** The segment that named no supplier: the page says the store was not found. */
  lojaNaoEncontrada?: string;
}

export function paginaDoProvedor(fornecedores: readonly FornecedorRow[], opcoes: OpcoesPaginaProvedor = {}): string {
  const itens = fornecedores
    .map((f) => {
      const tema = resolveTema(f.config?.tema);
      const descricao = f.config?.seo?.description ?? '';
      return `      <li>
        <a href="/${encodeURIComponent(f.slug)}" style="border-left-color: ${escapeHtml(tema.cor_primaria)}">
          ${f.logo ? `<img src="${escapeHtml(f.logo)}" alt="" width="120" height="30" loading="lazy">` : ''}
          <div>
            <strong>${escapeHtml(f.nome)}</strong>
            ${descricao ? `<span>${escapeHtml(descricao)}</span>` : ''}
          </div>
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
    <title>${opcoes.lojaNaoEncontrada === undefined ? 'Lojas virtuais' : 'Loja não encontrada'}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <meta name="description" content="Escolha a loja em que deseja comprar.">
    <meta name="robots" content="${opcoes.lojaNaoEncontrada === undefined ? 'noarchive' : 'noindex'}">
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f5f6f8; color: #1f2933; }
      main { max-width: 720px; margin: 0 auto; padding: 48px 16px; }
      h1 { font-size: 1.75rem; margin: 0 0 8px; }
      ul { list-style: none; padding: 0; display: grid; gap: 12px; }
      a { display: flex; align-items: center; gap: 16px; padding: 16px 20px; background: #fff; border-radius: 8px; border-left: 6px solid ${TEMA_PADRAO.cor_primaria};
          color: inherit; text-decoration: none; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
      a:hover, a:focus-visible { box-shadow: 0 2px 8px rgba(0,0,0,.16); }
      strong { display: block; font-size: 1.1rem; }
      span { display: block; margin-top: 4px; color: #52606d; }
      img { flex: none; width: 120px; height: 30px; object-fit: contain; object-position: left center; }
      .aviso { padding: 12px 16px; border-radius: 8px; background: #fff4e5; border: 1px solid #f0b45a; }
    </style>
  </head>
  <body>
    <main>
${
  opcoes.lojaNaoEncontrada === undefined
    ? `      <h1>Lojas virtuais</h1>
      <p>Escolha a loja em que deseja comprar.</p>`
    : `      <h1>Loja não encontrada</h1>
      <p class="aviso" role="status">Não encontramos a loja “${escapeHtml(opcoes.lojaNaoEncontrada)}”. Confira o endereço ou escolha uma das lojas abaixo.</p>`
}
    ${lista}
    </main>
  </body>
</html>
`;
}
