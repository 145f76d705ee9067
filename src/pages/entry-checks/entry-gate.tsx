/**
 * The checks on entry, in one lazily loaded chunk (src/app/entry-checks.tsx loads it after
 * hydration): the age-over-18 modal first when `pedeIdade`, then, for a logged-in customer, the
 * terms of use dialog.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $usuario } from '#engine/model/session';
import AgeGate from './age-gate';
import TermsDialog from './terms-dialog';

export default function EntryGate({ pedeIdade }: { pedeIdade: boolean }) {
  const usuario = useUnit($usuario);
  const [idadeOk, setIdadeOk] = useState(!pedeIdade);
  if (!idadeOk) return <AgeGate onConfirmed={() => setIdadeOk(true)} />;
  return usuario?.papel === 'cliente' ? <TermsDialog /> : null;
}
