/**
 * The NF-e's XML a supplier attaches beside the DANFE (issue 34, item 5): the buyer files it, so
 * it is the supplier's real, authorised document, stored byte for byte and never generated here.
 * Before it is stored the server reads what it must hold:
 * - well-formed XML (fast-xml-parser's validator), UTF-8, no DOCTYPE (no entities to expand);
 * - an authorised NF-e: `nfeProc` with its `NFe` and the authorisation protocol `protNFe`
 *   (cStat 100 'Autorizado o uso da NF-e', or 150 when authorised late), model 55;
 * - the access key of `infNFe/@Id` ('NFe' + 44 digits), equal to the protocol's `chNFe`, whose
 *   check digit holds (engine/rules/nfe-key.ts) and whose emitter CNPJ is the XML's `emit/CNPJ`.
 * The caller compares the key with the DANFE's.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validarChaveNfe } from '#engine/rules/nfe-key';

/** The largest XML accepted (1 MB; an NF-e of a few hundred items is far below it). The migration's CHECK says the same. */
export const NFE_XML_MAX_BYTES = 1024 * 1024;

export const XML_INVALIDO = 'O arquivo enviado não é um XML válido de NF-e.';
export const XML_NAO_AUTORIZADO =
  'Envie o XML autorizado da NF-e (nfeProc, com o protocolo de autorização da SEFAZ), como o emissor o guarda.';
export const XML_CHAVE_DIVERGENTE = 'A chave de acesso do XML não confere com a do protocolo de autorização.';
export const XML_EMITENTE_DIVERGENTE = 'O CNPJ do emitente no XML não é o da chave de acesso.';

/** cStat of an authorised NF-e: 100 (autorizado o uso), 150 (autorizado fora de prazo). */
const AUTORIZADA = new Set(['100', '150']);

export type LeituraNfeXml = { ok: true; chave: string } | { ok: false; erro: string };

type No = Record<string, unknown>;
const no = (v: unknown): No | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as No) : null);
const texto = (v: unknown): string | null =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null;

/** Reads an NF-e XML as sent and says its access key, or why it is refused (pt-BR). */
export function lerNfeXml(arquivo: Buffer, opcoes: { cnpjEmitente: string | null }): LeituraNfeXml {
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(arquivo);
  } catch {
    return { ok: false, erro: XML_INVALIDO };
  }
  if (/<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) return { ok: false, erro: XML_INVALIDO };
  const raiz = no(
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: false,
    }).parse(xml),
  );
  const proc = no(raiz?.nfeProc);
  const infNFe = no(no(proc?.NFe)?.infNFe);
  const infProt = no(no(proc?.protNFe)?.infProt);
  if (!proc || !infNFe || !infProt) return { ok: false, erro: XML_NAO_AUTORIZADO };
  if (!AUTORIZADA.has(texto(infProt.cStat) ?? '')) return { ok: false, erro: XML_NAO_AUTORIZADO };
  const id = texto(infNFe['@_Id']) ?? '';
  const chaveXml = /^NFe(\d{44})$/.exec(id)?.[1];
  if (!chaveXml) return { ok: false, erro: XML_INVALIDO };
  if (texto(infProt.chNFe) !== chaveXml) return { ok: false, erro: XML_CHAVE_DIVERGENTE };
  const chave = validarChaveNfe(chaveXml, { cnpjEmitente: opcoes.cnpjEmitente });
  if (!chave.ok) return { ok: false, erro: chave.erro };
  if (texto(no(infNFe.emit)?.CNPJ) !== chave.partes.cnpj) return { ok: false, erro: XML_EMITENTE_DIVERGENTE };
  return { ok: true, chave: chave.chave };
}
