/**
 * The login modal over the storefront (ui/dialog over Radix), loaded when it first opens.
 */
import { useUnit } from 'effector-react';
import { $etapa } from '#engine/model/login/flow';
import { $loginOpen, loginClosed } from '#engine/model/login';
import { Dialog } from '#ui/dialog';
import { LoginForm, TITULOS } from '#features/login/login-form';

export default function LoginModal() {
  const [open, etapa, close] = useUnit([$loginOpen, $etapa, loginClosed]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={TITULOS[etapa]}
      size={etapa === 'cadastro' ? 'md' : 'sm'}
    >
      <LoginForm onDone={() => close()} />
    </Dialog>
  );
}
