#!/usr/bin/env bash
# Installs what CellGen needs besides Swift: libyaml and its pkg-config file.
set -euo pipefail
if pkg-config --exists yaml-0.1 2>/dev/null; then
    echo "libyaml is already installed"
    exit 0
fi
case "$(uname -s)" in
    Darwin) brew install libyaml pkg-config ;;
    Linux)
        sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        $sudo apt-get update -qq
        $sudo apt-get install -y libyaml-dev pkg-config
        ;;
    *) echo "install libyaml (yaml-0.1) with your package manager" >&2; exit 1 ;;
esac
