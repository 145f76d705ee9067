/**
 * The "public bucket" of images, served by the reference server outside /api (drawn by
 * server/images/):
 *   /imagens/produtos/{idfornecedor}/{id}.webp and {id}-{150|300|600}.webp (WebP made with sharp,
 *     from the picture the supplier's admin uploaded, else drawn; the old .svg address answers
 *     301 to the .webp one, query kept, so cached pages still show it)
 *   /imagens/produtos/{idfornecedor}/{id}-{150|300|600}.jpg (the same picture as a JPEG: link previews)
 *   /imagens/fornecedores/{slug}/logo.svg, and cartao.png (the logo on a 1200×630 card: link previews)
 *   /imagens/banners/{idfornecedor}/{idcarrossel}-{n}.svg (artwork only: the banner's words are HTML over it)
 * With the `v` query (the date-based cache buster) the answer is cached for a year as immutable;
 * without it, for five minutes. Anything unknown is a 404 in pt-BR.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { produtosDoBanner, renderBannerSvg } from '../../images/banner-svg';
import { cartaoPng } from '../../images/cartao';
import { renderLogoSvg } from '../../images/logo-svg';
import { ProdutoImagens, type TamanhoImagem } from '../../images/produto-imagem';
import { isUuid } from '#engine/rules/slug';
import { plainText } from '../../shared/plain-text';
import type { ImagensRepository } from './imagens-repository';

const CACHE_IMUTAVEL = 'public, max-age=31536000, immutable';
const CACHE_CURTO = 'public, max-age=300';

const ARQUIVO_PRODUTO = /^([0-9]{1,10})(?:-(150|300|600))?\.(webp|svg|jpg)$/;
const ARQUIVO_BANNER = /^([0-9]{1,10})-([0-9]{1,3})\.svg$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const imagemNaoEncontrada = { mensagem: 'Imagem não encontrada', codigo: 'imagem.nao-encontrada' };

function versao(request: FastifyRequest): string | undefined {
  const v = (request.query as Record<string, unknown> | undefined)?.v;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function enviarSvg(request: FastifyRequest, reply: FastifyReply, svg: string, imutavel: boolean): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', imutavel ? CACHE_IMUTAVEL : CACHE_CURTO)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // img-src data: for the product renders a banner carries inside it (server/images/banner-svg.ts).
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}

const naoEncontrada = (reply: FastifyReply) => reply.code(404).send(imagemNaoEncontrada);

/**
 * The raster answer: its own CSP (nothing to load or run), cached as the SVG ones are. WebP for
 * the storefront; JPEG (`.jpg`) for link previews, which show no WebP (the page head's og:image).
 */
async function enviarRaster(
  request: FastifyRequest,
  reply: FastifyReply,
  imagem: { etag: string; webp: () => Promise<Buffer>; jpeg: () => Promise<Buffer> },
  imutavel: boolean,
  formato: 'webp' | 'jpg' = 'webp',
): Promise<FastifyReply> {
  const etag = formato === 'jpg' ? imagem.etag.replace(/"$/, '-jpg"') : imagem.etag;
  reply
    .header('cache-control', imutavel ? CACHE_IMUTAVEL : CACHE_CURTO)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (formato === 'jpg') return reply.header('content-type', 'image/jpeg').send(await imagem.jpeg());
  return reply.header('content-type', 'image/webp').send(await imagem.webp());
}

/** The routes under /imagens (registered with that prefix by the module). */
export async function imagensRoutes(
  app: FastifyInstance,
  options: { repository: ImagensRepository; produtoImagens?: ProdutoImagens },
): Promise<void> {
  const { repository } = options;
  const produtoImagens = options.produtoImagens ?? new ProdutoImagens();
  app.get<{ Params: { idfornecedor: string; arquivo: string } }>(
    '/produtos/:idfornecedor/:arquivo',
    async (request, reply) => {
      const { idfornecedor, arquivo } = request.params;
      const match = ARQUIVO_PRODUTO.exec(arquivo);
      if (!isUuid(idfornecedor) || !match) return naoEncontrada(reply);
      const id = Number(match[1]);
      const tamanho = (match[2] ? Number(match[2]) : 600) as TamanhoImagem;
      const produto = await repository.produto(idfornecedor.toLowerCase(), id);
      if (!produto) return naoEncontrada(reply);
      if (match[3] === 'svg') {
        // Pages and caches from before the WebP pictures asked for .svg: send them to the picture.
        // A relative address ('12-300.webp?v=…'), built from the parsed name: never a foreign URL.
        const consulta = request.url.indexOf('?');
        const destino = `${match[1]}${match[2] ? `-${match[2]}` : ''}.webp${consulta === -1 ? '' : request.url.slice(consulta)}`;
        return reply.header('cache-control', CACHE_CURTO).redirect(destino, 301);
      }
      const enviada = produto.enviada_sha;
      const imagem = enviada
        ? produtoImagens.enviada(enviada, tamanho, () => repository.webpEnviada(produto.id, enviada))
        : produtoImagens.imagem(
            {
              id: produto.id,
              // As the shopper reads it ('Feij&atilde;o' is 'Feijão'), so the kind rules match.
              nome: plainText(produto.nome),
              tipo_produto: produto.tipo_produto,
              categoriaSlug: produto.categoria_slug,
              segmentos: produto.segmentos.map((s) => s.nome),
            },
            tamanho,
          );
      // Immutable only under the current version: an old ?v= must not pin today's picture for a year.
      return enviarRaster(
        request,
        reply,
        imagem,
        versao(request) === produto.imagem_versao,
        match[3] === 'jpg' ? 'jpg' : 'webp',
      );
    },
  );

  app.get<{ Params: { slug: string } }>('/fornecedores/:slug/logo.svg', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!SLUG.test(slug)) return naoEncontrada(reply);
    const fornecedor = await repository.fornecedorPorSlug(slug);
    if (!fornecedor) return naoEncontrada(reply);
    const svg = renderLogoSvg({ nome: fornecedor.nome, slug: fornecedor.slug, tema: fornecedor.config?.tema });
    return enviarSvg(request, reply, svg, versao(request) !== undefined);
  });

  // The shop's card (its logo on white, 1200×630 PNG): the og:image of the pages without a product picture.
  app.get<{ Params: { slug: string } }>('/fornecedores/:slug/cartao.png', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!SLUG.test(slug)) return naoEncontrada(reply);
    const fornecedor = await repository.fornecedorPorSlug(slug);
    if (!fornecedor) return naoEncontrada(reply);
    const svg = renderLogoSvg({ nome: fornecedor.nome, slug: fornecedor.slug, tema: fornecedor.config?.tema });
    const etag = `"c-${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', CACHE_CURTO)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', 'image/png').send(await cartaoPng(svg));
  });

  app.get<{ Params: { idfornecedor: string; arquivo: string } }>(
    '/banners/:idfornecedor/:arquivo',
    async (request, reply) => {
      const { idfornecedor, arquivo } = request.params;
      const match = ARQUIVO_BANNER.exec(arquivo);
      if (!isUuid(idfornecedor) || !match) return naoEncontrada(reply);
      const idcarrossel = Number(match[1]);
      const indice = Number(match[2]);
      const row = await repository.bannersDoCarrossel(idfornecedor.toLowerCase(), idcarrossel);
      const banner = row?.banners[indice - 1];
      if (!row || !banner || indice < 1) return naoEncontrada(reply);
      const svg = renderBannerSvg({
        titulo: banner.titulo,
        subtitulo: banner.subtitulo,
        tema: row.config?.tema,
        indice,
        produtos: produtosDoBanner(
          row.segmentos.map((s) => s.nome),
          indice,
        ),
      });
      return enviarSvg(request, reply, svg, versao(request) !== undefined);
    },
  );

  app.get('/*', async (_request, reply) => naoEncontrada(reply));
}
