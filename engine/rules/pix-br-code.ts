/**
 * The Pix BR Code ("copia e cola"), as Banco Central's "Manual de Padrões para Iniciação do Pix"
 * describes it over EMV® QRCPS-MPM: a string of TLV fields (two-digit id, two-digit length,
 * value), ending with the CRC16-CCITT-FALSE of everything before it, field 63.
 *
 * Fields written by `montarBrCode`, in order:
 * 00 payload format '01'; 26 merchant account (00 GUI 'br.gov.bcb.pix', 01 the key, 02 an
 * optional message); 52 MCC '0000'; 53 currency '986' (BRL); 54 the amount ('123.45', absent for
 * a payer-typed amount); 58 'BR'; 59 merchant name (≤ 25); 60 merchant city (≤ 15); 62 additional
 * data with 05 the txid ('***' when none); 63 the CRC (4 upper-case hex digits).
 *
 * Texts are normalised to the EMV charset (printable ASCII): accents removed ('São Paulo' →
 * 'Sao Paulo'), anything else dropped, then cut to the field's limit. Pure: browser and server.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_NOME_MAX = 25;
export const PIX_CIDADE_MAX = 15;
/** The txid of a static BR Code: up to 25 letters and digits (BCB manual). */
export const PIX_TXID_MAX = 25;
const TXID_VALIDO = /^[A-Za-z0-9]{1,25}$/;

export interface DadosPix {
  /** The receiver's Pix key (CPF/CNPJ digits, e-mail, +55 phone or random UUID), ≤ 77 chars. */
  chave: string;
  nome: string;
  cidade: string;
  /** Integer centavos; null or absent: the payer types the amount. */
  valorCentavos?: number | null;
  /** Letters and digits, ≤ 25; absent: '***'. */
  txid?: string | null;
  /** Free message shown to the payer (field 26/02). */
  mensagem?: string | null;
}

export interface BrCodeLido {
  chave: string;
  nome: string;
  cidade: string;
  valorCentavos: number | null;
  txid: string;
  mensagem: string | null;
}

export type ResultadoBrCode = { ok: true; dados: BrCodeLido } | { ok: false; erro: string };

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), 4 upper-case hex digits. */
export function crc16CcittFalse(texto: string): string {
  let crc = 0xffff;
  for (let i = 0; i < texto.length; i++) {
    crc ^= (texto.charCodeAt(i) & 0xff) << 8;
    for (let b = 0; b < 8; b++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Accents removed, only printable ASCII kept, spaces collapsed, cut to `max` characters. */
export function normalizarTextoPix(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A txid for an order: letters and digits only, at most 25 (e.g. 'PED100007A1B2'). */
export function normalizarTxid(txid: string): string {
  return txid.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX);
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new RangeError(`Campo ${id} do BR Code com mais de 99 caracteres`);
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** The amount as the manual writes it: '10.00', '1234.56' (no thousands separator). */
export function valorPix(centavos: number): string {
  const c = Math.trunc(centavos);
  return `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/** Builds the "copia e cola" payload. Throws RangeError on a key, name or city that is empty after normalisation. */
export function montarBrCode(dados: DadosPix): string {
  const chave = dados.chave.trim();
  if (chave.length === 0 || chave.length > 77) throw new RangeError('Chave Pix inválida');
  const nome = normalizarTextoPix(dados.nome, PIX_NOME_MAX);
  const cidade = normalizarTextoPix(dados.cidade, PIX_CIDADE_MAX);
  if (!nome || !cidade) throw new RangeError('Nome e cidade do recebedor são obrigatórios');
  const txid = dados.txid ? normalizarTxid(dados.txid) : '';
  const mensagem = dados.mensagem
    ? normalizarTextoPix(dados.mensagem, 99 - 4 - PIX_GUI.length - 4 - chave.length - 4)
    : '';
  const conta = campo('00', PIX_GUI) + campo('01', chave) + (mensagem ? campo('02', mensagem) : '');
  const valor =
    dados.valorCentavos != null && dados.valorCentavos > 0 ? campo('54', valorPix(dados.valorCentavos)) : '';
  const semCrc =
    campo('00', '01') +
    campo('26', conta) +
    campo('52', '0000') +
    campo('53', '986') +
    valor +
    campo('58', 'BR') +
    campo('59', nome) +
    campo('60', cidade) +
    campo('62', campo('05', txid || '***')) +
    '6304';
  return semCrc + crc16CcittFalse(semCrc);
}

/** TLV fields of one level, or null when the lengths do not add up. */
function lerCampos(texto: string): Map<string, string> | null {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = texto.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tamanho)) return null;
    const n = Number(tamanho);
    const valor = texto.slice(i + 4, i + 4 + n);
    if (valor.length !== n || campos.has(id)) return null;
    campos.set(id, valor);
    i += 4 + n;
  }
  return campos;
}

/** Parses and validates a Pix "copia e cola": structure, CRC, GUI, key, currency, country, name, city, amount. */
export function lerBrCode(payload: string): ResultadoBrCode {
  const texto = payload.trim();
  if (!/^[\x20-\x7e]+$/.test(texto)) return { ok: false, erro: 'O código Pix tem caracteres inválidos.' };
  if (!texto.startsWith('000201')) return { ok: false, erro: 'O código Pix não começa pelo indicador de formato.' };
  const crcAt = texto.length - 8;
  if (crcAt < 0 || texto.slice(crcAt, crcAt + 4) !== '6304')
    return { ok: false, erro: 'O código Pix não termina pelo CRC.' };
  const crc = texto.slice(crcAt + 4).toUpperCase();
  if (crc16CcittFalse(texto.slice(0, crcAt + 4)) !== crc)
    return { ok: false, erro: 'O CRC do código Pix não confere.' };
  const campos = lerCampos(texto);
  if (!campos) return { ok: false, erro: 'O código Pix está malformado.' };
  const conta = lerCampos(campos.get('26') ?? '');
  if (!conta || conta.get('00')?.toLowerCase() !== PIX_GUI) return { ok: false, erro: 'O código não é de um Pix.' };
  const chave = conta.get('01');
  if (!chave) return { ok: false, erro: 'O código Pix não tem chave.' };
  if (campos.get('53') !== '986' || campos.get('58') !== 'BR')
    return { ok: false, erro: 'O código Pix não é em reais.' };
  const nome = campos.get('59');
  const cidade = campos.get('60');
  if (!nome || nome.length > PIX_NOME_MAX || !cidade || cidade.length > PIX_CIDADE_MAX) {
    return { ok: false, erro: 'O código Pix não tem nome ou cidade válidos.' };
  }
  let valorCentavos: number | null = null;
  const valor = campos.get('54');
  if (valor !== undefined) {
    const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(valor);
    if (!m) return { ok: false, erro: 'O valor do código Pix é inválido.' };
    valorCentavos = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  }
  const adicionais = lerCampos(campos.get('62') ?? '');
  const txid = adicionais?.get('05') ?? '***';
  if (txid !== '***' && !TXID_VALIDO.test(txid)) return { ok: false, erro: 'O txid do código Pix é inválido.' };
  return { ok: true, dados: { chave, nome, cidade, valorCentavos, txid, mensagem: conta.get('02') ?? null } };
}
