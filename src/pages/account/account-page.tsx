/**
 * `/{slug}/minha-conta` (also `minha-conta/alterar-dados` and `minha-conta/alterar-email-senha`,
 * the header menu's entries): the user's data (name; document shown, not editable) and the
 * e-mail/password change, saved with POST /v1/app/{auth}~{idcliente}/usuario ('Cadastro
 * atualizado'). An anonymous visitor gets the login form; after login the page reloads here.
 */
import { useUnit } from 'effector-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FormEvent } from 'react';
import { $contaMensagem, $errosConta, $savingAccount, accountPageShown, accountSubmitted } from '#engine/model/account';
import { rotas } from '#engine/model/navigation';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import type { UsuarioSessao } from '#engine/model/session';
import { Button, ButtonLink } from '#ui/button';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { LoginForm } from '#features/login/login-form';
import * as styles from './account.css';
import { lazyWithReload } from '../../shared/lazy-with-reload';
import UsuariosPage from './usuarios-page';
import LojasPage from '../lojas/lojas-page';

const PAPEL: Record<UsuarioSessao['papel'], string> = {
  cliente: 'Cliente',
  representante: 'Representante',
  usuario_vinculado: 'Usuário vinculado',
  atendente: 'Atendente',
  admin_fornecedor: 'Administrador da loja',
};

function AccountForm({ usuario }: { usuario: UsuarioSessao }) {
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
      <section aria-labelledby="conta-dados" className={styles.section} id="alterar-dados">
        <h2 id="conta-dados" className={styles.sectionTitle}>
          Meus dados
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
        {usuario.cpf ? (
          <dl className={styles.facts}>
            <dt>CPF/CNPJ</dt>
            <dd>{usuario.cpf}</dd>
            <dt>Perfil</dt>
            <dd>{PAPEL[usuario.papel]}</dd>
          </dl>
        ) : null}
      </section>
      <section aria-labelledby="conta-acesso" className={styles.section} id="alterar-email-senha">
        <h2 id="conta-acesso" className={styles.sectionTitle}>
          E-mail e senha
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
            hint="Deixe em branco para manter a atual."
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
          hint="Necessária para trocar o e-mail ou a senha."
          error={erros.senhaAtual}
          value={form.senhaAtual}
          onChange={(e) => set({ senhaAtual: e.currentTarget.value })}
        />
      </section>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The account chunk's routes: `minha-conta/usuarios` is the users page, `lojas` the store
 * selection (the orders pages are the orders group's page types: blocks/groups/orders/page.tsx).
 */
/** The order desk: its own chunk, so neither the shopper's first view nor the account page carries it. */
const DeskPage = lazyWithReload(() => import('../painel/desk-page'));
/** The layout studio (issue 14) and its preview: chunks of their own (CodeMirror, dnd-kit), apart from the desk's. */
const EstudioPage = lazyWithReload(() => import('../painel/estudio/estudio-page'));
const PreviaPage = lazyWithReload(() => import('../painel/estudio/previa-page'));

export default function AccountRoute() {
  const { pathname } = useLocation();
  if (/\/painel\/loja(?:\/previa)?\/?$/.test(pathname)) {
    const Pagina = /\/previa\/?$/.test(pathname) ? PreviaPage : EstudioPage;
    return (
      <Suspense fallback={<p className={styles.message}>Carregando o estúdio…</p>}>
        <Pagina />
      </Suspense>
    );
  }
  if (/\/painel(?:\/.*)?$/.test(pathname)) {
    return (
      <Suspense fallback={<p className={styles.message}>Carregando o painel…</p>}>
        <DeskPage />
      </Suspense>
    );
  }
  if (/\/lojas\/?$/.test(pathname)) return <LojasPage />;
  return /\/minha-conta\/usuarios\/?$/.test(pathname) ? <UsuariosPage /> : <AccountPage />;
}

function AccountPage() {
  const [usuario, shown, base] = useUnit([$usuario, accountPageShown, $rotaBase]);
  useEffect(() => {
    shown();
  }, [shown]);
  return (
    <section className={styles.page} aria-labelledby="conta-titulo">
      <h1 id="conta-titulo" className={styles.title}>
        Minha conta
      </h1>
      {usuario ? (
        <>
          <nav aria-label="Atalhos da conta" className={styles.shortcuts}>
            <ButtonLink to={rotas.pedidos(base)} variant="secondary" size="sm">
              Meus pedidos
            </ButtonLink>
            <ButtonLink to={rotas.enderecos(base)} variant="secondary" size="sm">
              Meus endereços
            </ButtonLink>
          </nav>
          <AccountForm key={usuario.idusuario} usuario={usuario} />
        </>
      ) : (
        <>
          <p className={styles.lead}>Entre para ver e alterar os dados da sua conta.</p>
          <LoginForm onDone={() => undefined} />
        </>
      )}
    </section>
  );
}
