/** Passwords: hashing (argon2id, old scrypt verified and rehashed) and the policy for new ones. */
export { ARGON2_PARAMETROS, argon2Atual, hashSenha, verificarSenha, verificarSenhaFalsa } from './hash';
export type { ResultadoVerificacao } from './hash';
export { MENSAGENS_SENHA, SENHA_MAX, SENHA_MIN, avaliarSenha, senhasComuns } from './politica';
export type { AvaliacaoSenha, ContextoSenha, MotivoSenhaRecusada } from './politica';
