/**
 * The card form of the checkout while a card method is chosen (issue 13, item 4): the card is
 * checked in the browser with the same rule as the server (`engine/rules/card.ts`) and
 * tokenised by the server's card provider; only its brand and last four digits are kept. The
 * sandbox says so on screen ('Ambiente de testes') with its test numbers. The typed number stays
 * in this form's local state, never in a model store.
 */
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $cartaoValidado, $erroCartao, $validandoCartao, cardSubmitted } from '#engine/model/checkout';
import { bandeiraCartao, cvvValido, luhnValido } from '#engine/rules/card';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import * as shared from '#blocks/groups/checkout/checkout.css';
import * as styles from './payment-method.css';

const NOMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

export function CardSandbox() {
  const [validado, erro, validando, enviar] = useUnit([$cartaoValidado, $erroCartao, $validandoCartao, cardSubmitted]);
  const [numero, setNumero] = useState('');
  const [nome, setNome] = useState('');
  const [validade, setValidade] = useState('');
  const [cvv, setCvv] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <div className={shared.block} data-testid="cartao-sandbox">
      <p className={styles.row}>
        <strong>Dados do cartão</strong>
        <span className={styles.ajuste} data-testid="cartao-ambiente">
          Ambiente de testes
        </span>
      </p>
      <p className={shared.muted}>
        Use um cartão de teste: 4111 1111 1111 1111 (aprovado) ou 4000 0000 0000 0002 (recusado), validade futura e CVV
        123.
      </p>
      {validado ? (
        <Message tone="positive">{`Cartão ${NOMES[validado.bandeira] ?? validado.bandeira} •••• ${validado.ultimos4} validado.`}</Message>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            const m = /^(\d{2})\/(\d{2}|\d{4})$/.exec(validade.trim());
            if (!luhnValido(numero) || bandeiraCartao(numero) === 'desconhecida')
              return setAviso('Número do cartão inválido.');
            if (!m) return setAviso('Informe a validade como MM/AA.');
            if (!cvvValido(cvv, bandeiraCartao(numero))) return setAviso('Código de segurança (CVV) inválido.');
            setAviso(null);
            enviar({ numero, nome, mes: Number(m[1]), ano: Number(m[2]), cvv });
          }}
        >
          <FormField
            label="Número do cartão"
            renderInput={(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                autoComplete="cc-number"
                value={numero}
                onChange={(e) => setNumero(e.currentTarget.value)}
                maxLength={23}
              />
            )}
          />
          <FormField
            label="Nome impresso no cartão"
            renderInput={(a11y) => (
              <input
                {...a11y}
                autoComplete="cc-name"
                value={nome}
                onChange={(e) => setNome(e.currentTarget.value)}
                maxLength={60}
              />
            )}
          />
          <div className={shared.inline}>
            <FormField
              label="Validade (MM/AA)"
              renderInput={(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  value={validade}
                  onChange={(e) => setValidade(e.currentTarget.value)}
                  maxLength={7}
                  size={7}
                />
              )}
            />
            <FormField
              label="CVV"
              renderInput={(a11y) => (
                <input
                  {...a11y}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  value={cvv}
                  onChange={(e) => setCvv(e.currentTarget.value)}
                  maxLength={4}
                  size={4}
                />
              )}
            />
          </div>
          {aviso || erro ? <Message tone="critical">{aviso ?? erro}</Message> : null}
          <Button type="submit" variant="secondary" disabled={validando}>
            {validando ? 'Validando…' : 'Validar cartão'}
          </Button>
        </form>
      )}
    </div>
  );
}
