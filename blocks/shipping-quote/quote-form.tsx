/**
 * The live 'Calcular frete' (spec section 7 cotarFreteCep, section 9 'CEP shipping 500 ms'): type
 * a CEP, and 500 ms after the last keystroke each delivery option comes with its fee ('Grátis'
 * when free) and first date, or the reason there is none. Loaded with its model
 * (engine/model/frete-cep) in a chunk of its own after hydration: never part of the first view.
 */
import { useUnit } from 'effector-react';
import {
  $cepFrete,
  $erroFrete,
  $estadoFrete,
  $shippingErrorDialog,
  $opcoesFrete,
  cepTyped,
  shippingErrorDialogClosed,
} from '#engine/model/frete-cep';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import * as styles from './shipping-quote.css';

/** 'AAAA-MM-DD' → 'qua., 25/11' (short: the box is narrow). */
export function shortDate(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? data
    : d.toLocaleDateString('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
}

export default function QuoteForm() {
  const [cep, estado, opcoes, erro, digitar] = useUnit([$cepFrete, $estadoFrete, $opcoesFrete, $erroFrete, cepTyped]);
  const [modal, fecharModal] = useUnit([$shippingErrorDialog, shippingErrorDialogClosed]);
  return (
    <>
      {/* Spec section 8: the CEP delivery error's message opens a modal. */}
      <Dialog
        open={modal !== null}
        onOpenChange={(aberto) => {
          if (!aberto) fecharModal();
        }}
        title="Não foi possível calcular o frete"
        description={modal ?? ''}
        size="sm"
      />
      <FormField
        label="CEP"
        renderInput={(a11y) => (
          <input
            {...a11y}
            name="cep-frete"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            value={cep}
            maxLength={9}
            onChange={(e) => digitar(e.currentTarget.value)}
          />
        )}
      />
      <div aria-live="polite" aria-busy={estado === 'carregando' || undefined} data-testid="frete-cep-resultado">
        {estado === 'carregando' ? <p className={styles.muted}>Calculando o frete…</p> : null}
        {estado === 'erro' && erro ? <Message tone="caution">{erro}</Message> : null}
        {estado === 'pronto' && opcoes.length > 0 ? (
          <ul className={styles.options}>
            {opcoes.map((o) => (
              <li key={o.idformaentrega} className={styles.option} data-testid="frete-cep-opcao">
                <span className={styles.optionName}>{o.nome}</span>
                {o.freteGratis || o.taxaEntrega === 0 ? (
                  <span className={styles.free}>Grátis</span>
                ) : (
                  <span className={styles.fee}>{formatBRL(toCentavos(o.taxaEntrega))}</span>
                )}
                <span className={styles.optionDate}>A partir de {shortDate(o.primeiraData)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
