/**
 * The floor page of `npm run bench:lighthouse`: the same stack as the storefront (React 19,
 * react-router, effector with effector-react) and nothing else — no API, no theme, no server
 * rendering. Built by Vite and served by a bare Fastify static server in the same run, so the
 * storefront's figures can be read against what the stack alone costs on this machine.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';

const clicked = createEvent();
const $count = createStore(0).on(clicked, (n) => n + 1);

function Page({ title }: { title: string }) {
  const [count, click] = useUnit([$count, clicked]);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>{title}</h1>
      <p>Uma página mínima da mesma pilha da loja, sem chamadas à API.</p>
      <p>
        <button type="button" onClick={click} style={{ minHeight: 48, minWidth: 48 }}>
          Cliques: {count}
        </button>
      </p>
      <nav>
        <Link to="/" style={{ display: 'inline-block', padding: 12 }}>
          Início
        </Link>{' '}
        <Link to="/outra" style={{ display: 'inline-block', padding: 12 }}>
          Outra página
        </Link>
      </nav>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Page title="Piso do benchmark" /> },
  { path: '/outra', element: <Page title="Outra página" /> },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
