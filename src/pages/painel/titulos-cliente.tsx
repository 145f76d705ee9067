/**
 * 'Títulos do cliente' on the desk's order page (issue 28): the client's titles at this shop (open
 * first by due date, then paid), each with its status in Brasília time, and 'Marcar como pago' for
 * an open one. The server checks the staff role and the supplier, and the client's available
 * limit follows.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $titlesMessage, $payingTitle, $deskTitles, deskTitlesOpened, titlePaidClicked } from '#engine/model/painel';
import { dataBr, ROTULO_SITUACAO } from '#engine/rules/faturas';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import * as pedidos from '#features/orders/orders.css';

export function TitulosCliente({ idcliente }: { idcliente: number }) {
  const [titulos, mensagem, pagando, abrir, pagar] = useUnit([
    $deskTitles,
    $titlesMessage,
    $payingTitle,
    deskTitlesOpened,
    titlePaidClicked,
  ]);
  useEffect(() => {
    abrir(idcliente);
  }, [abrir, idcliente]);
  return (
    <section className={pedidos.section} aria-labelledby="titulos-titulo" data-testid="painel-titulos">
      <h2 id="titulos-titulo" className={pedidos.subtitle}>
        Títulos do cliente
      </h2>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      {titulos === null ? <p className={pedidos.muted}>Carregando…</p> : null}
      {titulos?.length === 0 ? <p className={pedidos.muted}>Nenhum título deste cliente.</p> : null}
      {titulos && titulos.length > 0 ? (
        <ul className={pedidos.list}>
          {titulos.map((t) => (
            <li key={t.idtitulo} className={pedidos.row}>
              <span>
                {t.numero} · vence {dataBr(t.vencimento)} · {formatBRL(toCentavos(t.valor))} ·{' '}
                {ROTULO_SITUACAO[t.situacao]}
              </span>
              {t.status === 'aberto' ? (
                <Button size="sm" variant="secondary" disabled={pagando} onClick={() => pagar(t.idtitulo)}>
                  Marcar como pago
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
