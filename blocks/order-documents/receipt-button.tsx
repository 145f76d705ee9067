/**
 * 'Baixar comprovante (PDF)' (issue 13): the server's receipt of the order (POST generate-receipt),
 * saved by the browser; for a quote, 'Baixar orçamento (PDF)', the same document titled
 * 'Orçamento' (issue 34 item 5).
 */
import { useUnit } from 'effector-react';
import { $gerandoComprovante, comprovanteFx, type PedidoDetalhe } from '#engine/model/orders';
import { Button } from '#ui/button';
import { salvarArquivo } from '#features/orders/format';

export function ReceiptButton({ pedido }: { pedido: PedidoDetalhe }) {
  const [gerando, gerar] = useUnit([$gerandoComprovante, comprovanteFx]);
  const orcamento = pedido.status.startsWith('ORCAMENTO');
  return (
    <Button
      variant="secondary"
      disabled={gerando}
      data-testid={orcamento ? 'pedido-orcamento' : 'pedido-comprovante'}
      onClick={() => {
        gerar().then(
          ({ arquivo, nome }) => salvarArquivo(arquivo, orcamento ? nome.replace(/^comprovante/, 'orcamento') : nome),
          () => undefined, // the model shows the error on the page
        );
      }}
    >
      {orcamento
        ? gerando
          ? 'Gerando orçamento…'
          : 'Baixar orçamento (PDF)'
        : gerando
          ? 'Gerando comprovante…'
          : 'Baixar comprovante (PDF)'}
    </Button>
  );
}
