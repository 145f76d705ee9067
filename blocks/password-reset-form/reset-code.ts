/** The code of a recovery link: 32 random bytes in base64url (server/modules/recuperacao-senha). */
const CODIGO_VALIDO = /^[A-Za-z0-9_-]{43}$/;

/** Whether the link's code can be one the server sent (else the page says the link is invalid, without a form). */
export function isResetCode(codigo: string): boolean {
  return CODIGO_VALIDO.test(codigo);
}
