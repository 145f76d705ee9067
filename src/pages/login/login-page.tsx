/**
 * `/{slug}/login`: the same form as the modal, on its own page (rendered on the server too).
 * A logged-in visitor is told so, with links to the account and the shop.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { $etapa, loginPageShown } from '#engine/model/login/flow';
import { rotas } from '#engine/model/navigation';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { StatusScreen } from '#ui/status-screen';
import { LoginForm, TITULOS } from './login-form';
import * as styles from './login.css';

export default function LoginPage() {
  const [etapa, usuario, base, shown] = useUnit([$etapa, $usuario, $rotaBase, loginPageShown]);
  const navigate = useNavigate();
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
    <section className={styles.page} aria-labelledby="login-titulo">
      <h1 id="login-titulo" className={styles.pageTitle}>
        {TITULOS[etapa]}
      </h1>
      <LoginForm onDone={() => navigate(rotas.home(base))} />
    </section>
  );
}
