/**
 * 'Trocar cliente' (`/{slug}/minha-conta/trocar-cliente`; spec section 2: 'Choose client
 * (representative)' and 'Choose linked client'): the clients the logged-in representative serves,
 * or the linked user's linked clients, with search and 'Carregar mais' (10 at a time). Choosing
 * one makes the session act for that client (checked and recorded on the server) and reloads the
 * storefront for it. State lives in engine/model/trocar-cliente (the list loads on open); the page's
 * frame (blocks/groups/account/page.tsx) asks a visitor to log in and turns away the roles that
 * choose no client.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $usuario } from '#engine/model/session';
import {
  $buscaClientes,
  $carregandoClientes,
  $clientes,
  $clientesCarregados,
  $erroTroca,
  $totalClientes,
  $trocandoCliente,
  clienteSearchSubmitted,
  loadMoreClientesClicked,
  clienteChosen,
  switchClientePageShown,
} from '#engine/model/trocar-cliente';
import type { ClienteRepresentado } from '#engine/model/trocar-cliente';
import { Button } from '#ui/button';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import type { ClientSwitcherProps } from './schema';
import * as styles from './client-switcher.css';

function Cliente({
  cliente,
  atual,
  trocando,
  mostrarDetalhes,
  onEscolher,
}: {
  cliente: ClienteRepresentado;
  atual: boolean;
  trocando: boolean;
  mostrarDetalhes: boolean;
  onEscolher: () => void;
}) {
  return (
    <li className={atual ? `${styles.item} ${styles.itemAtual}` : styles.item}>
      <div className={styles.info}>
        <p className={styles.nome}>{cliente.nome}</p>
        {mostrarDetalhes ? (
          <p className={styles.detalhe}>
            {cliente.cpf} · {cliente.email}
          </p>
        ) : null}
        {cliente.cadastro_aprovado ? null : <p className={styles.detalhe}>Cadastro aguardando aprovação</p>}
      </div>
      {atual ? (
        <Button variant="secondary" disabled aria-label={`${cliente.nome}: cliente atual`}>
          Cliente atual
        </Button>
      ) : (
        <Button onClick={onEscolher} disabled={trocando} aria-label={`Escolher ${cliente.nome}`}>
          Escolher
        </Button>
      )}
    </li>
  );
}

export function ClientSwitcher({ props }: BlockComponentProps<ClientSwitcherProps>) {
  const [usuario, clientes, total, carregados, carregando, trocando, erro, busca] = useUnit([
    $usuario,
    $clientes,
    $totalClientes,
    $clientesCarregados,
    $carregandoClientes,
    $trocandoCliente,
    $erroTroca,
    $buscaClientes,
  ]);
  const [buscar, carregarMais, escolher, shown] = useUnit([
    clienteSearchSubmitted,
    loadMoreClientesClicked,
    clienteChosen,
    switchClientePageShown,
  ]);
  // The clients load on open, again for another user.
  const idusuario = usuario?.idusuario;
  useEffect(() => {
    if (idusuario !== undefined) shown();
  }, [shown, idusuario]);
  const [texto, setTexto] = useState('');
  const onBuscar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    buscar(texto);
  };
  if (!usuario) return null;
  const representante = usuario.papel === 'representante';
  return (
    <div>
      {usuario.cliente_nome ? (
        <p className={styles.atual} role="status">
          {representante ? 'Você está atendendo' : 'Você está comprando para'} <strong>{usuario.cliente_nome}</strong>
        </p>
      ) : (
        <p className={styles.lead}>{representante ? props.textoRepresentante : props.textoVinculado}</p>
      )}
      {props.mostrarBusca ? (
        <form role="search" className={styles.search} onSubmit={onBuscar} noValidate>
          <div className={styles.searchField}>
            <TextField
              label="Buscar cliente"
              hint={props.ajudaBusca || undefined}
              type="search"
              name="busca"
              autoComplete="off"
              value={texto}
              onChange={(event) => setTexto(event.currentTarget.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={carregando}>
            Buscar
          </Button>
        </form>
      ) : null}
      {erro ? (
        <Message tone="critical" role="alert" className={styles.message}>
          {erro}
        </Message>
      ) : null}
      {!carregados ? (
        <p className={styles.lead} role="status">
          Carregando clientes…
        </p>
      ) : clientes.length === 0 ? (
        <p className={styles.lead}>
          {busca ? `Nenhum cliente encontrado para '${busca}'.` : 'Nenhum cliente encontrado.'}
        </p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Clientes" aria-busy={trocando || undefined}>
            {clientes.map((cliente) => (
              <Cliente
                key={cliente.idcliente}
                cliente={cliente}
                atual={cliente.idcliente === usuario.idcliente}
                trocando={trocando}
                mostrarDetalhes={props.mostrarDetalhes}
                onEscolher={() => escolher(cliente.idcliente)}
              />
            ))}
          </ul>
          <div className={styles.more}>
            <p className={styles.count} aria-live="polite">
              {clientes.length === total
                ? `${total} ${total === 1 ? 'cliente' : 'clientes'}`
                : `Mostrando ${clientes.length} de ${total} clientes`}
            </p>
            {clientes.length < total ? (
              <Button variant="secondary" onClick={() => carregarMais()} disabled={carregando}>
                {carregando ? 'Carregando…' : 'Carregar mais'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
