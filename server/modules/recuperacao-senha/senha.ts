/**
 * What recovery needs of the password rules (server/shared/password): the ASVS 5 policy (8 to 64
 * characters, not a common password, not the user's own e-mail, document or name) and the
 * argon2id hash at OWASP's parameters.
 */
import { assessPassword, hashPassword, type PasswordContext } from '../../shared/password';

export interface PoliticaSenha {
  /** A pt-BR message when the password is refused, null when it is accepted. */
  validar(senha: string, contexto: PasswordContext): string | null;
  hash(senha: string): Promise<string>;
}

export const politicaSenha: PoliticaSenha = {
  validar(senha, contexto) {
    const avaliacao = assessPassword(senha, contexto);
    return avaliacao.ok ? null : avaliacao.mensagem;
  },
  hash: (senha) => hashPassword(senha),
};
