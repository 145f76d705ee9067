/** Formatting shared by the orders blocks and the order desk (dates in Brasília time, money from reais, status tones). */
import { formatBRL, toCentavos } from '#engine/rules/money';
import type { StatusPedido } from '#engine/rules/pedido-status';

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const DATA = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** ISO instant → '24/11/2026 10:15'. */
export const dataHora = (iso: string) => DATA_HORA.format(new Date(iso));
/** ISO instant → '24/11/2026'. */
export const data = (iso: string) => DATA.format(new Date(iso));
/** 'AAAA-MM-DD' → '25/11/2026'. */
export const dia = (aaaammdd: string) => aaaammdd.split('-').reverse().join('/');
/** Reais on the wire → 'R$ 1.234,56'. */
export const reais = (valor: number) => formatBRL(toCentavos(valor));

export function tomStatus(status: StatusPedido): 'positive' | 'caution' | 'critical' | 'info' {
  if (status === 'CANCELADO') return 'critical';
  if (status === 'ENTREGUE' || status === 'PRONTO_RETIRADA' || status === 'PAGO') return 'positive';
  if (status === 'AGUARDANDOPAGAMENTO' || status === 'ORCAMENTO_NOVO' || status === 'ORCAMENTO_PRECIFICADO')
    return 'caution';
  return 'info';
}
/** Saves a file the page received from the API (an object URL on a temporary link, freed after). */
export function salvarArquivo(arquivo: Blob, nome: string): void {
  const url = URL.createObjectURL(arquivo);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
