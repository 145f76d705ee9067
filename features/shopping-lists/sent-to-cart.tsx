/**
 * The message after a list change, and after 'Enviar para o carrinho' the adjustments the server
 * made (one pt-BR line each: a quantity rounded to the multiple, capped, a product left out) and
 * the way to the cart. Props and the route base only.
 */
import { useUnit } from 'effector-react';
import type { ListAdjustment } from '#engine/model/lists';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import * as styles from './shopping-lists.css';

export function SentToCart({
  mensagem,
  enviado,
}: {
  mensagem: string;
  enviado: { ajustes: ListAdjustment[]; adicionados: number } | null;
}) {
  const base = useUnit($rotaBase);
  return (
    <div className={styles.sent} role="status" data-testid="lista-mensagem">
      <Message tone="positive">{mensagem}</Message>
      {enviado ? (
        <>
          {enviado.ajustes.length > 0 ? (
            <>
              <p className={styles.muted}>Ajustes feitos pelas regras de quantidade e estoque:</p>
              <ul className={styles.adjustments} data-testid="lista-ajustes">
                {enviado.ajustes.map((a) => (
                  <li key={`${a.id}-${a.mensagem}`}>
                    {a.nome ? `${a.nome}: ` : ''}
                    {a.mensagem}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div>
            <ButtonLink to={rotas.carrinho(base)} variant="secondary">
              Ver carrinho
            </ButtonLink>
          </div>
        </>
      ) : null}
    </div>
  );
}
