/**
 * The session as the calls of a client or of the staff need it: one `$cliente` and one `$staff`
 * for every slice, instead of a copy of the same `$session.map` in each. Here rather than in the
 * session slice so that the first view, which makes no such call, does not carry them.
 */
import { $session } from '../session';

/** A logged-in client's session, as the client's calls need it. */
export interface ClienteSessao {
  token: string;
  idcliente: number;
}

/** The logged-in client (null: an anonymous visitor, or a user with no client chosen). */
export const $cliente = $session.map((s): ClienteSessao | null =>
  s.authenticated && s.idcliente > 0 ? { token: s.token, idcliente: s.idcliente } : null,
);

/** A staff session: an attendant or a supplier admin of some supplier. */
export interface StaffSessao {
  token: string;
  role: 'atendente' | 'admin_fornecedor';
}

/**
 * The staff session (null: anyone else). The server decides whether it is staff of this supplier
 * and what it may do; this only keeps a customer from asking.
 */
export const $staff = $session.map((s): StaffSessao | null =>
  s.authenticated && (s.role === 'atendente' || s.role === 'admin_fornecedor')
    ? { token: s.token, role: s.role }
    : null,
);
