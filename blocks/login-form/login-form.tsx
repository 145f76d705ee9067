/**
 * The login and registration form on the `login` page type (`/{slug}/login`): the shell's modal
 * form (features/login) with what the supplier set; after a registration under review,
 * 'Voltar para a loja' leads to the home page. The page's h1, which follows the form's step, and
 * the screen of a visitor already logged in are the page type's frame (blocks/groups/access).
 */
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { LoginForm } from '#features/login/login-form';
import type { LoginFormBlockProps } from './schema';

export function LoginFormBlock({ id, props }: BlockComponentProps<LoginFormBlockProps>) {
  const base = useUnit($rotaBase);
  const navigate = useNavigate();
  return (
    <div data-block-id={id}>
      <LoginForm
        onDone={() => navigate(rotas.home(base))}
        loginHint={props.dicaLogin}
        showRepresentative={props.mostrarRepresentante}
        showForgotPassword={props.mostrarEsqueciSenha}
        registrationLead={props.textoCadastro}
      />
    </div>
  );
}
