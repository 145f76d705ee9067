/**
 * `/{slug}/redefinir-senha/{codigo}` (lazy-loaded): the page the recovery e-mail links to. New
 * password and confirmation; on success it says so and offers the login. The code travels only
 * in the request body of the reset call.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { rotas } from '#engine/model/navigation';
import {
  $redefinindoSenha,
  $redefinirSenhaErro,
  $senhaRedefinida,
  newPasswordSubmitted,
  passwordRecoveryReset,
  TAMANHO_MINIMO_SENHA,
} from '#engine/model/password-recovery';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './redefinir-senha-page.css';

const CODIGO_VALIDO = /^[A-Za-z0-9_-]{43}$/;

export default function RedefinirSenhaPage() {
  const { codigo = '' } = useParams();
  const [base, erro, sucesso, enviando, enviar, reiniciar] = useUnit([
    $rotaBase,
    $redefinirSenhaErro,
    $senhaRedefinida,
    $redefinindoSenha,
    newPasswordSubmitted,
    passwordRecoveryReset,
  ]);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const id = useId();

  // A new link opened in the same tab starts from a clean form.
  useEffect(() => {
    reiniciar();
  }, [codigo, reiniciar]);

  if (!CODIGO_VALIDO.test(codigo)) {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enviar({ codigo, senha, confirmacao });
  };

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={`${id}-titulo`}>
        <h1 id={`${id}-titulo`} className={styles.title}>
          Redefinir senha
        </h1>
        <p className={styles.text}>Escolha uma nova senha para a sua conta. Depois, entre com ela.</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-senha`}>
              Nova senha
            </label>
            <input
              id={`${id}-senha`}
              className={styles.input}
              type="password"
              name="senha"
              autoComplete="new-password"
              required
              minLength={TAMANHO_MINIMO_SENHA}
              maxLength={64}
              aria-describedby={`${id}-dica`}
              value={senha}
              onChange={(e) => setSenha(e.target.value)}
            />
            <p id={`${id}-dica`} className={styles.hint}>
              De 8 a 64 caracteres. Evite senhas comuns ou que você já usa em outros sites.
            </p>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-confirmacao`}>
              Confirme a nova senha
            </label>
            <input
              id={`${id}-confirmacao`}
              className={styles.input}
              type="password"
              name="confirmacao"
              autoComplete="new-password"
              required
              maxLength={64}
              value={confirmacao}
              onChange={(e) => setConfirmacao(e.target.value)}
            />
          </div>
          {erro ? (
            <Message tone="critical" role="alert">
              {erro}
            </Message>
          ) : null}
          <Button type="submit" fullWidth disabled={enviando} aria-busy={enviando || undefined}>
            {enviando ? 'Redefinindo…' : 'Redefinir senha'}
          </Button>
        </form>
      </section>
    </div>
  );
}
