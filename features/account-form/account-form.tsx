/**
 * The account form (spec section 2: update user data, update e-mail/password), saved with POST
 * /v1/app/{auth}~{idcliente}/usuario ('Cadastro atualizado'): the user's data (name; document
 * shown, not editable) and the e-mail/password change, in one form with one submit. Three blocks
 * show it: 'Minha conta' (account-summary, both sections), 'Alterar dados' (account-data-form)
 * and 'Alterar e-mail e senha' (account-credentials-form). A section left out keeps its values as
 * they are: the model sends the whole form, and an unchanged e-mail or an empty password changes
 * nothing.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { $contaMensagem, $errosConta, $savingAccount, accountSubmitted } from '#engine/model/account';
import type { UsuarioSessao } from '#engine/model/session';
import { Button } from '#ui/button';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import * as styles from './account-form.css';

const PAPEL: Record<UsuarioSessao['papel'], string> = {
  cliente: 'Cliente',
  representante: 'Representante',
  usuario_vinculado: 'Usuário vinculado',
  atendente: 'Atendente',
  admin_fornecedor: 'Administrador da loja',
};

/** The data section: the name, and the document and role when the user has a document. */
interface DataSection {
  titulo: string;
  mostrarDocumento: boolean;
}

/** The access section: the e-mail and the password change. */
interface CredentialsSection {
  titulo: string;
  ajudaNovaSenha: string;
  ajudaSenhaAtual: string;
}

interface AccountFormProps {
  usuario: UsuarioSessao;
  /** Absent: the section is left out. */
  dados?: DataSection | undefined;
  acesso?: CredentialsSection | undefined;
}

/** The form of the logged-in user; give it `key={usuario.idusuario}` so another user starts it over. */
export function AccountForm({ usuario, dados, acesso }: AccountFormProps) {
  const [mensagem, erros, saving, submit] = useUnit([$contaMensagem, $errosConta, $savingAccount, accountSubmitted]);
  const [form, setForm] = useState({
    nome: usuario.nome,
    email: usuario.email ?? '',
    senha: '',
    senhac: '',
    senhaAtual: '',
  });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(form);
  };
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'} className={styles.message}>
          {mensagem.texto}
        </Message>
      ) : null}
      {dados ? (
        <section aria-labelledby="conta-dados" className={styles.section} id="alterar-dados">
          <h2 id="conta-dados" className={styles.sectionTitle}>
            {dados.titulo}
          </h2>
          <TextField
            label="Nome completo"
            name="nome"
            autoComplete="name"
            required
            error={erros.nome}
            value={form.nome}
            onChange={(e) => set({ nome: e.currentTarget.value })}
          />
          {dados.mostrarDocumento && usuario.cpf ? (
            <dl className={styles.facts}>
              <dt>CPF/CNPJ</dt>
              <dd>{usuario.cpf}</dd>
              <dt>Perfil</dt>
              <dd>{PAPEL[usuario.papel]}</dd>
            </dl>
          ) : null}
        </section>
      ) : null}
      {acesso ? (
        <section aria-labelledby="conta-acesso" className={styles.section} id="alterar-email-senha">
          <h2 id="conta-acesso" className={styles.sectionTitle}>
            {acesso.titulo}
          </h2>
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            required
            error={erros.email}
            value={form.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
          <div className={styles.twoColumns}>
            <TextField
              label="Nova senha"
              type="password"
              name="senha"
              autoComplete="new-password"
              hint={acesso.ajudaNovaSenha || undefined}
              error={erros.senha}
              value={form.senha}
              onChange={(e) => set({ senha: e.currentTarget.value })}
            />
            <TextField
              label="Confirme a nova senha"
              type="password"
              name="senhac"
              autoComplete="new-password"
              error={erros.senhac}
              value={form.senhac}
              onChange={(e) => set({ senhac: e.currentTarget.value })}
            />
          </div>
          <TextField
            label="Senha atual"
            type="password"
            name="senhaAtual"
            autoComplete="current-password"
            hint={acesso.ajudaSenhaAtual || undefined}
            error={erros.senhaAtual}
            value={form.senhaAtual}
            onChange={(e) => set({ senhaAtual: e.currentTarget.value })}
          />
        </section>
      ) : null}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}
