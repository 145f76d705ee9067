/**
 * 'Minha conta' (`/{slug}/minha-conta`): the shortcuts to the orders, the subscriptions, the addresses and the invoices, and the
 * account form with the user's data and the e-mail/password change. The page's frame
 * (blocks/groups/account/page.tsx) asks an anonymous visitor to log in, so this renders for a user.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { rotas } from '#engine/model/navigation';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { AccountForm, CompanyForm } from '#features/account-form';
import { ButtonLink } from '#ui/button';
import type { AccountSummaryProps } from './schema';
import * as styles from './account-summary.css';

export function AccountSummary({ props }: BlockComponentProps<AccountSummaryProps>) {
  const [usuario, base] = useUnit([$usuario, $rotaBase]);
  if (!usuario) return null;
  const dados = props.mostrarDados
    ? { titulo: props.tituloDados, mostrarDocumento: props.mostrarDocumento }
    : undefined;
  const acesso = props.mostrarAcesso
    ? { titulo: props.tituloAcesso, ajudaNovaSenha: props.ajudaNovaSenha, ajudaSenhaAtual: props.ajudaSenhaAtual }
    : undefined;
  return (
    <div>
      {props.mostrarAtalhos ? (
        <nav aria-label="Atalhos da conta" className={styles.shortcuts}>
          <ButtonLink to={rotas.pedidos(base)} variant="secondary" size="sm">
            Meus pedidos
          </ButtonLink>
          <ButtonLink to={rotas.assinaturas(base)} variant="secondary" size="sm">
            Minhas assinaturas
          </ButtonLink>
          <ButtonLink to={rotas.enderecos(base)} variant="secondary" size="sm">
            Meus endereços
          </ButtonLink>
          <ButtonLink to={rotas.faturas(base)} variant="secondary" size="sm">
            Faturas
          </ButtonLink>
        </nav>
      ) : null}
      {dados || acesso ? <AccountForm key={usuario.idusuario} usuario={usuario} dados={dados} acesso={acesso} /> : null}
      {/* Issue 34: the client's phone and company data, with the user's data. */}
      {dados && usuario.idcliente ? <CompanyForm /> : null}
    </div>
  );
}
