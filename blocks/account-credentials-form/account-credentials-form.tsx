/**
 * 'Alterar e-mail e senha' (`/{slug}/minha-conta/alterar-email-senha`, the header menu's entry):
 * the e-mail and the password change, confirmed with the current password, saved with POST
 * /v1/app/{auth}~{idcliente}/usuario. The page's frame asks an anonymous visitor to log in.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $usuario } from '#engine/model/session';
import { AccountForm } from '#features/account-form';
import type { AccountCredentialsFormProps } from './schema';

export function AccountCredentialsForm({ props }: BlockComponentProps<AccountCredentialsFormProps>) {
  const usuario = useUnit($usuario);
  if (!usuario) return null;
  return (
    <AccountForm
      key={usuario.idusuario}
      usuario={usuario}
      acesso={{ titulo: props.titulo, ajudaNovaSenha: props.ajudaNovaSenha, ajudaSenhaAtual: props.ajudaSenhaAtual }}
    />
  );
}
