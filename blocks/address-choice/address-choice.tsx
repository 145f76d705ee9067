/**
 * The customer's addresses, to choose where the order goes (spec section 8 'Delivery and
 * address'; shown for delivery only). Choosing one asks which suppliers serve it
 * (engine/model/lojas): several → the store-selection screen; none → the warning and the address
 * flagged.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $enderecos, $erroLista } from '#engine/model/addresses';
import { $idendereco, $tipoEntrega, addressChosen } from '#engine/model/checkout';
import { $avisoLojas, $idenderecoInvalido, $irParaLojas } from '#engine/model/lojas';
import { rotas } from '#engine/model/navigation';
import { textoQuemRecebe } from '#engine/rules/address';
import { $rotaBase } from '#engine/model/supplier';
import { pageLink } from '#schemas/page-types';
import { Message } from '#ui/message';
import { useOptionsShown } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import type { AddressChoiceProps } from './schema';

export function AddressChoice({ id, props }: BlockComponentProps<AddressChoiceProps>) {
  const shown = useOptionsShown();
  const tipo = useUnit($tipoEntrega);
  if (!shown || tipo !== 'DELIVERY') return null;
  return <Addresses id={id} props={props} />;
}

function Addresses({ id, props }: { id: string; props: AddressChoiceProps }) {
  const [enderecos, erro, idendereco, escolher, base] = useUnit([
    $enderecos,
    $erroLista,
    $idendereco,
    addressChosen,
    $rotaBase,
  ]);
  const [aviso, invalido, irParaLojas] = useUnit([$avisoLojas, $idenderecoInvalido, $irParaLojas]);
  const navigate = useNavigate();
  useEffect(() => {
    if (irParaLojas) void navigate(pageLink(base, 'lojas'));
  }, [irParaLojas, navigate, base]);
  return (
    <fieldset className={shared.block} data-block-id={id}>
      <legend className={shared.legend}>{props.titulo}</legend>
      {erro ? <Message tone="critical">{erro}</Message> : null}
      {aviso && aviso.tom !== 'positive' ? (
        <Message tone={aviso.tom} role="alert">
          {aviso.texto}
        </Message>
      ) : null}
      {enderecos === null && !erro ? (
        <p className={`${shared.muted} ${shared.clear}`} role="status">
          Carregando seus endereços…
        </p>
      ) : null}
      {enderecos?.length === 0 ? (
        <Message tone="caution">Você ainda não tem um endereço cadastrado. Cadastre um para receber o pedido.</Message>
      ) : null}
      {enderecos && enderecos.length > 0 ? (
        <ul className={shared.options}>
          {enderecos.map((e) => (
            <li key={e.idendereco}>
              <label className={shared.option}>
                <input
                  className={shared.radio}
                  type="radio"
                  name="idendereco"
                  value={e.idendereco}
                  checked={idendereco === e.idendereco}
                  onChange={() => escolher(e.idendereco)}
                  aria-invalid={invalido === e.idendereco || undefined}
                />
                <span className={shared.optionText}>
                  <span className={shared.optionTitle}>
                    {e.apelido || 'Endereço'}
                    {e.primario ? ' (principal)' : ''}
                    {invalido === e.idendereco ? ' (não atendido)' : ''}
                  </span>
                  <span className={shared.muted}>{e.textoendereco}</span>
                  {textoQuemRecebe(e) ? <span className={shared.muted}>{textoQuemRecebe(e)}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {props.mostrarAdicionar ? (
        <p className={shared.clear}>
          <Link to={rotas.enderecos(base)}>{props.textoAdicionar}</Link>
        </p>
      ) : null}
    </fieldset>
  );
}
