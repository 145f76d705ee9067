/** What a product card needs from the model: the product page and image addresses, and the supplier's multiple rule. */
import { TAG_IGNORE_PRODUCT_MULTIPLE, hasTag } from '#engine/rules/tags';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $storefrontConfig } from '#engine/model/app';
import { rotas } from '#engine/model/navigation';
import { $fornecedor, $rotaBase } from '#engine/model/supplier';
import type { ProductLinks } from '#ui/product-grid';
import { withImageBase, withImageSize } from '#engine/rules/image-url';

/** Supplier tag: `multiploincremento` does not count towards the wholesale minimum (spec section 5). */

export interface ProductCardContext {
  linksFor: (produto: { slug: string; imagem: string }) => ProductLinks;
  ignorarMultiplo: boolean;
}

export function useProductCardContext(): ProductCardContext {
  const [base, config, fornecedor] = useUnit([$rotaBase, $storefrontConfig, $fornecedor]);
  const linksFor = useCallback(
    (produto: { slug: string; imagem: string }): ProductLinks => ({
      href: rotas.produto(base, produto.slug),
      imagemSrc: withImageBase(withImageSize(produto.imagem, 300), config.imageBaseUrl),
    }),
    [base, config.imageBaseUrl],
  );
  return { linksFor, ignorarMultiplo: hasTag(fornecedor?.tags, TAG_IGNORE_PRODUCT_MULTIPLE) };
}
