/**
 * `/{slug}/minha-conta/usuarios` (spec section 2 'User management: add a linked user by email';
 * the header menu's 'Usuários', shown to a client's principal user): the client's users, an
 * invitation by e-mail, the permission to submit orders (submissao_pedido) per user, and removal
 * (with a confirmation). The server refuses anyone but the principal (403, shown as is). The
 * server render shows the page frame; the list loads in the browser. An anonymous visitor gets
 * the login form.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  $convitesFeitos,
  $erroConvite,
  $erroLista,
  $listaUsuarios,
  $mensagemUsuarios,
  $salvandoUsuarios,
  inviteSubmitted,
  permissionChanged,
  podeSubmeter,
  userRemoved,
  usersPageShown,
} from '#engine/model/linked-users';
import type { UsuarioDoCliente } from '#engine/model/linked-users';
import { rotas } from '#engine/model/navigation';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { CheckboxField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { LoginForm } from '#features/login/login-form';
import * as styles from './usuarios.css';

function ConviteForm() {
  const [erro, salvando, feitos, enviar] = useUnit([$erroConvite, $salvandoUsuarios, $convitesFeitos, inviteSubmitted]);
  const [email, setEmail] = useState('');
  useEffect(() => setEmail(''), [feitos]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enviar(email);
  };
  return (
    <section aria-labelledby="usuarios-convidar" className={styles.section}>
      <h2 id="usuarios-convidar" className={styles.sectionTitle}>
        Convidar usuário
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.inviteForm}>
        <TextField
          label="E-mail da pessoa"
          type="email"
          name="email"
          autoComplete="off"
          hint="Ela recebe um e-mail para criar a senha e entrar."
          required
          error={erro}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" disabled={salvando} className={styles.inviteButton}>
          Enviar convite
        </Button>
      </form>
    </section>
  );
}

function UsuarioItem({ usuario }: { usuario: UsuarioDoCliente }) {
  const [salvando, alterar, remover] = useUnit([$salvandoUsuarios, permissionChanged, userRemoved]);
  const [confirmando, setConfirmando] = useState(false);
  const fixo = usuario.principal;
  return (
    <li className={styles.item} data-usuario={usuario.email ?? usuario.idusuario}>
      <div className={styles.who}>
        <span className={styles.name}>
          {usuario.nome}
          {usuario.principal ? <span className={styles.badge}>Principal</span> : null}
          {usuario.usuario_logado ? <span className={styles.badge}>Você</span> : null}
        </span>
        {usuario.email ? <span className={styles.email}>{usuario.email}</span> : null}
      </div>
      <div className={styles.actions}>
        <CheckboxField
          label="Pode submeter pedidos"
          name={`submissao_pedido-${usuario.idusuario}`}
          checked={podeSubmeter(usuario)}
          disabled={fixo || salvando}
          onChange={(e) => alterar({ idusuario: usuario.idusuario, submissaoPedido: e.currentTarget.checked })}
        />
        {fixo ? null : confirmando ? (
          <span className={styles.confirm} role="group" aria-label={`Remover ${usuario.nome}`}>
            Remover {usuario.nome}?
            <Button
              size="sm"
              disabled={salvando}
              onClick={() => {
                setConfirmando(false);
                remover(usuario.idusuario);
              }}
            >
              Confirmar remoção
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmando(false)}>
              Cancelar
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={salvando}
            aria-label={`Remover ${usuario.nome}`}
            onClick={() => setConfirmando(true)}
          >
            Remover
          </Button>
        )}
      </div>
    </li>
  );
}

function Gerenciar() {
  const [lista, erro, mensagem, base] = useUnit([$listaUsuarios, $erroLista, $mensagemUsuarios, $rotaBase]);
  if (erro) {
    return (
      <div className={styles.stack}>
        <Message tone="critical" role="alert" className={styles.message}>
          {erro}
        </Message>
        <div>
          <ButtonLink to={rotas.minhaConta(base)} variant="secondary">
            Voltar para Minha conta
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!lista) return <p className={styles.lead}>Carregando usuários…</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        Pessoas que compram em nome de <strong>{lista.nome_cliente}</strong>. Convide por e-mail, escolha quem pode
        submeter pedidos e remova quem não deve mais ter acesso.
      </p>
      <div aria-live="polite">
        {mensagem ? (
          <Message
            tone={mensagem.tom}
            role={mensagem.tom === 'critical' ? 'alert' : 'status'}
            className={styles.message}
          >
            {mensagem.texto}
          </Message>
        ) : null}
      </div>
      <ConviteForm />
      <section aria-labelledby="usuarios-lista" className={styles.section}>
        <h2 id="usuarios-lista" className={styles.sectionTitle}>
          Usuários do cliente ({lista.usuarios.length})
        </h2>
        <ul className={styles.list}>
          {lista.usuarios.map((u) => (
            <UsuarioItem key={u.idusuario} usuario={u} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function UsuariosPage() {
  const [usuario, shown] = useUnit([$usuario, usersPageShown]);
  const idusuario = usuario?.idusuario;
  useEffect(() => {
    shown();
  }, [shown, idusuario]);
  return (
    <section className={styles.page} aria-labelledby="usuarios-titulo">
      <h1 id="usuarios-titulo" className={styles.title}>
        Usuários
      </h1>
      {usuario ? (
        <Gerenciar />
      ) : (
        <>
          <p className={styles.lead}>Entre para gerenciar os usuários da sua empresa.</p>
          <LoginForm onDone={() => undefined} />
        </>
      )}
    </section>
  );
}
