#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e tests when it is missing (browser downloads are not possible here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Chromium not found: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
