#!/usr/bin/env bash
# Lines of source (.ts .tsx .js .mjs) per top-level folder of packages/site and of
# packages/site-server (its rows prefixed `site-server/`), tests counted apart, in the working tree
# or at a git revision: `bash tooling/scripts/site-lines.sh [revision]`.
# Tracked and new files only; build output and dependencies are never tracked.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
revision="${1:-}"
pathspec=(-- 'packages/site/*.ts' 'packages/site/*.tsx' 'packages/site/*.js' 'packages/site/*.mjs'
  'packages/site-server/*.ts' 'packages/site-server/*.js')

if [[ -n "$revision" ]]; then
  # `<revision>:<path>:<lines>` for each file at that revision.
  counts=$(git grep -I -c '' "$revision" "${pathspec[@]}" | sed "s|^$revision:||")
else
  counts=$(git grep -I -c --untracked '' "${pathspec[@]}")
fi

awk -F: -v at="${revision:-the working tree}" '
  {
    path = $1; lines = $2
    server = sub("^packages/site-server/", "", path)
    sub("^packages/site/", "", path)
    n = split(path, parts, "/")
    folder = n > 1 ? parts[1] "/" : "(package root)"
    if (server) folder = "site-server/" (n > 1 ? parts[1] "/" : "")
    if (server && parts[1] == "src" && parts[2] == "contract" && n > 2) folder = "site-server/src/contract/"
    if (folder == "app/" && parts[2] == "server" && n > 2) folder = "app/server/"
    test = path ~ /\.(test|spec)\.(ts|tsx)$/ || path ~ /\/testing\//
    total[folder] += lines; files[folder] += 1
    if (test) tests[folder] += lines
    all += lines; alltests += test ? lines : 0
  }
  END {
    printf "packages/site and packages/site-server source lines at %s (app/server/ counted apart from the rest of app/)\n", at
    printf "%-26s %6s %8s %8s\n", "folder", "files", "lines", "tests"
    for (f in total) printf "%-26s %6d %8d %8d\n", f, files[f], total[f], tests[f] | "sort"
    close("sort")
    printf "%-26s %6s %8d %8d\n", "total", "", all, alltests
  }
' <<<"$counts"
