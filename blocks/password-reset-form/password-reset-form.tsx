/**
 * The new-password form of the `redefinir-senha` page type (`/{slug}/redefinir-senha/{codigo}`,
 * the page the recovery e-mail links to): new password and confirmation. The code travels only in
 * the request body of the reset call. The page type's frame (blocks/groups/access) holds the card
 * and its h1, the invalid-link screen and the success screen with the login.
 */
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $redefinindoSenha,
  $redefinirSenhaErro,
  newPasswordSubmitted,
  TAMANHO_MINIMO_SENHA,
} from '#engine/model/password-recovery';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import * as styles from './password-reset-form.css';
import { isResetCode } from './reset-code';
import type { PasswordResetFormProps } from './schema';

export function PasswordResetForm({ id: blockId, props }: BlockComponentProps<PasswordResetFormProps>) {
  const { codigo = '' } = useParams();
  const [erro, enviando, enviar] = useUnit([$redefinirSenhaErro, $redefinindoSenha, newPasswordSubmitted]);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const id = useId();

  if (!isResetCode(codigo)) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enviar({ codigo, senha, confirmacao });
  };

  return (
    <div className={styles.root} data-block-id={blockId}>
      {props.texto ? <p className={styles.text}>{props.texto}</p> : null}
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
            aria-describedby={props.dicaSenha ? `${id}-dica` : undefined}
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
          />
          {props.dicaSenha ? (
            <p id={`${id}-dica`} className={styles.hint}>
              {props.dicaSenha}
            </p>
          ) : null}
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
    </div>
  );
}
