/**
 * `/{slug}/minha-conta/cupons` (spec section 2 'Coupons', header menu 'cupons'): the coupons the
 * logged-in client may use now at this shop (GET /v2/app/cupom-desconto/cliente/{id}?onlyLast=false&
 * available=true) and, where the shop shares referral coupons (tag uses-share-coupom), the
 * client's own referral coupon to share (GET /v2/app/cupom-desconto/indicacao/{idcliente}).
 * State lives in engine/model/cart/coupon (loaded with this page).
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $cupomIndicacao,
  $cuponsCliente,
  $erroCupons,
  couponsPageShown,
  type CupomDoCliente,
} from '#engine/model/cart/coupon';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL } from '#engine/rules/money';
import { ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './coupons.css';

const data = (iso: string | null) =>
  iso === null
    ? null
    : new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

function Cupom({ cupom }: { cupom: CupomDoCliente }) {
  const valor =
    cupom.tipodesconto === '%'
      ? `${cupom.valor.toLocaleString('pt-BR')}% de desconto`
      : `${formatBRL(Math.round(cupom.valor * 100))} de desconto`;
  const ate = data(cupom.validoAte);
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

export default function CouponsPage() {
  const [cupons, indicacao, erro, session, base] = useUnit([
    $cuponsCliente,
    $cupomIndicacao,
    $erroCupons,
    $session,
    $rotaBase,
  ]);
  const shown = useUnit(couponsPageShown);
  const cliente = session.authenticated && session.idcliente > 0;

  useEffect(() => {
    if (cliente) shown();
  }, [cliente, shown]);

  // The page's frame renders on the server (the session comes from its cookies); the list follows.
  if (!cliente) {
    return (
      <StatusScreen
        titulo="Cupons"
        texto="Entre na sua conta para ver os seus cupons de desconto."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="cupons-titulo">
      <h1 id="cupons-titulo" className={styles.title}>
        Cupons
      </h1>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {cupons === null && !erro ? <p className={styles.muted}>Carregando…</p> : null}
      {cupons !== null && cupons.length === 0 ? <p>Nenhum cupom disponível para você agora.</p> : null}
      {cupons !== null && cupons.length > 0 ? (
        <>
          <p className={styles.muted}>Use o código no carrinho, em 'Cupom de desconto'.</p>
          <ul className={styles.list}>
            {cupons.map((c) => (
              <Cupom key={c.codigocupom} cupom={c} />
            ))}
          </ul>
        </>
      ) : null}
      {indicacao?.ativo && indicacao.cupom ? (
        <>
          <h2 className={styles.subtitle}>Indique e ganhe</h2>
          <p>Compartilhe o seu cupom de indicação: quem comprar com ele ganha o desconto.</p>
          <ul className={styles.list}>
            <Cupom cupom={indicacao.cupom} />
          </ul>
        </>
      ) : null}
    </section>
  );
}
