/** The image renderers used by the image route (/imagens/...): SVG logos and banners, WebP products. */
export { renderBannerSvg, BANNER_ALTURA, BANNER_LARGURA } from './banner-svg';
export type { BannerImagem } from './banner-svg';
export { renderLogoSvg } from './logo-svg';
export type { FornecedorLogo } from './logo-svg';
export { desenharProduto, isTamanhoImagem, ProdutoImagens, TAMANHOS_IMAGEM } from './produto-imagem';
export type { ProdutoImagem, TamanhoImagem } from './produto-imagem';
export { tipoDoProduto, TIPOS } from './tipos-produto';
