/**
 * `/{slug}/painel/cobranca`: the shop's charging settings, 'Cobrança e assinaturas': how far a
 * unit price may rise before a subscription's order is refused (%), and the fine (%) and interest
 * (% a month or a day) of an overdue title's second copy. Its staff see them; 'Salvar' is the
 * admin's (the server refuses anyone else and checks every value, its message shown here). Part
 * of the desk's lazy chunk.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $chargingSettings,
  $chargingSettingsError,
  $chargingSettingsLoading,
  $chargingSettingsMessage,
  $chargingSettingsSaving,
  chargingSettingsShown,
  chargingSettingsSubmitted,
  type ConfiguracoesCobranca as Configuracoes,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { FormField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import * as styles from './painel.css';

/** A typed percentage ('2,5' or '2.5'); anything else goes as NaN (sent as null), for the server to refuse. */
function pct(texto: string): number {
  const limpo = texto.trim().replace(',', '.');
  return limpo === '' ? Number.NaN : Number(limpo);
}

const texto = (n: number) => String(n).replace('.', ',');

function Formulario({ salvas }: { salvas: Configuracoes }) {
  const [salvando, mensagem, base] = useUnit([$chargingSettingsSaving, $chargingSettingsMessage, $rotaBase]);
  const enviar = useUnit(chargingSettingsSubmitted);
  const hydrated = useHydrated();
  const [limite, setLimite] = useState(texto(salvas.limiteAumentoAssinaturaPct));
  const [multa, setMulta] = useState(texto(salvas.multaPct));
  const [juros, setJuros] = useState(texto(salvas.jurosPct));
  const [periodo, setPeriodo] = useState<Configuracoes['jurosPeriodo']>(salvas.jurosPeriodo);
  return (
    <form
      noValidate
      className={pedidos.section}
      data-testid="configuracoes-cobranca"
      onSubmit={(e) => {
        e.preventDefault();
        enviar({
          limiteAumentoAssinaturaPct: pct(limite),
          multaPct: pct(multa),
          jurosPct: pct(juros),
          jurosPeriodo: periodo,
        });
      }}
    >
      <TextField
        label="Aumento máximo de preço nas assinaturas (%)"
        hint="Se o preço de um item subir mais que isso, o pedido da assinatura não é feito e o cliente é avisado."
        name="limiteAumentoAssinaturaPct"
        inputMode="numeric"
        autoComplete="off"
        value={limite}
        onChange={(e) => setLimite(e.currentTarget.value)}
      />
      <TextField
        label="Multa por atraso (%)"
        hint="Sobre o valor do título vencido, de 0 a 100, até duas casas decimais."
        name="multaPct"
        inputMode="decimal"
        autoComplete="off"
        value={multa}
        onChange={(e) => setMulta(e.currentTarget.value)}
      />
      <div className={styles.filtros}>
        <TextField
          label="Juros (%)"
          hint="Proporcionais aos dias de atraso."
          name="jurosPct"
          inputMode="decimal"
          autoComplete="off"
          value={juros}
          onChange={(e) => setJuros(e.currentTarget.value)}
        />
        <FormField
          label="Período dos juros"
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="jurosPeriodo"
              value={periodo}
              onChange={(e) => setPeriodo(e.currentTarget.value === 'dia' ? 'dia' : 'mes')}
            >
              <option value="mes">ao mês</option>
              <option value="dia">ao dia</option>
            </select>
          )}
        />
      </div>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      <p className={styles.acoes}>
        <Button type="submit" disabled={!hydrated || salvando}>
          {salvando ? 'Salvando…' : 'Salvar'}
        </Button>
        <ButtonLink to={`${base}/painel`} variant="secondary">
          Voltar ao painel
        </ButtonLink>
      </p>
    </form>
  );
}

export function ConfiguracoesCobranca() {
  const [salvas, erro, carregando] = useUnit([$chargingSettings, $chargingSettingsError, $chargingSettingsLoading]);
  const mostrar = useUnit(chargingSettingsShown);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Cobrança e assinaturas"
      tituloId="cobranca-titulo"
      introducao="Valem para os próximos pedidos das assinaturas e para as segundas vias dos títulos vencidos. Só o administrador da loja pode alterá-las."
      erro={erro}
      dados={salvas}
      carregando={carregando}
      textoCarregando="Carregando as configurações…"
    >
      {(salvas) => (
        <>
          <Formulario salvas={salvas} />
        </>
      )}
    </DeskScreen>
  );
}
