/**
 * The age-over-18 modal (spec section 2), loaded lazily after hydration when the supplier asks
 * for it and the visitor has not confirmed (src/app/entry-checks.tsx). It cannot be dismissed:
 * the visitor confirms, or declines and sees the blocking message.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $respostaIdade, ageAccepted, ageDeclined, answerCorrected } from '#engine/model/age-check';
import { $fornecedor } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import * as styles from './entry-checks.css';

export const TEXTOS_IDADE = {
  titulo: 'Você tem mais de 18 anos?',
  descricao: (loja: string) =>
    `${loja} vende produtos destinados a maiores de 18 anos. Para continuar, confirme a sua idade.`,
  confirmar: 'Sim, tenho 18 anos ou mais',
  recusar: 'Não, sair',
  bloqueioTitulo: 'Acesso não permitido',
  bloqueio: 'Esta loja é destinada somente a maiores de 18 anos. Não é possível continuar a navegação.',
  corrigir: 'Corrigir minha resposta',
} as const;

export default function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const [resposta, fornecedor, confirmar, recusar, corrigir] = useUnit([
    $respostaIdade,
    $fornecedor,
    ageAccepted,
    ageDeclined,
    answerCorrected,
  ]);
  useEffect(() => {
    if (resposta === 'confirmada') onConfirmed();
  }, [resposta, onConfirmed]);
  if (resposta === 'confirmada') return null;
  const recusada = resposta === 'recusada';
  return (
    <LazyDialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      size="sm"
      title={recusada ? TEXTOS_IDADE.bloqueioTitulo : TEXTOS_IDADE.titulo}
      description={recusada ? TEXTOS_IDADE.bloqueio : TEXTOS_IDADE.descricao(fornecedor?.nome ?? 'Esta loja')}
    >
      <div className={styles.actions}>
        {recusada ? (
          <Button variant="secondary" onClick={() => corrigir()}>
            {TEXTOS_IDADE.corrigir}
          </Button>
        ) : (
          <>
            <Button onClick={() => confirmar()}>{TEXTOS_IDADE.confirmar}</Button>
            <Button variant="secondary" onClick={() => recusar()}>
              {TEXTOS_IDADE.recusar}
            </Button>
          </>
        )}
      </div>
    </LazyDialog>
  );
}
