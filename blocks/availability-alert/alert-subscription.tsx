/**
 * The live part of the availability alert (spec section 2 'Alerta de disponibilidade'), loaded
 * with its model only on an out-of-stock product's page, after hydration: 'Avise-me quando
 * chegar' (a visitor is asked to log in), then the subscribed state with 'Não quero mais ser
 * avisado'.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $enviando,
  $erroAlerta,
  $inscrito,
  $logado,
  alertMounted,
  removeClicked,
  subscribeClicked,
} from '#engine/model/availability-alert';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import { TEXTO_AVISE_ME, TEXTO_INSCRITO, TEXTO_REMOVER } from './texts';
import * as styles from './availability-alert.css';

export default function AlertSubscription({ texto }: { texto: string }) {
  const [inscrito, erro, enviando, logado] = useUnit([$inscrito, $erroAlerta, $enviando, $logado]);
  const [montado, inscrever, remover] = useUnit([alertMounted, subscribeClicked, removeClicked]);
  useEffect(() => {
    montado();
  }, [montado]);

  return (
    <div className={styles.area} data-testid="alerta-disponibilidade">
      <div aria-live="polite">
        {logado && inscrito ? (
          <Message tone="positive" data-testid="alerta-inscrito">
            {TEXTO_INSCRITO}
          </Message>
        ) : texto ? (
          <p className={styles.muted}>{texto}</p>
        ) : null}
      </div>
      {logado && inscrito ? (
        <Button variant="secondary" onClick={() => remover()} disabled={enviando}>
          {TEXTO_REMOVER}
        </Button>
      ) : (
        <Button onClick={() => inscrever()} disabled={logado && (enviando || inscrito === null)}>
          {TEXTO_AVISE_ME}
        </Button>
      )}
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
    </div>
  );
}
