/**
 * 'Usuários' (`/{slug}/minha-conta/usuarios`; spec section 2 'User management: add a linked user
 * by email'; the header menu's entry, shown to a client's principal user): the client's users, an
 * invitation by e-mail, the permission to submit orders (submissao_pedido) per user, and removal
 * (with a confirmation). The server refuses anyone but the principal (403): the page's frame
 * (blocks/groups/account/page.tsx) shows that, the login and the loading; this renders the list.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $convitesFeitos,
  $erroConvite,
  $listaUsuarios,
  $mensagemUsuarios,
  $salvandoUsuarios,
  inviteSubmitted,
  permissionChanged,
  podeSubmeter,
  userRemoved,
} from '#engine/model/linked-users';
import type { UsuarioDoCliente } from '#engine/model/linked-users';
import { Button } from '#ui/button';
import { CheckboxField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import type { LinkedUsersProps } from './schema';
import * as styles from './linked-users.css';

function ConviteForm({ titulo, ajuda }: { titulo: string; ajuda: string }) {
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
        {titulo}
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.inviteForm}>
        <TextField
          label="E-mail da pessoa"
          type="email"
          name="email"
          autoComplete="off"
          hint={ajuda || undefined}
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

function UsuarioItem({
  usuario,
  mostrarPermissao,
  mostrarRemover,
}: {
  usuario: UsuarioDoCliente;
  mostrarPermissao: boolean;
  mostrarRemover: boolean;
}) {
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
        {mostrarPermissao ? (
          <CheckboxField
            label="Pode submeter pedidos"
            name={`submissao_pedido-${usuario.idusuario}`}
            checked={podeSubmeter(usuario)}
            disabled={fixo || salvando}
            onChange={(e) => alterar({ idusuario: usuario.idusuario, submissaoPedido: e.currentTarget.checked })}
          />
        ) : null}
        {fixo || !mostrarRemover ? null : confirmando ? (
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

export function LinkedUsers({ props }: BlockComponentProps<LinkedUsersProps>) {
  const [lista, mensagem] = useUnit([$listaUsuarios, $mensagemUsuarios]);
  if (!lista) return null;
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        Pessoas que compram em nome de <strong>{lista.nome_cliente}</strong>.
        {props.textoApresentacao ? ` ${props.textoApresentacao}` : null}
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
      {props.mostrarConvite ? <ConviteForm titulo={props.tituloConvite} ajuda={props.ajudaConvite} /> : null}
      <section aria-labelledby="usuarios-lista" className={styles.section}>
        <h2 id="usuarios-lista" className={styles.sectionTitle}>
          {props.tituloLista} ({lista.usuarios.length})
        </h2>
        <ul className={styles.list}>
          {lista.usuarios.map((u) => (
            <UsuarioItem
              key={u.idusuario}
              usuario={u}
              mostrarPermissao={props.mostrarPermissao}
              mostrarRemover={props.mostrarRemover}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
