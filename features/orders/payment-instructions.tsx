/**
 * How to pay an order that waits for payment (issue 13), on the success page (blocks/submission-success)
 * and the order's page (blocks/order-payment):
 * Pix shows its QR code (drawn as SVG from the `qrcode` library's matrix: no canvas, no inline
 * HTML) and the "copia e cola" text with 'Copiar código'; boleto shows the formatted linha
 * digitável with 'Copiar código' and 'Baixar boleto (PDF)' (the server's PDF, opened with the
 * session cookie). Both come from the order's `pagamento` as the server made them.
 */
import { useUnit } from 'effector-react';
import { create } from 'qrcode';
import { useMemo } from 'react';
import { apiLinkV4 } from '#engine/api';
import { $storefrontConfig } from '#engine/model/app';
import type { PedidoDetalhe } from '#engine/model/orders';
import { $fornecedor } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { CopyCode } from '#ui/copy-code';
import { dia, reais } from './format';
import * as styles from './payment-instructions.css';

const MARGEM = 4;

/** The QR code of a text as one SVG path (each dark module a 1×1 square), with its quiet zone. */
function QrCode({ texto }: { texto: string }) {
  const { tamanho, caminho } = useMemo(() => {
    const { modules } = create(texto, { errorCorrectionLevel: 'M' });
    const partes: string[] = [];
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) partes.push(`M${x} ${y}h1v1h-1z`);
    }
    return { tamanho: modules.size, caminho: partes.join('') };
  }, [texto]);
  const lado = tamanho + 2 * MARGEM;
  return (
    <svg
      className={styles.qr}
      viewBox={`${-MARGEM} ${-MARGEM} ${lado} ${lado}`}
      role="img"
      aria-label="QR code do Pix"
      data-testid="pix-qrcode"
      shapeRendering="crispEdges"
    >
      <rect x={-MARGEM} y={-MARGEM} width={lado} height={lado} fill="#ffffff" />
      <path d={caminho} fill="#000000" />
    </svg>
  );
}

/** 'Copiar código' with its status, in the box's actions row. */
function Copiar({ texto }: { texto: string }) {
  return (
    <span className={styles.actions}>
      <CopyCode texto={texto} statusClassName={styles.copied} />
    </span>
  );
}

export function PaymentInstructions({ pedido }: { pedido: PedidoDetalhe }) {
  const [config, fornecedor] = useUnit([$storefrontConfig, $fornecedor]);
  const { pix, boleto } = pedido.pagamento;
  if (pix) {
    return (
      <div className={styles.box} data-testid="pagamento-pix">
        <QrCode texto={pix.copia_e_cola} />
        <div className={styles.stack}>
          <p className={styles.copied}>
            Abra o app do seu banco, escolha pagar com Pix e leia o QR code, ou copie o código abaixo.
          </p>
          <label className={styles.stack}>
            <span>Pix copia e cola · {reais(pix.valor)}</span>
            <textarea
              className={styles.code}
              readOnly
              value={pix.copia_e_cola}
              data-testid="pix-copia-e-cola"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <Copiar texto={pix.copia_e_cola} />
        </div>
      </div>
    );
  }
  if (boleto) {
    const url = apiLinkV4(config.apiBaseUrl, '/v4/payment/boleto/{numpedido}/{idfornecedor}', {
      path: { numpedido: pedido.numpedido, idfornecedor: fornecedor?.idfornecedor ?? '' },
    });
    return (
      <div className={styles.stack} data-testid="pagamento-boleto">
        <p className={styles.copied}>
          Vencimento {dia(boleto.vencimento)} · {reais(boleto.valor)}
        </p>
        <span>Linha digitável</span>
        <p className={styles.linha} data-testid="boleto-linha-digitavel">
          {boleto.linha_digitavel}
        </p>
        <span className={styles.actions}>
          <Copiar texto={boleto.linha_digitavel.replace(/\D/g, '')} />
          <ButtonLink href={url} download={`boleto-${pedido.numpedido}.pdf`} data-testid="boleto-pdf">
            Baixar boleto (PDF)
          </ButtonLink>
        </span>
      </div>
    );
  }
  return null;
}
