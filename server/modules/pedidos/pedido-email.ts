/**
 * The order e-mails (issue 34, item 2): the confirmation with the order's lines, totals, delivery
 * or pickup and its date, and the payment block (the Pix copia e cola and its QR code as an inline
 * PNG; the boleto's linha digitável, the link to its PDF and its due date); the status e-mails say
 * what happens next. The supplier's logo goes as a PNG drawn from its SVG (e-mail clients show no
 * SVG): the default logo (`/imagens/fornecedores/{slug}/logo.svg`) is drawn here, an uploaded
 * raster logo is linked as it is, another SVG gives way to the supplier's name.
 */
import { formatBRL } from '#engine/rules/money';
import type { StatusPedido } from '#engine/rules/pedido-status';
import { formatQuantity } from '#engine/rules/quantity';
import { formatPhone } from '#engine/rules/phone';
import { formatarDia } from '#engine/rules/subscription';
import { renderLogoSvg } from '../../images/logo-svg';
import {
  logoImage,
  qrCodeImage,
  type EmailBrand,
  type EmailInlineImage,
  type EmailRow,
  type EmailSection,
} from '../../shared/email';
import type { FornecedorRow } from '../fornecedor';

export const CID_LOGO = 'logo@storefront';
export const CID_PIX = 'pix-qrcode@storefront';

/** The supplier's brand for a message, with its logo as an inline PNG when it is the drawn SVG. */
export async function marcaDoEmail(
  fornecedor: Pick<FornecedorRow, 'nome' | 'slug' | 'logo' | 'config'>,
): Promise<{ marca: EmailBrand; anexos: EmailInlineImage[] }> {
  const tema = fornecedor.config?.tema;
  const base: EmailBrand = { nome: fornecedor.nome, logo: fornecedor.logo, tema };
  const logo = fornecedor.logo ?? '';
  const caminho = logo.split(/[?#]/)[0] ?? '';
  if (logo === '' || caminho === `/imagens/fornecedores/${fornecedor.slug}/logo.svg`) {
    try {
      const png = await logoImage(renderLogoSvg({ nome: fornecedor.nome, slug: fornecedor.slug, tema }));
      return {
        marca: { ...base, logoCid: CID_LOGO },
        anexos: [{ cid: CID_LOGO, nome: 'logo.png', tipo: 'image/png', base64: png }],
      };
    } catch {
      return { marca: { ...base, logo: null }, anexos: [] };
    }
  }
  // Another SVG would show nothing in most clients: the name instead.
  if (/\.svg$/i.test(caminho)) return { marca: { ...base, logo: null }, anexos: [] };
  return { marca: base, anexos: [] };
}

export interface LinhaEmail {
  nome: string;
  unidade: string;
  /** In units (1,5 kg is 1.5). */
  quantidade: number;
  /** Centavos. */
  precoUnitario: number;
  /** Centavos. */
  total: number;
}

export interface EntregaEmail {
  tipoEntrega: 'DELIVERY' | 'RETIRADA';
  nome: string;
  dataEntrega: string | null;
  taxaCentavos: number;
  endereco: {
    rua: string;
    numero: string;
    complemento: string | null;
    bairro: string;
    cidade: string;
    uf: string;
    cep: string;
    /** Issue 34: who receives there and the phone at that address (absent on older orders). */
    destinatario?: string | null | undefined;
    telefone?: string | null | undefined;
  } | null;
  loja: { nome: string; descricao_endereco_loja: string } | null;
}

export interface PagamentoEmail {
  descricao: string;
  tipo: string;
  quantParcelas: number;
  pix?: { copia_e_cola: string };
  boleto?: { linha_digitavel: string; vencimento: string; pdfUrl: string };
}

export interface PedidoEmail {
  numpedido: number;
  orcamento: boolean;
  linhas: readonly LinhaEmail[];
  /** Centavos: goods, gift wrap, discount (positive), delivery fee, total. */
  totais: { mercadorias: number; embalagem: number; desconto: number; total: number };
  entrega: EntregaEmail;
  pagamento: PagamentoEmail;
}

function cep(valor: string): string {
  const d = valor.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : valor;
}

/** 'sexta-feira, 11/12/2026' of 'AAAA-MM-DD'. */
export function diaPorExtenso(dia: string): string {
  const [a, m, d] = dia.split('-').map(Number) as [number, number, number];
  const semana = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(a, m - 1, d)),
  );
  return `${semana}, ${formatarDia(dia)}`;
}

function secaoItens(p: PedidoEmail): EmailSection {
  const linhas: EmailRow[] = p.linhas.map((l) => ({
    rotulo: l.nome,
    detalhe: `${formatQuantity(l.quantidade, { unidade: l.unidade === 'KG' ? 'KG' : 'UN' })} ${l.unidade} × ${formatBRL(l.precoUnitario)}`,
    valor: formatBRL(l.total),
  }));
  const t = p.totais;
  const totais: EmailRow[] = [
    { rotulo: 'Subtotal', valor: formatBRL(t.mercadorias) },
    ...(t.embalagem > 0 ? [{ rotulo: 'Embalagem para presente', valor: formatBRL(t.embalagem) }] : []),
    ...(t.desconto > 0 ? [{ rotulo: 'Desconto', valor: `-${formatBRL(t.desconto)}` }] : []),
    ...(p.entrega.tipoEntrega === 'DELIVERY'
      ? [
          {
            rotulo: 'Entrega',
            valor: p.entrega.taxaCentavos > 0 ? formatBRL(p.entrega.taxaCentavos) : 'Grátis',
          },
        ]
      : []),
    { rotulo: 'Total', valor: formatBRL(t.total), forte: true },
  ];
  return { tipo: 'tabela', titulo: p.orcamento ? 'Itens do orçamento' : 'Itens do pedido', linhas, totais };
}

function secaoEntrega(p: PedidoEmail): EmailSection {
  const e = p.entrega;
  const quando = e.dataEntrega ? diaPorExtenso(e.dataEntrega) : null;
  if (e.tipoEntrega === 'RETIRADA') {
    return {
      tipo: 'texto',
      titulo: 'Retirada',
      paragrafos: [
        e.loja ? `Retire em ${e.loja.nome}: ${e.loja.descricao_endereco_loja}.` : `Retirada: ${e.nome}.`,
        ...(quando ? [`Data da retirada: ${quando}.`] : []),
        'Leve um documento com foto e o número do pedido.',
      ],
    };
  }
  const a = e.endereco;
  return {
    tipo: 'texto',
    titulo: 'Entrega',
    paragrafos: [
      ...(a
        ? [
            `${a.rua}, ${a.numero}${a.complemento ? `, ${a.complemento}` : ''}, ${a.bairro}, ${a.cidade}/${a.uf}, CEP ${cep(a.cep)}.`,
          ]
        : []),
      ...(a?.destinatario || a?.telefone
        ? [
            [
              a.destinatario ? `Quem recebe: ${a.destinatario}` : 'Telefone para a entrega',
              a.telefone ? `${a.destinatario ? ', telefone ' : ': '}${formatPhone(a.telefone)}` : '',
            ].join('') + '.',
          ]
        : []),
      `${e.nome}${quando ? `: previsão de entrega ${quando}.` : '.'}`,
    ],
  };
}

/** The payment block: what to pay, how, and by when. */
function secaoPagamento(p: PedidoEmail): EmailSection {
  const { pagamento, totais } = p;
  if (pagamento.pix) {
    return {
      tipo: 'codigo',
      titulo: 'Pague com Pix',
      paragrafos: [
        `Valor: ${formatBRL(totais.total)}. Abra o app do seu banco, escolha Pix e leia o QR code ou use o Pix copia e cola.`,
      ],
      imagem: { cid: CID_PIX, alt: `QR code do Pix de ${formatBRL(totais.total)}`, tamanho: 200 },
      rotuloCodigo: 'Pix copia e cola',
      codigo: pagamento.pix.copia_e_cola,
    };
  }
  if (pagamento.boleto) {
    return {
      tipo: 'codigo',
      titulo: 'Pague com boleto',
      paragrafos: [
        `Valor: ${formatBRL(totais.total)}. Vencimento: ${formatarDia(pagamento.boleto.vencimento)}.`,
        'Pague no app ou no site do seu banco com a linha digitável, ou imprima o boleto.',
      ],
      rotuloCodigo: 'Linha digitável',
      codigo: pagamento.boleto.linha_digitavel,
      link: { texto: 'Baixar o boleto (PDF)', url: pagamento.boleto.pdfUrl },
    };
  }
  const parcelas = pagamento.quantParcelas > 1 ? ` em ${pagamento.quantParcelas} parcelas` : '';
  return {
    tipo: 'texto',
    titulo: 'Pagamento',
    paragrafos: [`${pagamento.descricao}${parcelas}.`],
  };
}

function secaoProximos(p: PedidoEmail): EmailSection {
  if (p.orcamento)
    return {
      tipo: 'texto',
      titulo: 'O que acontece agora',
      paragrafos: [
        'O fornecedor vai analisar e precificar o seu orçamento. Você recebe um e-mail quando ele estiver precificado, para conferir os valores e confirmar o pedido.',
      ],
    };
  const pagar = p.pagamento.pix
    ? 'Assim que o Pix for pago, o pedido segue para separação.'
    : p.pagamento.boleto
      ? 'O pedido segue para separação quando o banco confirmar o pagamento do boleto (até 3 dias úteis).'
      : 'O fornecedor vai separar o seu pedido.';
  const depois =
    p.entrega.tipoEntrega === 'RETIRADA'
      ? 'Você recebe um e-mail quando ele estiver pronto para retirada.'
      : 'Você recebe um e-mail quando ele sair para entrega.';
  return { tipo: 'texto', titulo: 'O que acontece agora', paragrafos: [`${pagar} ${depois}`] };
}

/** The confirmation's blocks and its inline images (the Pix QR code). */
export async function secoesDoPedido(p: PedidoEmail): Promise<{ secoes: EmailSection[]; anexos: EmailInlineImage[] }> {
  const secoes = [secaoItens(p), secaoEntrega(p), ...(p.orcamento ? [] : [secaoPagamento(p)]), secaoProximos(p)];
  const anexos: EmailInlineImage[] = [];
  if (!p.orcamento && p.pagamento.pix)
    anexos.push({
      cid: CID_PIX,
      nome: 'pix-qrcode.png',
      tipo: 'image/png',
      base64: await qrCodeImage(p.pagamento.pix.copia_e_cola),
    });
  return { secoes, anexos };
}

/** What happens next after the desk put an order in `status` (the status e-mail's last paragraph). */
export function proximoPasso(status: StatusPedido, retirada: boolean): string {
  switch (status) {
    case 'ORCAMENTO_NOVO':
      return 'O fornecedor vai analisar e precificar o seu orçamento.';
    case 'ORCAMENTO_PRECIFICADO':
      return 'Confira os valores e confirme o pedido em Meus pedidos.';
    case 'ENVIADO':
      return 'O fornecedor vai conferir o pedido e começar a separação.';
    case 'SEPARANDO':
      return retirada
        ? 'Os itens estão sendo separados. Você recebe um e-mail quando o pedido estiver pronto para retirada.'
        : 'Os itens estão sendo separados. Você recebe um e-mail quando o pedido sair para entrega.';
    case 'AGUARDANDOPAGAMENTO':
      return 'Assim que o pagamento for confirmado, o pedido segue. Os dados para pagar estão em Meus pedidos.';
    case 'PAGO':
      return retirada
        ? 'Pagamento confirmado. Você recebe um e-mail quando o pedido estiver pronto para retirada.'
        : 'Pagamento confirmado. Você recebe um e-mail quando o pedido sair para entrega.';
    case 'EMENTREGA':
      return 'O pedido está a caminho. Tenha alguém no endereço para receber.';
    case 'PRONTO_RETIRADA':
      return 'Já pode retirar: leve um documento com foto e o número do pedido.';
    case 'ENTREGUE':
      return 'Obrigado pela compra! Se algo não estiver certo, fale com o fornecedor pelo pedido em Meus pedidos.';
    case 'CANCELADO':
      return 'Nada será cobrado por este pedido. Se você já pagou, o fornecedor vai entrar em contato para a devolução.';
  }
}
