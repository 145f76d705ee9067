/**
 * 'Salvar na lista' (issue 29; spec section 2 'Shopping lists: add product'): a small button for a
 * logged-in client of a shop whose feature gate `listas` lets them in (schemas/features.ts). The
 * server knows both (the session's client, the shop's features), so it renders the button in the
 * page's HTML and hydration keeps it: nothing moves when the page comes alive (a button added after
 * hydration pushed the cart's lines down by its height, 0.06 of layout shift). The dialog
 * and the lists' model load on the first click (./save-to-list-dialog), so the product card of the
 * first view carries only this button.
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $cliente } from '#engine/model/lib/session-roles';
import { $features, $gateContext } from '#engine/model/storefront';
import { isFeatureEnabled } from '#schemas/features';
import { Button } from '#ui/button';
import type { ButtonSize, ButtonVariant } from '#ui/button/variants';

const SaveToListDialog = lazy(() => import('./save-to-list-dialog'));

export interface SaveToListProps {
  /** The products to save (decimal quantities), read when the dialog opens. */
  produtos: () => { id: number; quantidade: number }[];
  rotulo?: string;
  /** The dialog's title and its new list's suggested name. */
  titulo?: string;
  nomeSugerido?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Whether 'Salvar na lista' is offered: a client logged in where the shop's `listas` gate holds. */
export function useListsEnabled(): boolean {
  const [cliente, features, gate] = useUnit([$cliente, $features, $gateContext]);
  return cliente !== null && isFeatureEnabled(features, 'listas', gate);
}

export function SaveToList({
  produtos,
  rotulo = 'Salvar na lista',
  titulo = 'Salvar na lista',
  nomeSugerido = '',
  variant = 'ghost',
  size = 'sm',
}: SaveToListProps) {
  const [aberto, setAberto] = useState(false);
  const [itens, setItens] = useState<{ id: number; quantidade: number }[]>([]);
  if (!useListsEnabled()) return null;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          setItens(produtos());
          setAberto(true);
        }}
      >
        {rotulo}
      </Button>
      {aberto ? (
        <Suspense fallback={null}>
          <SaveToListDialog
            open={aberto}
            onOpenChange={setAberto}
            produtos={itens}
            titulo={titulo}
            nomeSugerido={nomeSugerido}
          />
        </Suspense>
      ) : null}
    </>
  );
}
