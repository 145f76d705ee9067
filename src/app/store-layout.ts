/** The supplier's layout document, validated against the block registry, with the default as fallback. */
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { defaultLayout } from '../../blocks/default-layout';
import { layoutSchema } from '../../blocks/layout-schema';
import type { StoredLayoutDocument } from '../../blocks/layout-schema';
import { resolveLayout } from '../../engine/layout/renderer';
import { $documentos, $documentosCarregados, $fornecedor } from '../../engine/model/supplier';

/** null while the documents are loading (so the page does not flash the default layout). */
export function useStoreLayout(): StoredLayoutDocument | null {
  const [documentos, carregados, fornecedor] = useUnit([$documentos, $documentosCarregados, $fornecedor]);
  return useMemo(() => {
    if (!carregados) return null;
    return resolveLayout(documentos?.layout, layoutSchema, defaultLayout, { source: `fornecedor ${fornecedor?.slug ?? '?'}` });
  }, [documentos, carregados, fornecedor?.slug]);
}
