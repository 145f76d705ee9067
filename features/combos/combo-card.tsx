/**
 * A promotional combo as the combos page, the combo page and the home's strip show it: its name,
 * its condition (payment method, dates), its items, its price, the normal price and the saving,
 * and 'Adicionar combo' (issue 29). Prices the server hides (a visitor at a shop that hides them)
 * are not shown.
 */
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { $storefrontConfig } from '#engine/model/app';
import { comboAddClicked, type ComboPromocional } from '#engine/model/combos';
import { $rotaBase } from '#engine/model/supplier';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { stripHtml } from '#engine/rules/names';
import { formatQuantity, quantityOptionsOf } from '#engine/rules/quantity';
import { pageLink } from '#schemas/page-types';
import { Button } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import * as styles from './combos.css';

const reais = (valor: number) => formatBRL(toCentavos(valor));

function dataBr(dia: string): string {
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a}`;
}

/** The combo's conditions in one line: the payment method, the delivery type, the last day. */
export function comboCondicoes(combo: ComboPromocional): string {
  const partes = [combo.formaPagamento ? `Pagando com ${combo.formaPagamento}` : 'Em qualquer forma de pagamento'];
  if (combo.tipoEntrega === 'DELIVERY') partes.push('para entrega');
  if (combo.tipoEntrega === 'RETIRADA') partes.push('para retirada');
  if (combo.fim) partes.push(`até ${dataBr(combo.fim)}`);
  return partes.join(', ');
}

export function ComboCard({
  combo,
  headingLevel = 2,
  mostrarItens = true,
}: {
  combo: ComboPromocional;
  headingLevel?: 2 | 3;
  mostrarItens?: boolean;
}) {
  const [base, config, adicionar] = useUnit([$rotaBase, $storefrontConfig, comboAddClicked]);
  const hidratado = useHydrated();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = pageLink(base, 'combo', String(combo.idcombopromocional_cabecalho));
  return (
    <li className={styles.card} data-testid="combo-card">
      <Heading className={styles.title}>
        <Link to={link} className={styles.titleLink}>
          {combo.nome}
        </Link>
      </Heading>
      <span className={styles.badge}>{comboCondicoes(combo)}</span>
      {combo.descricao ? <p className={styles.muted}>{combo.descricao}</p> : null}
      {mostrarItens ? (
        <ul className={styles.items} aria-label={`Produtos do ${combo.nome}`}>
          {combo.itens.map((i) => (
            <li key={i.produto.id} className={styles.item}>
              <img
                className={styles.image}
                src={withImageBase(withImageSize(i.produto.imagem, 150), config.imageBaseUrl)}
                alt=""
                width={48}
                height={48}
              />
              <span>
                {formatQuantity(i.quantidade, quantityOptionsOf(i.produto))} {stripHtml(i.produto.nome)}
              </span>
              <span>{i.precoUnitario === null ? '' : `${reais(i.precoUnitario)} / ${i.produto.unidade}`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          {combo.itens
            .map((i) => `${formatQuantity(i.quantidade, quantityOptionsOf(i.produto))} ${stripHtml(i.produto.nome)}`)
            .join(' + ')}
        </p>
      )}
      {combo.preco !== null ? (
        <p className={styles.prices}>
          <span className={styles.price} data-testid="combo-preco">
            {reais(combo.preco)}
          </span>
          {combo.precoNormal !== null && combo.precoNormal > combo.preco ? (
            <span className={styles.old}>{reais(combo.precoNormal)}</span>
          ) : null}
          {combo.economia ? (
            <span className={styles.saving} data-testid="combo-economia">
              Economize {reais(combo.economia)}
            </span>
          ) : null}
        </p>
      ) : (
        <p className={styles.muted}>Entre para ver o preço do combo.</p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => adicionar(combo)} disabled={!hidratado} aria-label={`Adicionar combo ${combo.nome}`}>
          Adicionar combo
        </Button>
      </div>
    </li>
  );
}
