/**
 * Where a login-token handover that does not log in lands (spec section 8: its title 'Falha ao logar
 * usuário vai token', its text 'Não foi possível autenticar via token de redirecionamento...'; server/web/handover.ts
 * sends the browser to `/{slug}/erro/login-token`). Loaded lazily: rarely seen, never at first view.
 */
import { useUnit } from 'effector-react';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { StatusScreen } from '#ui/status-screen';
import { pageLink } from '#schemas/page-types';

export default function LoginTokenErrorPage() {
  const base = useUnit($rotaBase);
  return (
    <StatusScreen
      titulo="Falha ao logar usuário vai token"
      texto="Não foi possível autenticar via token de redirecionamento... O link de acesso expirou ou já foi usado: entre com seu login e senha."
      tom="caution"
      acao={<ButtonLink to={pageLink(base, 'login')}>Entrar</ButtonLink>}
    />
  );
}
