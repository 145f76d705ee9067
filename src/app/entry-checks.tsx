/**
 * Checks on entry, decided in the browser after hydration (the server render never shows them,
 * so nothing differs between the two and nothing shifts): the age-over-18 modal when the
 * supplier's configuration asks for it and the visitor has not confirmed (the `sf_maioridade`
 * cookie), then, for a logged-in customer, the terms of use dialog when a new version awaits
 * acceptance. One lazily loaded chunk (src/pages/entry-checks/entry-gate.tsx), off the first view.
 */
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useState } from 'react';
import { ageConfirmed } from '#engine/rules/age-check';
import { $usuario } from '#engine/model/session';
import { $configuracao } from '#engine/model/supplier-config';
import { lazyWithReload } from '../shared/lazy-with-reload';

const EntryGate = lazyWithReload(() => import('../pages/entry-checks/entry-gate'));

export function EntryChecks() {
  const [configuracao, usuario] = useUnit([$configuracao, $usuario]);
  // null until mounted: the server render and the hydration render show nothing.
  const [semIdade, setSemIdade] = useState<boolean | null>(null);
  useEffect(() => setSemIdade(!ageConfirmed(document.cookie)), []);
  const pedeIdade = !!(semIdade && configuracao?.config.exige_maioridade);
  return semIdade !== null && configuracao && (pedeIdade || usuario?.papel === 'cliente') ? (
    <Suspense fallback={null}>
      <EntryGate pedeIdade={pedeIdade} />
    </Suspense>
  ) : null;
}
