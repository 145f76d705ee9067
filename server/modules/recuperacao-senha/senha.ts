/**
 * What recovery needs of the password rules (server/shared/senha): the ASVS 5 policy (8 to 64
 * characters, not a common password, not the user's own e-mail, document or name) and the
 * argon2id hash at OWASP's parameters.
 */
import { avaliarSenha, hashSenha, type ContextoSenha } from '../../shared/senha';

export interface PoliticaSenha {
  /** A pt-BR message when the password is refused, null when it is accepted. */
  validar(senha: string, contexto: ContextoSenha): string | null;
  hash(senha: string): Promise<string>;
}

export const politicaSenha: PoliticaSenha = {
  validar(senha, contexto) {
    const avaliacao = avaliarSenha(senha, contexto);
    return avaliacao.ok ? null : avaliacao.mensagem;
  },
  hash: (senha) => hashSenha(senha),
};
