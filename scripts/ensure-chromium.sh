#!/usr/bin/env bash
# Makes sure Chromium is there for the browser tests (playwright-core drives Debian's chromium;
# no browser download). Quiet and idempotent when it is present. When it is missing, installs
# Debian's `chromium` package with apt-get as root (or through sudo when it needs no password);
# otherwise stops with a message saying how to install it.
set -euo pipefail

browser="${CHROME_PATH:-/usr/bin/chromium}"

if [ -x "$browser" ]; then
  exit 0
fi

if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH não é um executável. / CHROME_PATH=$CHROME_PATH is not an executable." >&2
  echo "Corrija CHROME_PATH ou remova-o para usar /usr/bin/chromium. / Fix CHROME_PATH or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

install_with() {
  echo "Chromium não encontrado em $browser; instalando o pacote Debian 'chromium'… / Chromium not found at $browser; installing Debian's 'chromium' package…" >&2
  "$@" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "$@" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    install_with
  elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    install_with sudo -n
  fi
fi

if [ -x "$browser" ]; then
  echo "Chromium instalado em $browser. / Chromium installed at $browser." >&2
  exit 0
fi

cat >&2 <<EOF
Os testes de navegador precisam do Chromium do Debian, que não foi encontrado em $browser.
Instale-o com:  sudo apt-get install chromium
(ou aponte CHROME_PATH para um Chromium/Chrome já instalado) e rode 'npm test' de novo.

The browser tests need Debian's Chromium, which was not found at $browser.
Install it with:  sudo apt-get install chromium
(or point CHROME_PATH at an installed Chromium/Chrome) and run 'npm test' again.
EOF
exit 1
