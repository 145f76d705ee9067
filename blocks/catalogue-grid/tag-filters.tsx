/**
 * The filter panel's content (lazily loaded when the shopper opens 'Filtrar'): the tags and filter
 * groups of the list on screen, as checkboxes with their counts, and 'Limpar filtros'.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  $carregandoTags,
  $erroTags,
  $filtrosSelecionados,
  $tagsDisponiveis,
  filterPanelOpened,
} from '#engine/model/tag-filter';
import { $filtro } from '#engine/model/catalogue';
import { $rota } from '#engine/model/navigation';
import type { ListAddress } from '#engine/rules/list-address';
import { toggled } from '#engine/rules/list-address-write';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import * as styles from './catalogue-grid.css';
import { changeListAddress } from './change-list-address';

function Opcao({
  nome,
  quantidade,
  marcado,
  onChange,
}: {
  nome: string;
  quantidade: number;
  marcado: boolean;
  onChange: () => void;
}) {
  return (
    <label className={styles.filterOption}>
      <input type="checkbox" checked={marcado} onChange={onChange} />
      <span>
        {nome} <span className={styles.filterCount}>({quantidade.toLocaleString('pt-BR')})</span>
      </span>
    </label>
  );
}

export default function TagFilters() {
  const [lista, carregando, erro, selecionados] = useUnit([
    $tagsDisponiveis,
    $carregandoTags,
    $erroTags,
    $filtrosSelecionados,
  ]);
  const onOpen = useUnit(filterPanelOpened);
  // Each choice is a new address of the list (the back button takes it back).
  const navigate = useNavigate();
  const [filtro, rota] = useUnit([$filtro, $rota]);
  const irPara = (mudanca: Partial<ListAddress>) => changeListAddress(navigate, rota, filtro, mudanca);
  const onTag = (tag: string) => irPara({ tags: toggled(selecionados.tags, tag) });
  const onAgrupador = (valor: string) => irPara({ agrupadores: toggled(selecionados.agrupadores, valor) });
  const onClear = () => irPara({ tags: [], agrupadores: [] });
  useEffect(() => onOpen(), [onOpen]);
  const escolhidos = selecionados.tags.length + selecionados.agrupadores.length;

  if (erro)
    return (
      <Message role="alert" tone="critical">
        {erro}
      </Message>
    );
  if (!lista)
    return (
      <p className={styles.status} role="status">
        {carregando ? 'Carregando filtros…' : null}
      </p>
    );
  if (lista.tags.length === 0 && lista.agrupadores.length === 0)
    return <p className={styles.status}>Nenhum filtro para estes produtos.</p>;

  return (
    <div className={styles.filterBody} aria-busy={carregando}>
      {lista.tags.length > 0 ? (
        <fieldset className={styles.filterGroup}>
          <legend className={styles.filterLegend}>Características</legend>
          {lista.tags.map((t) => (
            <Opcao
              key={t.tag}
              nome={t.nome}
              quantidade={t.quantidade}
              marcado={selecionados.tags.includes(t.tag)}
              onChange={() => onTag(t.tag)}
            />
          ))}
        </fieldset>
      ) : null}
      {lista.agrupadores.map((g) => (
        <fieldset key={g.grupo} className={styles.filterGroup}>
          <legend className={styles.filterLegend}>{g.nome}</legend>
          <div className={styles.filterValues}>
            {g.valores.map((v) => (
              <Opcao
                key={v.agrupador}
                nome={v.nome}
                quantidade={v.quantidade}
                marcado={selecionados.agrupadores.includes(v.agrupador)}
                onChange={() => onAgrupador(v.agrupador)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onClear()} disabled={escolhidos === 0}>
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
