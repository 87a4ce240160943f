"""Labels a large array of boards with each board's distance to the goal on
a Dask cluster: the array is cut into blocks of rows, and each worker runs
eight_solver.distances on its blocks.

    python dask_distances.py                        # a LocalCluster of 2 worker processes
    python dask_distances.py --boards 50000000      # more boards
    python dask_distances.py --scheduler tcp://scheduler:8786
    python dask_distances.py --check                # and compare with one process

Nothing but the boards and their labels travels: the tables are inside the
wheel every worker has installed, a call keeps no state between blocks,
and the GIL is released while a block is answered. A block of 65,536 rows
or more makes the target's answers once in each worker process and reads
them after (python/README.md, "Answers over arrays").

Needs dask[distributed] and numpy, which the package itself does not.
"""

from __future__ import annotations

import argparse
import time

import dask.array as da
import numpy as np
from dask import delayed
from dask.distributed import Client, LocalCluster

import eight_solver

ROWS_A_BLOCK = 1 << 18


def random_boards(count: int, seed: int) -> da.Array:
    """`count` boards of shape (count, 9), uint8, every cell order equally
    likely (half of them cannot reach the goal), made block by block on
    the workers: no block is sent, only its seed."""
    starts = range(0, count, ROWS_A_BLOCK)

    def block(start: int) -> np.ndarray:
        rows = min(ROWS_A_BLOCK, count - start)
        rng = np.random.default_rng([seed, start])
        cells = np.tile(np.arange(9, dtype=np.uint8), (rows, 1))
        return rng.permuted(cells, axis=1)

    blocks = [
        da.from_delayed(
            delayed(block)(start),
            shape=(min(ROWS_A_BLOCK, count - start), 9),
            dtype=np.uint8,
        )
        for start in starts
    ]
    return da.concatenate(blocks, axis=0)


def distances_of(block: np.ndarray) -> np.ndarray:
    """One block's labels: int8, -1 for a board that cannot reach the goal."""
    return np.asarray(eight_solver.distances(block))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=4_000_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--scheduler", help="a running cluster's address; by default a LocalCluster here")
    parser.add_argument("--workers", type=int, default=2, help="the LocalCluster's worker processes")
    parser.add_argument("--check", action="store_true", help="compare with the same labels in this process")
    options = parser.parse_args()

    if options.scheduler:
        client = Client(options.scheduler)
    else:
        cluster = LocalCluster(n_workers=options.workers, threads_per_worker=1, processes=True)
        client = Client(cluster)
    with client:
        boards = random_boards(options.boards, options.seed)
        labels = boards.map_blocks(distances_of, drop_axis=1, dtype=np.int8)
        started = time.perf_counter()
        found = labels.compute()
        took = time.perf_counter() - started
        workers = len(client.scheduler_info()["workers"])
        print(f"{len(found):,} boards on {workers} workers: {took:.2f} s; "
              f"distance counts {np.bincount(found[found >= 0]).tolist()}, "
              f"{int((found < 0).sum()):,} cannot reach the goal")
        if options.check:
            here = distances_of(boards.compute())
            if not np.array_equal(found, here):
                raise SystemExit("the cluster's labels differ from this process's")
            print("the same labels as one process")


if __name__ == "__main__":
    main()
