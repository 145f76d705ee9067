/**
 * 'Alterar dados' (`/{slug}/minha-conta/alterar-dados`, the header menu's entry): the user's name,
 * with the document and the role, saved with POST /v1/app/{auth}~{idcliente}/usuario. The page's
 * frame asks an anonymous visitor to log in.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $usuario } from '#engine/model/session';
import { AccountForm, CompanyForm } from '#features/account-form';
import type { AccountDataFormProps } from './schema';

export function AccountDataForm({ props }: BlockComponentProps<AccountDataFormProps>) {
  const usuario = useUnit($usuario);
  if (!usuario) return null;
  return (
    <>
      <AccountForm
        key={usuario.idusuario}
        usuario={usuario}
        dados={{ titulo: props.titulo, mostrarDocumento: props.mostrarDocumento }}
      />
      {/* Issue 34: the client's phone and company data. */}
      {usuario.idcliente ? <CompanyForm /> : null}
    </>
  );
}
