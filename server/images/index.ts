/** The SVG renderers used by the image route (/imagens/...). Pure functions, no I/O. */
export { renderBannerSvg, BANNER_ALTURA, BANNER_LARGURA } from './banner-svg';
export type { BannerImagem } from './banner-svg';
export { renderLogoSvg } from './logo-svg';
export type { FornecedorLogo } from './logo-svg';
export { isTamanhoImagem, renderProdutoSvg, TAMANHOS_IMAGEM } from './produto-svg';
export type { ProdutoImagem, TamanhoImagem } from './produto-svg';
