/**
 * The frame of a desk screen that loads its data on open (failed jobs, charging settings,
 * suggested lists, combos): the error with a way back to the desk, the loading screen, then the
 * section labelled by its one h1, an introduction and the last action's message.
 */
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { MensagemPainel } from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import * as pedidos from '#features/orders/orders.css';

export interface DeskScreenProps<Dados> {
  titulo: string;
  /** The h1's id (the section is labelled by it). */
  tituloId: string;
  introducao: ReactNode;
  /** The load's pt-BR failure: replaces the screen. */
  erro: string | null;
  /** The screen's data: null until it arrives (the loading screen says `textoCarregando`). */
  dados: Dados | null;
  carregando: boolean;
  textoCarregando: string;
  /** The pt-BR answer to the last action. */
  mensagem?: MensagemPainel | null;
  /** The screen's body, once its data is here. */
  children: (dados: Dados) => ReactNode;
}

export function DeskScreen<Dados>({
  titulo,
  tituloId,
  introducao,
  erro,
  dados,
  carregando,
  textoCarregando,
  mensagem = null,
  children,
}: DeskScreenProps<Dados>) {
  const base = useUnit($rotaBase);
  if (erro)
    return <StatusScreen titulo={erro} acao={<ButtonLink to={`${base}/painel`}>Voltar ao painel</ButtonLink>} />;
  if (dados === null) return <StatusScreen titulo={textoCarregando} carregando={carregando} />;
  return (
    <section className={pedidos.page} aria-labelledby={tituloId}>
      <h1 id={tituloId} className={pedidos.title}>
        {titulo}
      </h1>
      <p className={pedidos.muted}>{introducao}</p>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      {children(dados)}
    </section>
  );
}
