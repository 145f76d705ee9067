/** Catches a page that failed to render or to load (after the one reload): a pt-BR message, never a blank page. */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { StatusScreen } from '#ui/status-screen';
import * as styles from './app.css';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the location) clears the error. */
  resetKey: string;
}

interface State {
  failedKey: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[rota] a página falhou', error, info.componentStack);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '__pending__' || failedKey === this.props.resetKey)) {
      return (
        <StatusScreen
          titulo="Não foi possível carregar esta página"
          texto="Verifique sua conexão e tente novamente."
          acao={
            <button type="button" className={styles.button} onClick={() => window.location.reload()}>
              Recarregar a página
            </button>
          }
        />
      );
    }
    return this.props.children;
  }
}
