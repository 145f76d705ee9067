/**
 * Everything the checkout's options are laid out from has answered once: the order instructions
 * and characteristics (shown above and among them), the payment methods, the addresses and the
 * first delivery options (or their failures). Until then the page shows one loading line instead
 * of options that would move as each answer lands: a tap on an option that moves is lost (the
 * journeys' 'not checked the instant after its click', found with CPU_THROTTLE). Once true it stays
 * true: a later reload keeps its options where they are (FormasEntrega in the cart page).
 */
import { combine, createStore, sample } from 'effector';
import { $enderecos, $erroLista } from '../addresses';
import { loggedOut, sessionExpired } from '../session';
import { $conteudoCarregado } from './characteristics';
import { $estadoEntrega, $idendereco, $tipoEntrega } from './delivery';
import { $erroPagamento, $formasPagamento } from './payment';

const $jaProntas = createStore(false);
const $tudoRespondido = combine(
  {
    conteudo: $conteudoCarregado,
    formasPagamento: $formasPagamento,
    erroPagamento: $erroPagamento,
    enderecos: $enderecos,
    erroLista: $erroLista,
    idendereco: $idendereco,
    tipo: $tipoEntrega,
    estado: $estadoEntrega,
  },
  ({ conteudo, formasPagamento, erroPagamento, enderecos, erroLista, idendereco, tipo, estado }) => {
    const entregaRespondida = estado === 'pronto' || estado === 'erro';
    const entrega =
      tipo === 'RETIRADA'
        ? entregaRespondida
        : erroLista !== null || (enderecos !== null && (idendereco === null || entregaRespondida));
    return conteudo && (formasPagamento !== null || erroPagamento !== null) && entrega;
  },
);
sample({ clock: $tudoRespondido, filter: Boolean, target: $jaProntas });
export const $opcoesProntas = combine($jaProntas, $tudoRespondido, (ja, agora) => ja || agora);

$jaProntas.reset([loggedOut, sessionExpired]);
