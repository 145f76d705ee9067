/**
 * What recovery needs of the password rules: the policy's check and the hash. Until the accounts
 * module (server/shared/senha/) lands, the check is the length rule of ASVS 5 (8 to 64
 * characters) and the hash the seed's.
 */
import { hashSenha } from '../../db/seed/password';

export interface PoliticaSenha {
  /** A pt-BR message when the password is refused, null when it is accepted. */
  validar(senha: string): string | null | Promise<string | null>;
  hash(senha: string): Promise<string>;
}

export const politicaSenhaProvisoria: PoliticaSenha = {
  validar(senha) {
    const tamanho = [...senha].length;
    if (tamanho < 8) return 'A senha deve ter pelo menos 8 caracteres.';
    if (tamanho > 64) return 'A senha deve ter no máximo 64 caracteres.';
    return null;
  },
  hash: (senha) => hashSenha(senha),
};
