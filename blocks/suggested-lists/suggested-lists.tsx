/**
 * The 'suggested lists' strip a supplier may place on any page (the home): for a logged-in client,
 * after hydration, its content loads (features/shopping-lists, one lazy chunk with the 'Salvar na
 * lista' button) and, where the shop's `listas` gate holds, shows the lists the shop suggests to
 * this client. The server renders nothing and a visitor gets nothing, so the first view carries
 * only this wrapper.
 */
import type { BlockComponentProps } from '#engine/layout/define-block';
import { ListsPartLazy } from '#features/shopping-lists/save-to-list-lazy';
import type { SuggestedListsProps } from './schema';

export function SuggestedLists({ id, props }: BlockComponentProps<SuggestedListsProps>) {
  return <ListsPartLazy parte="faixa" id={id} props={props} />;
}
