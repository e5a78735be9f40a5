#!/bin/sh
# What `npm start` runs: the built server (decision 0035) with glibc's allocator tuned for a
# long-running server (decisions 0045, 0046, 0106 and 0115). Blocks of 4 MiB and more (each password hash
# takes a fresh 19 MiB block) get their own mappings and go back to the system when freed; smaller
# ones come from the heap, which is trimmed from 128 KiB free at its top, and there are two allocation
# arenas instead of one per thread. A fixed threshold keeps glibc from raising it after the first hash.
# At 4 KiB (decision 0046) every render's buffers and brotli's tables were mappings of their own,
# made, faulted in and unmapped each time: a fifth of a page render's CPU (decision 0106). Other C
# libraries ignore the variable. No transparent huge pages (hugetlb=1 until decision 0115): the kernel
# filled the holes the quiet-time trim left in the heap (decision 0113) back in with huge pages.
cd "$(dirname "$0")/.." || exit 1
# Password hashes take one libuv pool thread each, up to one per core (core/passwords.ts, decision
# 0049): a pool of twice the cores (at least libuv's 4) leaves as many threads for reading files.
cores=$(nproc 2>/dev/null || echo 2)
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-$(( cores * 2 > 4 ? cores * 2 : 4 ))}"
export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.mmap_threshold=4194304:glibc.malloc.arena_max=2}"
exec node dist/server.mjs "$@"
