/** pt-BR screens: 'Em breve' (later-issue pages), 'Página não encontrada', HTTP 429, and the login-token error (./login-token-error-page). */
import { useUnit } from 'effector-react';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { ButtonLink } from '#ui/button';
import { StatusScreen } from '#ui/status-screen';

function VoltarAoInicio() {
  const base = useUnit($rotaBase);
  return <ButtonLink to={rotas.home(base)}>Voltar para o início</ButtonLink>;
}

export function EmBrevePage({ titulo }: { titulo: string }) {
  return (
    <StatusScreen
      titulo={`${titulo}: em breve`}
      texto="Esta área da loja ainda está sendo preparada e estará disponível em breve."
      tom="info"
      acao={<VoltarAoInicio />}
    />
  );
}

export function NotFoundPage() {
  return (
    <StatusScreen
      titulo="Página não encontrada"
      texto="O endereço que você abriu não existe nesta loja. Confira o link ou volte para o início."
      tom="neutral"
      acao={<VoltarAoInicio />}
    />
  );
}

export function TooManyRequestsPage() {
  return (
    <StatusScreen
      titulo="Muitas solicitações"
      texto="Você fez muitas solicitações em pouco tempo. Aguarde alguns instantes e tente novamente."
      tom="caution"
      acao={<VoltarAoInicio />}
    />
  );
}

export { default as LoginTokenErrorPage } from './login-token-error-page';
