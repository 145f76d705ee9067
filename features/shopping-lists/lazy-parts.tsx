/**
 * What the first view's list door (./save-to-list-lazy) loads, in one small chunk: the 'Salvar na
 * lista' button, or the suggested-lists strip, whose content (with the lists' model) is a chunk of
 * its own, so the first view's table of chunks stays short.
 */
import { lazy, Suspense } from 'react';
import { SaveToList, type SaveToListProps } from './save-to-list';

const Strip = lazy(() => import('./suggested-lists-strip').then((m) => ({ default: m.SuggestedListsStrip })));

export type ListsPart =
  | ({ parte: 'salvar' } & SaveToListProps)
  | { parte: 'faixa'; id: string; props: { titulo: string; quantidade: number } };

export default function ListsPartView(part: ListsPart) {
  if (part.parte === 'salvar') return <SaveToList {...part} />;
  return (
    <Suspense fallback={null}>
      <Strip id={part.id} props={part.props} />
    </Suspense>
  );
}
