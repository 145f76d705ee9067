/**
 * The stores to pick the order up at (spec section 4 'Delivery options': pickup; shown for pickup
 * only), each with its address and hours, and their map.
 */
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $estadoEntrega, $idloja, $lojas, $tipoEntrega, storeChosen } from '#engine/model/checkout';
import { MapaLojas } from '#ui/mapa';
import { Message } from '#ui/message';
import { useOptionsShown } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import type { PickupStoreProps } from './schema';

export function PickupStore({ id, props }: BlockComponentProps<PickupStoreProps>) {
  const shown = useOptionsShown();
  const tipo = useUnit($tipoEntrega);
  if (!shown || tipo !== 'RETIRADA') return null;
  return <Stores id={id} props={props} />;
}

function Stores({ id, props }: { id: string; props: PickupStoreProps }) {
  const [lojas, idloja, escolher, estado] = useUnit([$lojas, $idloja, storeChosen, $estadoEntrega]);
  const noMapa = useMemo(
    () =>
      lojas.map((l) => ({
        id: l.idloja,
        nome: l.nome,
        endereco: l.descricao_endereco_loja,
        lat: l.coordenadas_loja.lat,
        lng: l.coordenadas_loja.lng,
      })),
    [lojas],
  );
  return (
    <fieldset className={shared.block} data-block-id={id}>
      <legend className={shared.legend}>{props.titulo}</legend>
      {estado === 'pronto' && lojas.length === 0 ? (
        <Message tone="caution">Nenhuma loja disponível para retirada.</Message>
      ) : null}
      <ul className={shared.options}>
        {lojas.map((l) => (
          <li key={l.idloja}>
            <label className={shared.option}>
              <input
                className={shared.radio}
                type="radio"
                name="idloja"
                value={l.idloja}
                checked={idloja === l.idloja}
                onChange={() => escolher(l.idloja)}
              />
              <span className={shared.optionText}>
                <span className={shared.optionTitle}>{l.nome}</span>
                <span className={shared.muted}>{l.descricao_endereco_loja}</span>
                {props.mostrarHorario && l.horario ? <span className={shared.muted}>Horário: {l.horario}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {props.mostrarMapa && lojas.length > 0 ? (
        <MapaLojas lojas={noMapa} escolhida={idloja} onEscolher={escolher} />
      ) : null}
    </fieldset>
  );
}
