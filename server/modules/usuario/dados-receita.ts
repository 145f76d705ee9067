/**
 * `GET /v1/app/{authCliente}/usuario/dados-receita/{doc}` (spec section 7, issue 34 item 3): the
 * company's name for a CNPJ typed at the registration, from the CNPJ provider of the setting
 * RECEITA_CNPJ_URL (./provedor-receita.ts). Anyone at the registration asks (an anonymous token,
 * `{token}~0`), for a supplier that exists (404); a session of another supplier is refused (403,
 * by `chamadorCliente`). Without the setting, 503 and no call leaves the server.
 */
import { tipoDocumentoBrasileiro } from '#engine/rules/login-id';
import { HttpError } from '../../shared/http-error';
import type { FornecedorService } from '../fornecedor';
import type { Chamador } from '../sessao';
import { ProvedorReceitaIndisponivel, type DadosReceita, type ProvedorReceita } from './provedor-receita';

export const CNPJ_INVALIDO = 'CNPJ inválido. Confira os números digitados.';
export const RECEITA_INDISPONIVEL = 'A consulta do CNPJ não está disponível agora. Preencha os dados da empresa.';
export const CNPJ_NAO_ENCONTRADO = 'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.';
const FORNECEDOR_INVALIDO = 'Acesso negado: sua sessão é de outro fornecedor.';

export async function consultarDadosReceita(
  deps: { provedor: ProvedorReceita | null; fornecedores: FornecedorService },
  chamador: Chamador,
  idfornecedor: string,
  doc: string,
): Promise<DadosReceita> {
  const fornecedor = await deps.fornecedores.porId(idfornecedor);
  if (chamador.sessao && chamador.sessao.idfornecedor !== fornecedor.idfornecedor)
    throw new HttpError(403, FORNECEDOR_INVALIDO, 'sessao.fornecedor-invalido');
  if (tipoDocumentoBrasileiro(doc) !== 'CNPJ') throw new HttpError(422, CNPJ_INVALIDO, 'receita.cnpj-invalido');
  const cnpj = doc.toUpperCase().replace(/[^0-9A-Z]+/g, '');
  if (!deps.provedor) throw new HttpError(503, RECEITA_INDISPONIVEL, 'receita.indisponivel');
  try {
    const r = await deps.provedor.consultar(cnpj);
    if (!r.encontrado) throw new HttpError(404, CNPJ_NAO_ENCONTRADO, 'receita.nao-encontrado');
    return r.dados;
  } catch (error) {
    if (error instanceof ProvedorReceitaIndisponivel)
      throw new HttpError(503, RECEITA_INDISPONIVEL, 'receita.indisponivel');
    throw error;
  }
}
