/** Host names as the suppliers' domains are stored: lower case, no port, no trailing dot. */
export function normalizarDominio(host: string | undefined | null): string | undefined {
  if (!host) return undefined;
  let value = host.trim().toLowerCase();
  if (value === '') return undefined;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    value = end > 0 ? value.slice(0, end + 1) : value;
  } else {
    const colon = value.indexOf(':');
    if (colon >= 0) value = value.slice(0, colon);
  }
  value = value.replace(/\.+$/, '');
  return value === '' ? undefined : value;
}
