/**
 * 'Baixar comprovante (PDF)' (issue 13): the server's receipt of the order (POST generate-receipt),
 * saved by the browser. None for a quote.
 */
import { useUnit } from 'effector-react';
import { $gerandoComprovante, comprovanteFx, type PedidoDetalhe } from '#engine/model/orders';
import { Button } from '#ui/button';
import { salvarArquivo } from '#features/orders/format';

export function ReceiptButton({ pedido }: { pedido: PedidoDetalhe }) {
  const [gerando, gerar] = useUnit([$gerandoComprovante, comprovanteFx]);
  if (pedido.status.startsWith('ORCAMENTO')) return null;
  return (
    <Button
      variant="secondary"
      disabled={gerando}
      data-testid="pedido-comprovante"
      onClick={() => {
        gerar().then(
          ({ arquivo, nome }) => salvarArquivo(arquivo, nome),
          () => undefined, // the model shows the error on the page
        );
      }}
    >
      {gerando ? 'Gerando comprovante…' : 'Baixar comprovante (PDF)'}
    </Button>
  );
}
