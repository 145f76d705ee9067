import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $carrosseis } from '#engine/model/carousel';
import { $fornecedor } from '#engine/model/supplier';
import { aurora, produto } from '#engine/model/testing/fake-api';
import type { Carrossel } from '#engine/model/types';
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
    {
      imagem: '/imagens/banners/a/1-1.svg',
      link: '/aurora/categoria/ofertas',
      titulo: 'Ofertas da semana',
      subtitulo: 'Até 25%',
    },
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

type Props = Partial<{
  tipo: 'BANNER' | 'PRODUTOS';
  autoAvancar: boolean;
  intervaloMs: number;
  idcarrossel: number;
  atrasoCarregamentoMs: number;
  intervaloEntreCarrosseisMs: number;
  mostrarTexto: boolean;
  textoBotao: string;
  posicaoTexto: 'esquerda' | 'centro' | 'direita';
}>;

function tree(props: Props, carrosseis: Carrossel[]) {
  const scope = fork({
    values: [
      [$carrosseis, carrosseis],
      [$fornecedor, aurora],
    ],
  });
  return (
    <Provider value={scope}>
      <MemoryRouter>
        <Carousel id="c" props={carouselProps.parse(props)} />
      </MemoryRouter>
    </Provider>
  );
}

function renderCarousel(props: Props, carrosseis: Carrossel[] = [banner, rail]) {
  render(tree(props, carrosseis));
}

const visibleSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((el) => !el.hidden)
    ?.getAttribute('aria-label');

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
      Array.from(
        screen.getByRole('region', { name: nome }).querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
      )
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

describe('carousel block (BANNER text over the image, issue 11 item 3)', () => {
  const slide = (n: number) => screen.getAllByRole('group', { hidden: true })[n - 1]!;

  it('renders each banner’s title, subtitle and call to action as HTML text on the server, the artwork as decoration', () => {
    const html = renderToString(tree({ tipo: 'BANNER', autoAvancar: false }, [banner]));
    expect(html).toMatch(/<h3[^>]*>Ofertas da semana<\/h3>/);
    expect(html).toMatch(/<p[^>]*>Até 25%<\/p>/);
    expect(html).toMatch(/<a[^>]*href="\/aurora\/categoria\/ofertas"[^>]*>Confira<\/a>/);
    // Hidden slides are in the HTML too (indexable), behind `hidden`.
    expect(html).toContain('Cafés especiais');
    expect(html).toMatch(/<img[^>]*alt=""[^>]*width="1440"/);
    expect(html).not.toMatch(/alt="Ofertas da semana"/);
  });

  it('links the call to action (internal and external), none for a banner without a link', () => {
    renderCarousel({ tipo: 'BANNER', autoAvancar: false, textoBotao: 'Ver agora' });
    expect(within(slide(1)).getByRole('heading', { level: 3, name: 'Ofertas da semana', hidden: true })).toBeTruthy();
    expect(within(slide(1)).getByText('Até 25%')).toBeTruthy();
    expect(within(slide(1)).getByRole('link', { name: 'Ver agora', hidden: true }).getAttribute('href')).toBe(
      '/aurora/categoria/ofertas',
    );
    expect(within(slide(2)).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(slide(2)).getByText('Cafés especiais')).toBeTruthy();
    const externo = within(slide(3)).getByRole('link', { name: 'Ver agora', hidden: true });
    expect(externo.getAttribute('href')).toBe('https://example.com/x');
    expect(externo.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("marks an action link (acao:{idacao}) for the page's click listener (src/app/after-start.ts), with no handler of its own", () => {
    const comAcao: Carrossel = {
      ...banner,
      banners: [{ imagem: '/x.svg', link: 'acao:2', titulo: 'Kit café', subtitulo: null }],
    };
    const scope = fork({ values: [[$carrosseis, [comAcao]]] });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/aurora']}>
          <Carousel
            id="c"
            props={carouselProps.parse({ tipo: 'BANNER', autoAvancar: false, textoBotao: 'Ver agora' })}
          />
        </MemoryRouter>
      </Provider>,
    );
    const botao = screen.getByRole('button', { name: 'Ver agora', hidden: true });
    expect(botao.getAttribute('href')).toBe('#');
    expect(botao.getAttribute('data-acao')).toBe('2');
  });

  it('makes the title the link when the call to action is empty, and drops an unsafe link', () => {
    const inseguro: Carrossel = {
      ...banner,
      banners: [
        { imagem: '/x.svg', link: 'javascript:alert(1)', titulo: 'Perigo', subtitulo: null },
        ...banner.banners,
      ],
    };
    renderCarousel({ tipo: 'BANNER', autoAvancar: false, textoBotao: '  ' }, [inseguro]);
    expect(within(slide(1)).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(slide(1)).getByText('Perigo')).toBeTruthy();
    const titulo = within(slide(2)).getByRole('link', { name: 'Ofertas da semana', hidden: true });
    expect(titulo.closest('h3')).toBeTruthy();
    expect(titulo.getAttribute('href')).toBe('/aurora/categoria/ofertas');
  });

  it('keeps the words for screen readers and search engines, unpainted and without a button, when the text is switched off', () => {
    const visivel = renderToString(tree({ tipo: 'BANNER', autoAvancar: false }, [banner]));
    const oculto = renderToString(tree({ tipo: 'BANNER', autoAvancar: false, mostrarTexto: false }, [banner]));
    expect(oculto).toMatch(/<h3[^>]*><a[^>]*href="\/aurora\/categoria\/ofertas"[^>]*>Ofertas da semana<\/a><\/h3>/);
    expect(oculto).toMatch(/<p[^>]*>Até 25%<\/p>/);
    expect(oculto).not.toContain('>Confira<');
    // Another class on the text's box (not painted) and no scrim over the artwork.
    const classes = (html: string) => new Set(html.match(/class="[^"]*"/g));
    expect([...classes(oculto)].filter((c) => !classes(visivel).has(c)).length).toBeGreaterThan(0);
  });

  it('places the text where the layout says (the box’s data-posicao, read by the CSS)', () => {
    const esquerda = renderToString(tree({ tipo: 'BANNER', autoAvancar: false }, [banner]));
    const direita = renderToString(tree({ tipo: 'BANNER', autoAvancar: false, posicaoTexto: 'direita' }, [banner]));
    expect(esquerda.match(/data-posicao="esquerda"/g)).toHaveLength(3);
    expect(direita.match(/data-posicao="direita"/g)).toHaveLength(3);
    expect(direita.replace(/data-posicao="direita"/g, 'data-posicao="esquerda"')).toBe(esquerda);
  });

  it('changes slide on a horizontal swipe by touch, not on a vertical one or a mouse drag', () => {
    renderCarousel({ tipo: 'BANNER', autoAvancar: false });
    const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    const gesto = (pointerType: string, de: [number, number], para: [number, number]) => {
      fireEvent.pointerDown(viewport, { pointerType, isPrimary: true, pointerId: 1, clientX: de[0], clientY: de[1] });
      fireEvent.pointerUp(viewport, { pointerType, isPrimary: true, pointerId: 1, clientX: para[0], clientY: para[1] });
    };
    gesto('touch', [300, 100], [120, 110]);
    expect(visibleSlide()).toBe('2 de 3: Cafés especiais');
    gesto('touch', [100, 100], [300, 90]);
    expect(visibleSlide()).toBe('1 de 3: Ofertas da semana');
    gesto('touch', [100, 100], [300, 90]);
    expect(visibleSlide()).toBe('3 de 3: Hortifrúti');
    gesto('touch', [200, 50], [170, 250]);
    gesto('touch', [200, 100], [180, 100]);
    gesto('mouse', [300, 100], [50, 100]);
    expect(visibleSlide()).toBe('3 de 3: Hortifrúti');
  });

  it('does not follow the banner’s link at the end of a swipe, only the next tap', () => {
    renderCarousel({ tipo: 'BANNER', autoAvancar: false });
    const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    // A swipe to the right from the first slide shows the last one (an external link: a plain <a>).
    fireEvent.pointerDown(viewport, {
      pointerType: 'touch',
      isPrimary: true,
      pointerId: 3,
      clientX: 100,
      clientY: 100,
    });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', isPrimary: true, pointerId: 3, clientX: 300, clientY: 100 });
    expect(visibleSlide()).toBe('3 de 3: Hortifrúti');
    const cta = within(slide(3)).getByRole('link', { name: 'Confira', hidden: true });
    const seguir = vi.fn((e: Event) => e.preventDefault()); // jsdom does not navigate
    const depoisDoSwipe = new MouseEvent('click', { bubbles: true, cancelable: true });
    cta.dispatchEvent(depoisDoSwipe);
    expect(depoisDoSwipe.defaultPrevented).toBe(true);
    document.addEventListener('click', seguir);
    cta.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', seguir);
    expect(seguir).toHaveBeenCalledTimes(1);
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
