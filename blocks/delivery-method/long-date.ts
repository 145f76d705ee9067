/** 'AAAA-MM-DD' → 'terça-feira, 25/11/2026' (the delivery options' dates). */
export function longDate(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return data;
  return d.toLocaleDateString('pt-BR', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
