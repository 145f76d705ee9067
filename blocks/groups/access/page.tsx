/**
 * The access group's page chunk: its blocks (`registry`) and the page-level frames of its two page
 * types around the rendered layout.
 *
 * - `login` (`/{slug}/login`, rendered on the server too): says the page was shown (the login
 *   flow starts over), tells a visitor already logged in so, with a link to the account;
 *   otherwise the page's section with its one h1, which follows the form's step ('Entrar',
 *   'Criar conta', 'Cadastro em análise').
 * - `redefinir-senha` (`/{slug}/redefinir-senha/{codigo}`, the page the recovery e-mail links to):
 *   starts from a clean form for each link, says a malformed link is invalid (no form), says the
 *   password was changed with the login link; otherwise the card with its h1, 'Redefinir senha'.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router';
import type { PageFrameProps } from '#engine/layout/page-chunk';
import { usePageTypeTitle } from '#features/page-title/page-type';
import { $etapa, loginPageShown } from '#engine/model/login/flow';
import { rotas } from '#engine/model/navigation';
import { $senhaRedefinida, passwordRecoveryReset } from '#engine/model/password-recovery';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { TITULOS } from '#features/login/login-form';
import { ButtonLink } from '#ui/button';
import { StatusScreen } from '#ui/status-screen';
import { isResetCode } from '../../password-reset-form/reset-code';
import * as styles from './page.css';
import { accessBlocks } from './registry';

export const registry = { ...accessBlocks };

export function Frame({ pageType, children }: PageFrameProps) {
  usePageTypeTitle(pageType);
  return pageType === 'redefinir-senha' ? (
    <PasswordResetFrame>{children}</PasswordResetFrame>
  ) : (
    <LoginFrame>{children}</LoginFrame>
  );
}

function LoginFrame({ children }: { children: PageFrameProps['children'] }) {
  const [etapa, usuario, base, shown] = useUnit([$etapa, $usuario, $rotaBase, loginPageShown]);
  useEffect(() => {
    shown();
  }, [shown]);
  if (usuario) {
    return (
      <StatusScreen
        titulo="Você já está conectado"
        texto={`Você entrou como ${usuario.nome}.`}
        tom="positive"
        acao={<ButtonLink to={rotas.minhaConta(base)}>Minha conta</ButtonLink>}
      />
    );
  }
  return (
    <section className={styles.loginPage} aria-labelledby="login-titulo">
      <h1 id="login-titulo" className={styles.loginTitle}>
        {TITULOS[etapa]}
      </h1>
      {children}
    </section>
  );
}

function PasswordResetFrame({ children }: { children: PageFrameProps['children'] }) {
  const { codigo = '' } = useParams();
  const [base, sucesso, reiniciar] = useUnit([$rotaBase, $senhaRedefinida, passwordRecoveryReset]);
  const id = useId();

  // A new link opened in the same tab starts from a clean form.
  useEffect(() => {
    reiniciar();
  }, [codigo, reiniciar]);

  if (!isResetCode(codigo)) {
    return (
      <StatusScreen
        titulo="Link de redefinição inválido"
        texto="Este link de redefinição de senha é inválido. Solicite um novo na tela de login, em 'Esqueci minha senha'."
        tom="caution"
        acao={<ButtonLink to={rotas.login(base)}>Ir para o login</ButtonLink>}
      />
    );
  }

  if (sucesso) {
    return (
      <StatusScreen
        titulo="Senha redefinida"
        texto={sucesso}
        tom="positive"
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }

  return (
    <div className={styles.resetRoot}>
      <section className={styles.resetCard} aria-labelledby={`${id}-titulo`}>
        <h1 id={`${id}-titulo`} className={styles.resetTitle}>
          Redefinir senha
        </h1>
        {children}
      </section>
    </div>
  );
}
