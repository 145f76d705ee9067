/**
 * `/{slug}/minha-conta/trocar-cliente` (spec section 2: 'Choose client (representative)' and
 * 'Choose linked client'): the clients the logged-in representative serves, or the linked user's
 * linked clients, with search and 'Carregar mais' (10 at a time). Choosing one makes the session
 * act for that client (checked and recorded on the server) and reloads the storefront for it.
 * State lives in engine/model/trocar-cliente (loaded with this page); this only renders it.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { $usuario } from '#engine/model/session';
import type { UsuarioSessao } from '#engine/model/session';
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
import { LoginForm } from '#features/login/login-form';
import * as styles from './trocar-cliente.css';

/** Roles that act for a client they choose. */
const PAPEIS_QUE_ESCOLHEM: readonly UsuarioSessao['papel'][] = ['representante', 'usuario_vinculado', 'cliente'];

function Cliente({
  cliente,
  atual,
  trocando,
  onEscolher,
}: {
  cliente: ClienteRepresentado;
  atual: boolean;
  trocando: boolean;
  onEscolher: () => void;
}) {
  return (
    <li className={atual ? `${styles.item} ${styles.itemAtual}` : styles.item}>
      <div className={styles.info}>
        <p className={styles.nome}>{cliente.nome}</p>
        <p className={styles.detalhe}>
          {cliente.cpf} · {cliente.email}
        </p>
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

function Escolha({ usuario }: { usuario: UsuarioSessao }) {
  const [clientes, total, carregados, carregando, trocando, erro, busca] = useUnit([
    $clientes,
    $totalClientes,
    $clientesCarregados,
    $carregandoClientes,
    $trocandoCliente,
    $erroTroca,
    $buscaClientes,
  ]);
  const [buscar, carregarMais, escolher] = useUnit([clienteSearchSubmitted, loadMoreClientesClicked, clienteChosen]);
  const [texto, setTexto] = useState('');
  const onBuscar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    buscar(texto);
  };
  const representante = usuario.papel === 'representante';
  return (
    <>
      {usuario.cliente_nome ? (
        <p className={styles.atual} role="status">
          {representante ? 'Você está atendendo' : 'Você está comprando para'} <strong>{usuario.cliente_nome}</strong>
        </p>
      ) : (
        <p className={styles.lead}>
          {representante
            ? 'Escolha o cliente que você vai atender.'
            : 'Escolha o cliente para o qual você vai comprar.'}
        </p>
      )}
      <form role="search" className={styles.search} onSubmit={onBuscar} noValidate>
        <div className={styles.searchField}>
          <TextField
            label="Buscar cliente"
            hint="Nome, e-mail, CPF ou CNPJ."
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
    </>
  );
}

export default function TrocarClientePage() {
  const [usuario, shown] = useUnit([$usuario, switchClientePageShown]);
  const idusuario = usuario?.idusuario;
  useEffect(() => {
    if (idusuario !== undefined) shown();
  }, [shown, idusuario]);
  const titulo = usuario?.papel === 'representante' ? 'Escolher cliente' : 'Escolher cliente vinculado';
  return (
    <section className={styles.page} aria-labelledby="trocar-cliente-titulo">
      <h1 id="trocar-cliente-titulo" className={styles.title}>
        {titulo}
      </h1>
      {!usuario ? (
        <>
          <p className={styles.lead}>Entre para escolher o cliente.</p>
          <LoginForm onDone={() => undefined} />
        </>
      ) : PAPEIS_QUE_ESCOLHEM.includes(usuario.papel) ? (
        <Escolha usuario={usuario} />
      ) : (
        <p className={styles.lead}>Apenas representantes e usuários vinculados escolhem um cliente.</p>
      )}
    </section>
  );
}
