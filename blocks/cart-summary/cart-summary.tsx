/**
 * The cart's summary (spec section 2, cart screen): the coupon's discount, the gift wraps and the
 * TOTAL from the cart model's one pricing core, and, where the supplier offers free shipping from
 * a minimum order (the configuration the free-shipping banner shows, `config.frete_gratis`), how
 * much is missing for it, with the banner's text saying where it applies.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $totais } from '#engine/model/cart';
import { $fornecedor } from '#engine/model/supplier';
import { formatBRL } from '#engine/rules/money';
import { VALOR } from './schema';
import type { CartSummaryProps } from './schema';
import * as styles from './cart-summary.css';

interface FreeShippingProgressProps {
  totalCentavos: number;
  minimoCentavos: number;
  condicoes: string;
  textoFalta: string;
  textoAlcancado: string;
}

function FreeShippingProgress({
  totalCentavos,
  minimoCentavos,
  condicoes,
  textoFalta,
  textoAlcancado,
}: FreeShippingProgressProps) {
  const falta = Math.max(0, minimoCentavos - totalCentavos);
  const percentual = Math.min(100, Math.round((totalCentavos / minimoCentavos) * 100));
  return (
    <div className={styles.freeShipping} data-testid="cart-free-shipping">
      <p className={styles.freeShippingText}>
        {falta > 0 ? textoFalta.replaceAll(VALOR, formatBRL(falta)) : textoAlcancado}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${percentual}%` }} />
      </div>
      <p className={styles.muted}>{condicoes}.</p>
    </div>
  );
}

export function CartSummary({ id, props }: BlockComponentProps<CartSummaryProps>) {
  const [totais, fornecedor] = useUnit([$totais, $fornecedor]);
  // Only a minimum above zero has something missing (zero: every order ships free where it applies).
  const freteGratis = props.mostrarFreteGratis ? fornecedor?.config.frete_gratis : null;
  return (
    <div className={styles.summary} data-block-id={id}>
      {props.mostrarDesconto && totais && totais.desconto > 0 ? (
        <p className={styles.row} data-testid="cart-discount">
          <span>Desconto do cupom</span>
          <span>− {formatBRL(totais.desconto)}</span>
        </p>
      ) : null}
      {props.mostrarEmbalagens && totais && totais.embalagem > 0 ? (
        <p className={styles.row}>
          <span>Embalagens para presente</span>
          <span>{formatBRL(totais.embalagem)}</span>
        </p>
      ) : null}
      <p className={styles.total}>
        <span>{props.rotuloTotal}</span>
        <span data-testid="cart-total">{totais ? formatBRL(totais.total) : '—'}</span>
      </p>
      {totais && freteGratis && freteGratis.minimo_centavos > 0 ? (
        <FreeShippingProgress
          totalCentavos={totais.total}
          minimoCentavos={freteGratis.minimo_centavos}
          condicoes={freteGratis.texto}
          textoFalta={props.textoFaltaFreteGratis}
          textoAlcancado={props.textoFreteGratisAlcancado}
        />
      ) : null}
    </div>
  );
}
