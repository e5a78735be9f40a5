#!/bin/sh
# What `npm start` runs: the built server (decision 0035) with glibc's allocator tuned for a
# long-running server (decisions 0045 and 0046). Blocks of 4 KiB and more (a render's buffers, kept
# pages) get their own mappings and go back to the system when freed, instead of leaving holes in
# the main heap that it can never give back; two allocation arenas instead of one per thread. Other
# C libraries ignore the variable. Large mappings may use transparent huge pages (hugetlb=1): each
# password hash takes a fresh 19 MiB block, and faulting it in 4 KiB pages cost half as much again as
# the hash itself (decision 0049).
cd "$(dirname "$0")/.." || exit 1
# Password hashes take one libuv pool thread each, up to one per core (core/passwords.ts, decision
# 0049): a pool of twice the cores (at least libuv's 4) leaves as many threads for reading files.
cores=$(nproc 2>/dev/null || echo 2)
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-$(( cores * 2 > 4 ? cores * 2 : 4 ))}"
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.mmap_threshold=4096:glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1}"
exec node dist/server.mjs "$@"
