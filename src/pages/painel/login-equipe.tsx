/**
 * The staff login of the back-office screens (the order desk, the layout studio): attendants and
 * admins log in through `equipe/autenticar`, and the page reloads as that session. Shown to anyone
 * who is not staff; the server checks the role of every call anyway.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $entrandoEquipe, $erroEntrarEquipe, joinTeamSubmitted } from '#engine/model/painel';
import { Button } from '#ui/button';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import * as pedidos from '#features/orders/orders.css';

export function LoginEquipe({
  titulo,
  aviso,
  botao = 'Entrar no painel',
}: {
  titulo: string;
  aviso: string;
  botao?: string;
}) {
  const [entrando, erro, entrar] = useUnit([$entrandoEquipe, $erroEntrarEquipe, joinTeamSubmitted]);
  // Until the page is interactive nothing can be typed or sent: hydration would drop what was typed,
  // and a native submit would put the password in the URL.
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  return (
    <section className={pedidos.page} aria-labelledby="painel-titulo">
      <h1 id="painel-titulo" className={pedidos.title}>
        {titulo}
      </h1>
      <Message tone="caution" role="status">
        {aviso}
      </Message>
      <form
        className={pedidos.section}
        aria-labelledby="equipe-titulo"
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          entrar({ email, senha });
        }}
      >
        <h2 id="equipe-titulo" className={pedidos.subtitle}>
          Entrar na conta da equipe
        </h2>
        {erro ? (
          <Message tone="critical" role="alert">
            {erro}
          </Message>
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          disabled={!hydrated}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextField
          label="Senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          disabled={!hydrated}
          value={senha}
          onChange={(e) => setSenha(e.currentTarget.value)}
        />
        <Button type="submit" disabled={entrando || !hydrated}>
          {entrando ? 'Entrando…' : botao}
        </Button>
      </form>
    </section>
  );
}
