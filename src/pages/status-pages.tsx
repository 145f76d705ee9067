/** pt-BR screens: 'Em breve' (later-issue pages), 'Página não encontrada', HTTP 429. */
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { rotas } from '../../engine/model/navigation';
import { $rotaBase } from '../../engine/model/supplier';
import { StatusScreen } from '../app/status-screen';
import * as styles from '../app/app.css';

function VoltarAoInicio() {
  const base = useUnit($rotaBase);
  return (
    <Link to={rotas.home(base)} className={styles.button}>
      Voltar para o início
    </Link>
  );
}

export function EmBrevePage({ titulo }: { titulo: string }) {
  return (
    <StatusScreen
      titulo={`${titulo}: em breve`}
      texto="Esta área da loja ainda está sendo preparada e estará disponível em breve."
      acao={<VoltarAoInicio />}
    />
  );
}

export function NotFoundPage() {
  return (
    <StatusScreen
      titulo="Página não encontrada"
      texto="O endereço que você abriu não existe nesta loja. Confira o link ou volte para o início."
      acao={<VoltarAoInicio />}
    />
  );
}

export function TooManyRequestsPage() {
  return (
    <StatusScreen
      titulo="Muitas solicitações"
      texto="Você fez muitas solicitações em pouco tempo. Aguarde alguns instantes e tente novamente."
      acao={<VoltarAoInicio />}
    />
  );
}
