/** Lets code outside React (the 429 middleware) navigate with the router once it is mounted. */
let navigateImpl: (path: string) => void = (path) => window.location.assign(path);

export function setNavigate(fn: (path: string) => void): void {
  navigateImpl = fn;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}
