/**
 * The combos group's page chunk (issue 29): page types `combos` (`/{slug}/combos`, the combos
 * valid for this visitor) and `combo` (`/{slug}/combos/{id}`, one combo). Its blocks (`registry`)
 * and the frame around the rendered layout: the h1, the load on open (engine/model/combos), the
 * loading and error states, and a combo that is not (or no longer) valid for this visitor.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { $currentCombo, $combos, $combosError, combosShown, TEXTOS_COMBOS } from '#engine/model/combos';
import { $rota } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { pageLink } from '#schemas/page-types';
import { ButtonLink } from '#ui/button';
import { EmptyState, ErrorState, LoadingState, PageFrame } from '#ui/page';
import { combosBlocks } from './registry';

export const registry = { ...combosBlocks };

/** The home's combos strip (blocks/combo-strip) loads with this chunk. */
export { default as ComboStripView } from '../../combo-strip/strip-view';

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  const [combos, erro, combo, rota, base, mostrar] = useUnit([
    $combos,
    $combosError,
    $currentCombo,
    $rota,
    $rotaBase,
    combosShown,
  ]);
  useEffect(() => mostrar(), [mostrar]);
  const pagina = rota.pagina === 'combo' ? 'combo' : 'combos';
  if (erro !== null && combos === null) return <ErrorState titulo="Combos promocionais" texto={erro} />;
  if (combos === null)
    return <LoadingState titulo={pagina === 'combo' ? 'Carregando o combo…' : 'Carregando os combos…'} />;
  if (pagina === 'combo') {
    if (combo === null)
      return (
        <EmptyState
          titulo="Combo indisponível"
          texto={TEXTOS_COMBOS.naoEncontrado}
          acao={<ButtonLink to={pageLink(base, 'combos')}>Ver os combos</ButtonLink>}
        />
      );
    return (
      <PageFrame titulo={combo.nome} tituloId="combo-titulo">
        {children}
      </PageFrame>
    );
  }
  return (
    <PageFrame titulo="Combos promocionais" tituloId="combos-titulo">
      {children}
    </PageFrame>
  );
}
