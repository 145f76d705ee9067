/**
 * `GET {host}/termouso?versaoArquivo=` (spec section 7): the terms of use as a standalone page of
 * the storefront's host, the supplier resolved from the Host and the first path segment like every
 * storefront page (`https://{supplier domain}/termouso`, `/{slug}/termouso`, `/commerce/{slug}/termouso`).
 * The supplier's HTML is shown as stored under a CSP that runs nothing (`default-src 'none'`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/html';
import type { FornecedorRow } from '../fornecedor';
import { HttpError, invalidRequest } from '../../shared/http-error';
import type { TermosRow } from './termos-uso-repository';

const VERSAO = /^[0-9]{1,7}$/;
const dataBr = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** The `versaoArquivo` query: absent → the current version; else a positive integer (400 otherwise). */
export function versaoDaConsulta(valor: unknown): number | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (typeof valor === 'number' && Number.isInteger(valor) && valor >= 1 && valor <= 1_000_000) return valor;
  if (typeof valor === 'string' && VERSAO.test(valor) && Number(valor) >= 1 && Number(valor) <= 1_000_000)
    return Number(valor);
  throw invalidRequest('versaoArquivo deve ser um número de versão (1 ou mais)');
}

export function paginaTermos(fornecedor: FornecedorRow, termos: TermosRow): string {
  const publicado = dataBr.format(new Date(termos.publicado_em));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noarchive">
<title>${escapeHtml(termos.titulo)} | ${escapeHtml(fornecedor.nome)}</title>
<style>
body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;margin:0;background:#f6f7f9}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.versao{color:#57606a;margin:0 0 1.5rem}a{color:#0b5cad}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(termos.titulo)}</h1>
<p class="versao">Versão ${termos.versao}, publicada em ${publicado}.</p>
${termos.html}
</main>
</body>
</html>
`;
}

/** Answers the page (or a pt-BR error) for a resolved supplier. */
export async function responderPagina(
  app: FastifyInstance,
  reply: FastifyReply,
  fornecedor: FornecedorRow | null,
  versao: unknown,
): Promise<FastifyReply> {
  if (!fornecedor) throw new HttpError(404, 'Loja não encontrada', 'fornecedor.nao-encontrado');
  const termos = await app.termosUsoService.texto(fornecedor, versaoDaConsulta(versao));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    )
    .header('x-content-type-options', 'nosniff')
    .send(paginaTermos(fornecedor, termos));
}

/** The storefront routes (outside /api): `/termouso` on a supplier's domain, `/{slug}/termouso` anywhere. */
export async function termosUsoRoutes(app: FastifyInstance): Promise<void> {
  const porCaminho = async (request: FastifyRequest, caminho: string | undefined) =>
    (await app.fornecedorService.resolveFornecedor({ caminho, dominio: request.hostname }))?.fornecedor ?? null;
  const query = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.versaoArquivo;

  app.get('/termouso', async (request, reply) =>
    responderPagina(app, reply, await porCaminho(request, undefined), query(request)),
  );
  app.get<{ Params: { segmento: string } }>('/:segmento/termouso', async (request, reply) =>
    responderPagina(app, reply, await porCaminho(request, request.params.segmento), query(request)),
  );
  app.get<{ Params: { segmento: string } }>('/commerce/:segmento/termouso', async (request, reply) =>
    responderPagina(app, reply, await porCaminho(request, request.params.segmento), query(request)),
  );
}
