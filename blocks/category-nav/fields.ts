import { defineFields } from '../../engine/layout/define-block';
import { categoryNavProps } from './schema';

export const categoryNavFields = defineFields(categoryNavProps, {
  titulo: { control: 'text', label: 'Título', help: 'Opcional; também nomeia a navegação para leitores de tela.' },
  mostrarSubcategorias: { control: 'boolean', label: 'Mostrar subcategorias', help: 'Uma segunda linha com as subcategorias da categoria aberta.' },
});
