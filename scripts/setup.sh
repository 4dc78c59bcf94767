#!/usr/bin/env bash
# Installs everything Grundy Lab needs on a fresh Debian 12 machine, skipping what is already there:
#   Debian packages (emscripten, doctest, chromium, a TTF font, cmake/g++, gzip and brotli for the
#   site's precompressed files, CLI11 for the CLI's command line, clang-14 for the sanitizer and
#   fuzz build, pdflatex with TikZ for the exports' test), the Dear ImGui 1.86 sources from Debian's `imgui` source package (into the
#   ignored third_party/ folder), and the npm package playwright-core (into tests/e2e/node_modules).
# Safe to rerun: each step checks first. Needs root (or sudo) only when something is missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
log() { printf '[setup] %s\n' "$*"; }

# --- Debian packages -------------------------------------------------------------------------
# command-or-file to check : package that provides it
need=(
  "/usr/bin/emcc:emscripten"
  "/usr/share/nodejs/acorn:node-acorn"
  "/usr/include/doctest/doctest.h:doctest-dev"
  "/usr/bin/chromium:chromium"
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:fonts-dejavu-core"
  "/usr/bin/cmake:cmake"
  "/usr/bin/make:make"
  "/usr/bin/g++:g++"
  "/usr/bin/python3:python3"
  "/usr/lib/python3/dist-packages/fontTools:python3-fonttools"
  "/usr/bin/dpkg-source:dpkg-dev"
  "/usr/bin/xz:xz-utils"
  "/usr/bin/gzip:gzip"
  "/usr/bin/brotli:brotli"
  "/usr/include/CLI/CLI.hpp:libcli11-dev"
)
# pdflatex with TikZ: the exported TikZ pictures and LaTeX analyses are compiled in a test
# (cli.tikz_compiles). The smallest set: 17 packages, 64 MB to download, 219 MiB installed.
need+=(
  "/usr/bin/pdflatex:texlive-latex-base"
  "/usr/share/texlive/texmf-dist/tex/latex/pgf/frontendlayer/tikz.sty:texlive-pictures"
)
# clang-14 with libFuzzer and the sanitizer runtimes: build-asan/ (tests/fuzz, scripts/fuzz.sh).
need+=(
  "/usr/bin/clang++-14:clang-14"
  "/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a:libclang-rt-14-dev"
)
missing=()
for entry in "${need[@]}"; do
  path="${entry%%:*}"; pkg="${entry##*:}"
  [ -e "$path" ] || missing+=("$pkg")
done
apt_updated=0
apt_update() {
  if [ "$apt_updated" = 0 ]; then
    log "apt-get update"
    $SUDO apt-get update -qq
    apt_updated=1
  fi
}
# npm: the machine's own node/npm if present (Debian's npm would fight a non-Debian nodejs).
command -v npm >/dev/null 2>&1 || missing+=("npm")
if [ "${#missing[@]}" -gt 0 ]; then
  apt_update
  log "installing Debian packages: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  log "Debian packages: all present"
fi

# --- Dear ImGui sources (Debian source package `imgui`, 1.86) ---------------------------------
imgui_dir="$root/third_party/imgui"
if [ -f "$imgui_dir/imgui.cpp" ] && [ -f "$imgui_dir/backends/imgui_impl_glfw.cpp" ]; then
  log "ImGui sources: present in third_party/imgui"
else
  src_list=/etc/apt/sources.list.d/grundylab-src.sources
  if ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list.d/ /etc/apt/sources.list 2>/dev/null; then
    log "adding a deb-src entry for bookworm main"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      | $SUDO tee "$src_list" >/dev/null
    apt_updated=0
  fi
  apt_update
  dl="$root/third_party/download"
  mkdir -p "$dl"
  # The code is written against ImGui 1.86 (bookworm's version).
  ( cd "$dl" && apt-get source --download-only "imgui=1.86+ds-1" >/dev/null 2>&1 ) \
    || ( cd "$dl" && apt-get source --download-only imgui >/dev/null )
  orig=$(ls "$dl"/imgui_*.orig.tar.* | head -n 1)
  log "unpacking $(basename "$orig")"
  rm -rf "$imgui_dir" && mkdir -p "$imgui_dir"
  tar -xf "$orig" -C "$imgui_dir" --strip-components=1
  [ -f "$imgui_dir/imgui.cpp" ] || { echo "imgui.cpp not found after unpacking $orig" >&2; exit 1; }
fi

# --- npm: playwright-core (drives Debian's chromium; never downloads a browser) ----------------
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "[setup] node $(node --version 2>/dev/null) is too old: playwright-core 1.65 and the tests need node >= 20" >&2
  exit 1
fi
if [ -d "$root/tests/e2e/node_modules/playwright-core" ]; then
  log "npm playwright-core: present"
else
  log "npm install (tests/e2e)"
  ( cd "$root/tests/e2e" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --silent )
fi
log "done"
