/**
 * What every checkout block asks before it shows anything (issue 25): who is buying, and whether
 * the checkout's options can be laid out where they will stay.
 *
 * - A visitor sees none of the options: `order-submit` asks them to log in; a representative (or
 *   staff) acting for no client yet is asked to choose one.
 * - The options show once every answer they are laid out from is in (`$opcoesProntas`,
 *   engine/model/checkout) and, when the order instructions are HTML, the sanitizer has loaded
 *   (SafeHtml would otherwise show them as one line of text, then grow them into their paragraphs
 *   above the options). Until then `order-submit` shows one loading line in their place: an option
 *   that moves under a tap loses the tap (tests/browser/checkout-estavel.test.ts). Every block
 *   reads the same stores, so wherever a supplier places them they all appear in the same render.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $instrucoesPedido, $opcoesProntas } from '#engine/model/checkout';
import { $usuario } from '#engine/model/session';
import { carregarSanitizador, sanitizadorCarregado } from '#ui/safe-html';

/** 'visitor': not logged in; 'no-client': logged in, acting for no client yet; 'client': may check out. */
export type CheckoutAccess = 'visitor' | 'no-client' | 'client';

export function useCheckoutAccess(): CheckoutAccess {
  const usuario = useUnit($usuario);
  if (usuario === null) return 'visitor';
  return usuario.idcliente && usuario.idcliente > 0 ? 'client' : 'no-client';
}

/** Whether the checkout's options can be shown where they will stay (see the module's comment). */
export function useOptionsReady(): boolean {
  const [prontas, instrucoes] = useUnit([$opcoesProntas, $instrucoesPedido]);
  const precisaSanitizador = instrucoes !== null && instrucoes.includes('<');
  const [sanitizador, setSanitizador] = useState(sanitizadorCarregado);
  useEffect(() => {
    if (!precisaSanitizador || sanitizador) return;
    let vivo = true;
    void carregarSanitizador().then(() => {
      if (vivo) setSanitizador(true);
    });
    return () => {
      vivo = false;
    };
  }, [precisaSanitizador, sanitizador]);
  return prontas && (!precisaSanitizador || sanitizador);
}

/** Whether an option block shows: a client's checkout whose options are ready. */
export function useOptionsShown(): boolean {
  const access = useCheckoutAccess();
  const ready = useOptionsReady();
  return access === 'client' && ready;
}
