/**
 * 'Cupons' (`/{slug}/minha-conta/cupons`; spec section 2 'Coupons', the header menu's 'cupons'):
 * the coupons the logged-in client may use now at this shop (GET /v2/app/cupom-desconto/cliente/
 * {id}?onlyLast=false&available=true) and, where the shop shares referral coupons (tag
 * uses-share-coupom), the client's own referral coupon to share (GET
 * /v2/app/cupom-desconto/indicacao/{idcliente}), loaded on open. State lives in
 * engine/model/cart/coupon; the page's frame (blocks/groups/account/page.tsx) asks a visitor to log in.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $cupomIndicacao,
  $cuponsCliente,
  $erroCupons,
  couponsPageShown,
  type CupomDoCliente,
} from '#engine/model/cart/coupon';
import { $session } from '#engine/model/session';
import { formatBRL } from '#engine/rules/money';
import { Message } from '#ui/message';
import type { CouponListProps } from './schema';
import * as styles from './coupon-list.css';

const data = (iso: string | null) =>
  iso === null
    ? null
    : new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

function Cupom({ cupom, mostrarValidade }: { cupom: CupomDoCliente; mostrarValidade: boolean }) {
  const valor =
    cupom.tipodesconto === '%'
      ? `${cupom.valor.toLocaleString('pt-BR')}% de desconto`
      : `${formatBRL(Math.round(cupom.valor * 100))} de desconto`;
  const ate = mostrarValidade ? data(cupom.validoAte) : null;
  return (
    <li className={styles.card} data-testid="coupon-card">
      <p className={styles.code}>{cupom.codigocupom}</p>
      <p className={styles.value}>{valor}</p>
      {cupom.descricao ? <p>{cupom.descricao}</p> : null}
      {cupom.aplicacao_automatica ? <p className={styles.muted}>Aplicado automaticamente no carrinho.</p> : null}
      {cupom.produtosComDesconto.length > 0 ? <p className={styles.muted}>Vale para produtos selecionados.</p> : null}
      {cupom.nao_usar_com_politica ? (
        <p className={styles.muted}>Não vale para preços de atacado ou progressivos.</p>
      ) : null}
      {cupom.indicacao ? <p className={styles.muted}>Cupom de indicação.</p> : null}
      {ate ? <p className={styles.muted}>Válido até {ate}.</p> : null}
    </li>
  );
}

export function CouponList({ props }: BlockComponentProps<CouponListProps>) {
  const [cupons, indicacao, erro, session, shown] = useUnit([
    $cuponsCliente,
    $cupomIndicacao,
    $erroCupons,
    $session,
    couponsPageShown,
  ]);
  const cliente = session.authenticated && session.idcliente > 0;
  // The coupons load on open (the frame shows this block to a client only).
  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);
  return (
    <div>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {cupons === null && !erro ? <p className={styles.muted}>Carregando…</p> : null}
      {cupons !== null && cupons.length === 0 ? <p>{props.textoVazio}</p> : null}
      {cupons !== null && cupons.length > 0 ? (
        <>
          {props.textoAjuda ? <p className={styles.muted}>{props.textoAjuda}</p> : null}
          <ul className={styles.list}>
            {cupons.map((c) => (
              <Cupom key={c.codigocupom} cupom={c} mostrarValidade={props.mostrarValidade} />
            ))}
          </ul>
        </>
      ) : null}
      {props.mostrarIndicacao && indicacao?.ativo && indicacao.cupom ? (
        <>
          <h2 className={styles.subtitle}>{props.tituloIndicacao}</h2>
          {props.textoIndicacao ? <p>{props.textoIndicacao}</p> : null}
          <ul className={styles.list}>
            <Cupom cupom={indicacao.cupom} mostrarValidade={props.mostrarValidade} />
          </ul>
        </>
      ) : null}
    </div>
  );
}
