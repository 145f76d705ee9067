/**
 * The cart's coupon box (spec sections 2 "Cart: … coupon", 4, 5 and 8 "Coupons"): the coupon
 * applied (the automatic one on load, or a manual one), a field to apply another, the returned
 * error, and 'Remover cupom' for a manual coupon (removal unlocks). All decisions are the model's
 * (engine/model/cart/coupon); the discount line and the TOTAL are the cart summary's.
 */
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $cupomAplicado,
  $cupomErro,
  $cupomTravado,
  couponErrorClosed,
  couponRemoved,
  couponSubmitted,
  validateCouponFx,
} from '#engine/model/cart/coupon';
import { $session } from '#engine/model/session';
import { formatBRL } from '#engine/rules/money';
import { Button } from '#ui/button';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import type { CouponBoxProps } from './schema';
import * as styles from './coupon-box.css';

/** '5%' or 'R$ 20,00'. */
function valorDoCupom(c: {
  tipoDesconto: '%' | '$';
  valorDescontoPercentual: number;
  valorDescontoAbsoluto: number;
}): string {
  return c.tipoDesconto === '%'
    ? `${c.valorDescontoPercentual.toLocaleString('pt-BR')}%`
    : formatBRL(Math.round(c.valorDescontoAbsoluto * 100));
}

export function CouponBox({ id, props }: BlockComponentProps<CouponBoxProps>) {
  const [aplicado, erro, travado, validando, session] = useUnit([
    $cupomAplicado,
    $cupomErro,
    $cupomTravado,
    validateCouponFx.pending,
    $session,
  ]);
  const [submit, remove, closeError] = useUnit([couponSubmitted, couponRemoved, couponErrorClosed]);
  const [codigo, setCodigo] = useState('');
  const cliente = session.authenticated && session.idcliente > 0;
  const titleId = `${id}-titulo`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(codigo);
  };

  return (
    <section className={styles.box} aria-labelledby={titleId} data-testid="coupon-box" data-block-id={id}>
      <h2 id={titleId} className={styles.heading}>
        {props.titulo}
      </h2>
      {aplicado ? (
        <p className={styles.applied} data-testid="coupon-applied">
          <span>
            Cupom <span className={styles.code}>{aplicado.codigoCupom}</span> aplicado
            {aplicado.cupomAutomatico ? ' automaticamente' : ''}: {valorDoCupom(aplicado)} de desconto
            {aplicado.produtosComDesconto.length > 0 ? ' nos produtos da promoção' : ''}.
          </span>
          {travado ? (
            <Button variant="ghost" size="sm" onClick={remove}>
              Remover cupom
            </Button>
          ) : null}
        </p>
      ) : null}
      {cliente ? (
        <form className={styles.form} onSubmit={onSubmit}>
          <div className={styles.field}>
            <TextField
              label="Código do cupom"
              name="codigoCupom"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={codigo}
              disabled={travado}
              onChange={(e) => setCodigo(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={travado || validando}>
            {validando ? 'Verificando…' : 'Aplicar cupom'}
          </Button>
        </form>
      ) : (
        <p>{props.textoVisitante}</p>
      )}
      {erro ? (
        <Message tone="critical" role="alert" data-testid="coupon-error">
          {erro}{' '}
          <Button variant="ghost" size="sm" onClick={closeError}>
            Fechar
          </Button>
        </Message>
      ) : null}
    </section>
  );
}
