import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $carrosseis } from '../../engine/model/carousel';
import { $fornecedor } from '../../engine/model/supplier';
import { aurora, produto } from '../../engine/model/testing/fake-api';
import type { Carrossel } from '../../engine/model/types';
import { Carousel } from './carousel';
import { carouselProps } from './schema';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const banner: Carrossel = {
  idcarrossel: 1,
  titulo: 'Destaques',
  tipo: 'BANNER',
  ordem: 1,
  produtos: [],
  banners: [
    { imagem: '/imagens/banners/a/1-1.svg', link: '/aurora/categoria/ofertas', titulo: 'Ofertas da semana', subtitulo: 'Até 25%' },
    { imagem: '/imagens/banners/a/1-2.svg', link: null, titulo: 'Cafés especiais', subtitulo: null },
    { imagem: '/imagens/banners/a/1-3.svg', link: 'https://example.com/x', titulo: 'Hortifrúti', subtitulo: null },
  ],
};
const rail: Carrossel = {
  idcarrossel: 2,
  titulo: 'Ofertas da semana',
  tipo: 'PRODUTOS',
  ordem: 2,
  banners: [],
  produtos: [produto(1, { nome: 'Café' }), produto(2, { nome: 'Chá' })],
};

type Props = Partial<{ tipo: 'BANNER' | 'PRODUTOS'; autoAvancar: boolean; intervaloMs: number; idcarrossel: number; atrasoCarregamentoMs: number; intervaloEntreCarrosseisMs: number }>;

function renderCarousel(props: Props, carrosseis: Carrossel[] = [banner, rail]) {
  const scope = fork({ values: [[$carrosseis, carrosseis], [$fornecedor, aurora]] });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <Carousel id="c" props={carouselProps.parse(props)} />
      </MemoryRouter>
    </Provider>,
  );
}

const visibleSlide = () => screen.getAllByRole('group', { hidden: true }).find((el) => !el.hidden)?.getAttribute('aria-label');

describe('carousel block (BANNER)', () => {
  it('shows one slide at a time with prev/next buttons and dots', () => {
    renderCarousel({ tipo: 'BANNER', autoAvancar: false });
    expect(screen.getByRole('region', { name: 'Destaques' }).getAttribute('aria-roledescription')).toBe('carrossel');
    expect(visibleSlide()).toBe('1 de 3: Ofertas da semana');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(visibleSlide()).toBe('2 de 3: Cafés especiais');
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(visibleSlide()).toBe('3 de 3: Hortifrúti');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 2' }));
    expect(visibleSlide()).toBe('2 de 3: Cafés especiais');
    expect(screen.getByRole('button', { name: 'Ir para o slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('button', { name: /Pausar/ })).toBeNull();
    const first = screen.getByRole('img', { name: 'Ofertas da semana', hidden: true });
    expect(first.getAttribute('width')).toBe('1440');
    expect(first.closest('a')?.getAttribute('href')).toBe('/aurora/categoria/ofertas');
  });

  it('advances automatically and stops when paused', () => {
    vi.useFakeTimers();
    renderCarousel({ tipo: 'BANNER', autoAvancar: true, intervaloMs: 3000, atrasoCarregamentoMs: 0 });
    expect(visibleSlide()).toBe('1 de 3: Ofertas da semana');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(visibleSlide()).toBe('2 de 3: Cafés especiais');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    // The pause button took focus (which also pauses); blur it to prove the toggle alone holds.
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      vi.advanceTimersByTime(9000);
    });
    expect(visibleSlide()).toBe('2 de 3: Cafés especiais');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar carrossel' }));
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Destaques' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(visibleSlide()).toBe('3 de 3: Hortifrúti');
  });

  it('starts after the load delay, each further carousel of the block the interval later (spec section 9)', () => {
    vi.useFakeTimers();
    const segundo: Carrossel = { ...banner, idcarrossel: 5, titulo: 'Mais destaques', ordem: 3 };
    renderCarousel({ tipo: 'BANNER', autoAvancar: true, intervaloMs: 3000 }, [banner, segundo]);
    const visivel = (nome: string) =>
      Array.from(screen.getByRole('region', { name: nome }).querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
        .find((el) => !el.hidden)
        ?.getAttribute('aria-label');
    // Defaults: 10 ms before the first starts, 1000 ms between carousels.
    act(() => {
      vi.advanceTimersByTime(3009);
    });
    expect(visivel('Destaques')).toBe('1 de 3: Ofertas da semana');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visivel('Destaques')).toBe('2 de 3: Cafés especiais');
    expect(visivel('Mais destaques')).toBe('1 de 3: Ofertas da semana');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(visivel('Mais destaques')).toBe('2 de 3: Cafés especiais');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    renderCarousel({ tipo: 'BANNER', autoAvancar: true, intervaloMs: 3000 });
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Destaques' }));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(visibleSlide()).toBe('1 de 3: Ofertas da semana');
  });
});

describe('carousel block (PRODUTOS)', () => {
  it('renders a product rail with its title and cards', () => {
    renderCarousel({ tipo: 'PRODUTOS' });
    expect(screen.getByRole('heading', { name: 'Ofertas da semana' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Café', 'Chá']);
    expect(screen.getByRole('button', { name: 'Mais produtos de Ofertas da semana' })).toBeTruthy();
  });

  it('renders nothing for a carousel id that does not exist', () => {
    renderCarousel({ tipo: 'PRODUTOS', idcarrossel: 99 });
    expect(screen.queryByRole('article')).toBeNull();
  });
});
