/**
 * The availability alert of an out-of-stock product (spec section 2 'Alerta de disponibilidade'),
 * loaded with its model only on such a product's page, after hydration: 'Avise-me quando chegar'
 * (a visitor is asked to log in), then the subscribed state with 'Não quero mais ser avisado'.
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
import * as styles from './product-page.css';

export const TEXTO_AVISE_ME = 'Avise-me quando chegar';
export const TEXTO_INSCRITO = 'Pronto! Avisaremos você por e-mail quando este produto chegar.';
export const TEXTO_REMOVER = 'Não quero mais ser avisado';

export default function AvailabilityAlert() {
  const [inscrito, erro, enviando, logado] = useUnit([$inscrito, $erroAlerta, $enviando, $logado]);
  const [montado, inscrever, remover] = useUnit([alertMounted, subscribeClicked, removeClicked]);
  useEffect(() => {
    montado();
  }, [montado]);

  return (
    <div className={styles.alertArea} data-testid="alerta-disponibilidade">
      <div aria-live="polite">
        {logado && inscrito ? (
          <Message tone="positive" data-testid="alerta-inscrito">
            {TEXTO_INSCRITO}
          </Message>
        ) : (
          <p className={styles.muted}>
            Deixe o seu pedido de aviso: enviaremos um e-mail assim que o produto voltar ao estoque.
          </p>
        )}
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
