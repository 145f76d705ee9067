/**
 * Login by API key (spec sections 2, 6 and 7; issue 9, item 7): `POST /v4/api-key/login` with
 * apiKey, idErpUsuario and idFornecedor opens a session for the customer the key is mapped to.
 * - Keys are stored only as their SHA-256 (migration 0007): the key is random with 256 bits, not
 *   a password, so an unsalted hash is right and a database dump opens nothing.
 * - A key is scoped to one supplier and one ERP user id: a wrong, revoked or unknown key, another
 *   supplier's key or another ERP user id all answer the same 401 (nothing tells which part was wrong).
 * - The session records the key (`sessoes.idapikeys`), and the answer is the login's (`autenticar`)
 *   plus `idapikeys`.
 */
import { createHash } from 'node:crypto';
import type { components } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import type { FornecedorService } from '../fornecedor';
import type { UsuarioService } from '../usuario/usuario-service';
import type { ApiKeyRepository } from './api-key-repository';

type RequisicaoLoginApiKey = components['schemas']['RequisicaoLoginApiKey'];
type RespostaLoginApiKey = components['schemas']['RespostaLoginApiKey'];

export const MENSAGEM_API_KEY_INVALIDA = 'Chave de API inválida para este fornecedor e usuário.';

export function hashChaveApi(chave: string): string {
  return createHash('sha256').update(chave, 'utf8').digest('hex');
}

function chaveInvalida(): HttpError {
  return new HttpError(401, MENSAGEM_API_KEY_INVALIDA, 'api-key.invalida');
}

export class ApiKeyService {
  constructor(
    private readonly repository: ApiKeyRepository,
    private readonly fornecedores: FornecedorService,
    private readonly usuarios: UsuarioService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(corpo: RequisicaoLoginApiKey): Promise<RespostaLoginApiKey> {
    const fornecedor = await this.fornecedores.porId(corpo.idFornecedor);
    const chave = await this.repository.porHash(hashChaveApi(corpo.apiKey));
    if (
      !chave ||
      chave.revogada_em !== null ||
      chave.idfornecedor !== fornecedor.idfornecedor ||
      chave.id_erp_usuario !== corpo.idErpUsuario.trim()
    ) {
      throw chaveInvalida();
    }
    const usuario = await this.repository.usuario(chave.idusuario);
    if (!usuario || (usuario.papel !== 'cliente' && usuario.papel !== 'usuario_vinculado')) throw chaveInvalida();
    const resposta = await this.usuarios.abrirSessao(usuario, fornecedor, chave.idcliente, {
      idapikeys: chave.idapikeys,
    });
    await this.repository.marcarUso(chave.idapikeys, this.now());
    return { ...resposta, idapikeys: chave.idapikeys };
  }
}
