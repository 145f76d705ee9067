/** The port of a Host header value ('localhost:3000' → 3000, '[::1]:8080' → 8080, 'loja.com' → null). */
export function portaDoHost(host: string): number | null {
  const match = /:(\d{1,5})$/.exec(host);
  if (!match) return null;
  const porta = Number(match[1]);
  return porta > 0 && porta <= 65_535 ? porta : null;
}
