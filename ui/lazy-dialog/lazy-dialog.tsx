/**
 * The dialog for code on a page's first load (the header's cart panel, the checkout's delivery
 * error): nothing until it first opens, then ui/dialog (with Radix, 12.9 kB gz) from its chunk
 * (vite.config.ts's group 'dialog'). Once opened it stays mounted, so it closes with its animation
 * and gives focus back as ui/dialog does.
 */
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from '../dialog/dialog';

const DialogChunk = lazy(() => import('../dialog/dialog').then((module) => ({ default: module.Dialog })));

export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogChunk {...props} />
    </Suspense>
  );
}
