"""Prints the figures of bench/run next to the budgets of SPEC §7."""
import json
import os
import re
import statistics
import sys
from pathlib import Path

out = Path(sys.argv[1])
times = {}
cpu = {}
for name in ("one", "bulk", "build"):
    for r in json.loads((out / f"{name}.json").read_text())["results"]:
        times[r["command"]] = r["median"]
        cpu[r["command"]] = r["user"] + r["system"]

# The one-query rounds: each command's median over all rounds, and the
# median over rounds of its ratio to the empty program in the same round.
rounds = [
    {r["command"]: r["median"] for r in json.loads(path.read_text())["results"]}
    for path in sorted(out.glob("one-round-*.json"))
]
to_empty = {}
for command in rounds[0]:
    times[command] = statistics.median(r[command] for r in rounds)
    to_empty[command] = statistics.median(r[command] / r["empty Rust program"] for r in rounds)


# The same on standard input, where measured: per round file, the ratio to
# the empty program measured in the same run.
for kind in ("eight", "pairs"):
    stdin_rounds = [
        {r["command"]: r["median"] for r in json.loads(path.read_text())["results"]}
        for path in sorted(out.glob(f"stdin-{kind}-round-*.json"))
    ]
    for command in stdin_rounds[0] if stdin_rounds else []:
        if command == "empty Rust program":
            continue
        times[command] = statistics.median(r[command] for r in stdin_rounds)
        to_empty[command] = statistics.median(r[command] / r["empty Rust program"] for r in stdin_rounds)


def ms(name):
    return times[name] * 1000


rows = []


def row(what, figure, budget, ok):
    rows.append((what, figure, budget, "ok" if ok else "OVER"))


for kind, share in (("Eight", 5), ("Eight II", 20)):
    mine = ms(f"eight: one {kind} query")
    base = ms(f"baseline: one {kind} query")
    row(f"one {kind} query, median", f"{mine:.2f} ms (baseline {base:.1f} ms, 1/{base / mine:.0f}; "
        f"{to_empty[f'eight: one {kind} query']:.2f}x empty program)",
        f"<= 2 ms and <= 1/{share} of baseline", mine <= 2 and mine <= base / share)
mine, base = ms("eight: 1,000,000 Eight boards"), ms("baseline: 1,000,000 Eight boards")
row("1,000,000 Eight boards", f"{mine:.0f} ms (baseline {base:.0f} ms, {mine / base:.2f}x)",
    "<= 1.5x baseline", mine <= 1.5 * base)
mine, base = ms("eight: 100,000 Eight II cases"), ms("baseline: 100,000 Eight II cases")
row("100,000 Eight II cases", f"{mine:.1f} ms (baseline {base:.0f} ms, 1/{base / mine:.1f})",
    "<= 1/5 of baseline", mine <= base / 5)

empty = ms("empty Rust program")
# The default build answers its first queries from the compact tables it
# carries beside the move tables: a one-query run decodes nothing.
for name in ("eight: one Eight query", "eight: one Eight II query",
             "eight: one Eight query on standard input", "eight: one Eight II query on standard input"):
    if name in times:
        row(f"default: {name[len('eight: '):]}", f"{ms(name):.2f} ms ({to_empty[name]:.2f}x empty program)",
            "<= 1.1x empty program", to_empty[name] <= 1.1)
# Every shortest answer of one board: counted, and listed (issue budget:
# within 1.2x an empty program).
for name in ("eight: count of a 31-move board", "eight: solutions of a 31-move board"):
    if name in times:
        row(name[len("eight: "):], f"{ms(name):.2f} ms ({to_empty[name]:.2f}x empty program)",
            "<= 1.2x empty program", to_empty[name] <= 1.2)
counts = {}
if (out / "instructions.txt").exists():
    for line in (out / "instructions.txt").read_text().splitlines():
        what, n = line.rsplit(": ", 1)
        counts[what] = int(n)
    for what, n in counts.items():
        if what == "empty Rust program":
            continue
        ratio = n / counts["empty Rust program"]
        # The one-query budget; every answer of a board has its budget in
        # time (above), its instructions are for reference.
        one_query = what.startswith("eight:") and "31-move" not in what
        budget = "<= 1.3x empty program" if one_query else "(reference)"
        row(f"instructions, {what}", f"{n:,} ({ratio:.2f}x the empty program's {counts['empty Rust program']:,})",
            budget, ratio <= 1.3 or budget == "(reference)")
for name in ("eight: one MTM query", "eight compact: one MTM query"):
    row(name.replace("eight: ", "default: ").replace("eight compact: ", "compact: "),
        f"{ms(name):.2f} ms ({to_empty[name]:.2f}x empty program)", "<= 1.1x empty program",
        to_empty[name] <= 1.1)
for kind in ("Eight", "Eight II"):
    compact = ms(f"eight compact: one {kind} query")
    ratio = to_empty[f"eight compact: one {kind} query"]
    row(f"compact: one {kind} query", f"{compact:.2f} ms ({ratio:.2f}x empty program, {empty:.2f} ms)",
        "<= 1.1x empty program", ratio <= 1.1)
for kind in ("Eight", "Eight II"):
    name = f"eight compact: one {kind} query on standard input"
    if name in times:
        row(f"compact: one {kind} query on standard input",
            f"{ms(name):.2f} ms ({to_empty[name]:.2f}x empty program)", "<= 1.1x empty program",
            to_empty[name] <= 1.1)
# The compact build's budget is a ratio to the default build's time, so
# it is judged side by side (below); hyperfine's figures, one build's runs
# after the other's, are for reference.
for what in ("1,000,000 Eight boards", "100,000 Eight II cases"):
    compact, default = ms(f"eight compact --threads 1: {what}"), ms(f"eight --threads 1: {what}")
    row(f"compact --threads 1: {what} (hyperfine)",
        f"{compact:.1f} ms (default build {default:.1f} ms, {compact / default:.2f}x)", "(reference)", True)

# The static binary of a release beside /bin/true: instructions
# (callgrind) and whole-process time (examples/spawn_time, side by side).
static_names = {
    "solve 23415x768": "one Eight query",
    "solve <": "one Eight query on standard input",
    "solve 564178X23": "one Eight II query",
    "pairs <": "one Eight II query on standard input",
}


def static_name(command):
    program, _, rest = command.partition(" ")
    if program.endswith("/eight-static"):
        for start, name in static_names.items():
            if rest.startswith(start):
                return f"static: {name}"
    if program.endswith("/empty-static"):
        return "empty static Rust program"
    if program.endswith("empty-c"):
        return "empty static C program"
    if program.endswith("target/release/eight"):
        return "default (dynamic): one Eight query"
    return command


static_counts = {}
if (out / "static-instructions.txt").exists():
    for line in (out / "static-instructions.txt").read_text().splitlines():
        what, n = line.rsplit(": ", 1)
        static_counts[what] = int(n)
    true = static_counts["/bin/true"]
    for what, n in static_counts.items():
        if what == "/bin/true":
            continue
        mine = what.startswith("static:")
        row(f"instructions, {what}", f"{n:,} ({n / true:.2f}x /bin/true's {true:,})",
            "<= /bin/true" if mine else "(reference)", n <= true or not mine)
for line in (out / "static-time.txt").read_text().splitlines():
    command, micros, ratio = line.split("\t")
    if command == "/bin/true":
        continue
    what, ratio = static_name(command), float(ratio)
    mine = what.startswith("static:")
    row(f"{what}, whole process (side by side)", f"{float(micros) / 1000:.2f} ms ({ratio:.2f}x /bin/true)",
        "<= 1.05x /bin/true" if mine else "(reference)", ratio <= 1.05 or not mine)

# The programs as linked beside the same programs as installed (the rows
# above time the installed ones), for reference.
installed_side = [line.split("\t") for line in (out / "installed-side.txt").read_text().splitlines()]
for command, micros, ratio in installed_side[1:]:
    program, _, query = command.partition(" ")
    build = "compact" if "compact" in program else "default"
    state = "as installed" if "/installed/" in program else "as linked"
    what = "empty Rust program" if not query else f"{build}: one Eight query"
    row(f"{what}, {state} (side by side)", f"{float(micros) / 1000:.2f} ms ({float(ratio):.2f}x the empty "
        "program as installed)", "(reference)", True)

# Every solvable board on one thread (callgrind, whole process): the
# instructions a board.
BOARDS = 181_440
if (out / "bulk-instructions.txt").exists():
    bulk = dict(line.rsplit(": ", 1) for line in (out / "bulk-instructions.txt").read_text().splitlines())
    default, compact = int(bulk["default"]) / BOARDS, int(bulk["compact"]) / BOARDS
    row("instructions a board, all 181,440 solvable boards, --threads 1", f"{default:,.0f} ({int(bulk['default']):,})",
        "<= 1,000", default <= 1000)
    row("  the same, compact build", f"{compact:,.0f} ({compact / default:.2f}x the default build)",
        "<= 1.5x default build", compact <= 1.5 * default)


def side_by_side(name):
    """Each command's median time (ms) and ratio to the first, from spawn_time."""
    lines = [line.split("\t") for line in (out / name).read_text().splitlines()]
    return [(float(micros) / 1000, float(ratio)) for _, micros, ratio in lines]


cores = os.cpu_count()
(before, _), (one, one_ratio), (many, many_ratio), (compact, compact_ratio) = side_by_side("bulk-side.txt")
row("1,000,000 Eight boards, --threads 1, side by side with d2e6be7",
    f"{one:.1f} ms vs {before:.1f} ms ({one_ratio:.2f}x)", "<= 0.5x", one_ratio <= 0.5)
row(f"1,000,000 Eight boards, {cores} threads vs --threads 1, side by side",
    f"{many:.1f} ms vs {one:.1f} ms ({many_ratio / one_ratio:.2f}x)", "<= 0.55x", many_ratio <= 0.55 * one_ratio)
# Each ratio is to the first command's time in the same round; two of
# them give a ratio between the builds, as for the threads above.
to_default = compact_ratio / one_ratio
row("compact --threads 1: 1,000,000 Eight boards, side by side with the default build",
    f"{compact:.1f} ms vs {one:.1f} ms ({to_default:.2f}x)", "<= 1.75x default build", to_default <= 1.75)
row("default --threads 1: 1,000,000 Eight boards, side by side with the compact build",
    f"{one:.1f} ms ({1 / to_default:.2f}x the compact build)", "<= 0.85x compact build", 1 / to_default <= 0.85)
(stm, _), (mtm, ratio), (mtm_many, mtm_many_ratio) = side_by_side("mtm-side.txt")
row("1,000,000 Eight boards, --metric mtm vs stm, --threads 1, side by side",
    f"{mtm:.1f} ms vs {stm:.1f} ms ({ratio:.2f}x)", "<= 2x", ratio <= 2)
# A reference: one thread makes the goal's multi-tile links (tens of
# milliseconds, on one thread whatever the count) while the others answer
# over the digits, so this run cannot halve.
row(f"1,000,000 Eight boards, --metric mtm, {cores} threads vs --threads 1, side by side",
    f"{mtm_many:.1f} ms vs {mtm:.1f} ms ({mtm_many_ratio / ratio:.2f}x)", "(reference)", True)
(one, _), (many, ratio) = side_by_side("pairs-side.txt")
row(f"100,000 Eight II cases, {cores} threads vs --threads 1, side by side",
    f"{many:.1f} ms vs {one:.1f} ms ({ratio:.2f}x)", "<= 0.55x", ratio <= 0.55)
# The thread that reads and writes, on four threads (callgrind): its share
# of the run's instructions.
share_file = out / "thread-share.txt"
if share_file.exists():
    for line in share_file.read_text().splitlines():
        what, counts = line.rsplit(": ", 1)
        own, total = (int(n) for n in counts.split())
        row(f"{what}, --threads 4: the reading and writing thread's instructions (callgrind)",
            f"{own:,} of {total:,} ({own / total:.1%})", "<= 5%", own <= 0.05 * total)
for what in ("1,000,000 Eight boards", "100,000 Eight II cases"):
    many, one = ms(f"eight: {what}"), ms(f"eight --threads 1: {what}")
    row(f"{what}, {cores} threads vs --threads 1 (hyperfine)", f"{many:.1f} ms vs {one:.1f} ms ({many / one:.2f}x)",
        "(reference)", True)
    ratio = cpu[f"eight: {what}"] / cpu[f"eight --threads 1: {what}"]
    row(f"{what}, CPU time (user + system)", f"{ratio:.2f}x that of --threads 1", "<= 1.1x", ratio <= 1.1)

# Each faster walk beside its storage's general walk (the program built
# without it), on the queries it serves: it must save 5% or more.
walk_names = {"links": "the goal's links", "goal_walk": "the goal's compact walk",
              "two_views": "the compact walk of two frames", "mtm_links": "the goal's multi-tile links"}
for line in (out / "walks.txt").read_text().splitlines():
    name, input_name, with_it, without_it = line.split()
    (_, _), (_, ratio) = side_by_side(f"walk-{name}.txt")
    saved_time = 1 - 1 / ratio
    if with_it != "-":
        saved = 1 - int(with_it) / int(without_it)
        figure = (f"{saved:.1%} of the instructions ({int(with_it):,} vs {int(without_it):,}); "
                  f"{saved_time:.1%} of the time, side by side")
        ok = saved >= 0.05
    else:
        figure, ok = f"{saved_time:.1%} of the time, side by side", saved_time >= 0.05
    row(f"{walk_names[name]}, saved on {input_name}", figure, ">= 5%", ok)

manifest = (out / "manifest.txt").read_text()
blobs = sum(int(n) for n in re.findall(r"^compressed_bytes = (\d+)$", manifest, re.M))
# The compact tables are embedded as they are, beside the move tables.
bits = sum(int(n) for n in re.findall(r"^\[compact-\d\][^\[]*?^raw_bytes = (\d+)$", manifest, re.M | re.S))
row("embedded tables: move tables compressed, compact tables", f"{blobs + bits:,} bytes ({blobs:,} + {bits:,})",
    "<= 262,144 bytes (256 KiB)", blobs + bits <= 256 * 1024)
# The multi-tile metric's tables, read in place beside either storage.
trits = sum(int(n) for n in re.findall(r"^\[mtm-\d\][^\[]*?^raw_bytes = (\d+)$", manifest, re.M | re.S))
row("the multi-tile metric's tables", f"{trits:,} bytes", "<= 61,440 bytes (60 KiB)", trits <= 60 * 1024)
binary = int((out / "binary.txt").read_text())
row("stripped release binary", f"{binary:,} bytes", "<= 1,441,792 bytes (1.375 MiB)", binary <= 1.375 * 1024 * 1024)
binary = int((out / "binary-compact.txt").read_text())
row("stripped release binary, compact-tables", f"{binary:,} bytes", "(reference)", True)
binary = int((out / "binary-static.txt").read_text())
row("static binary (dist/build)", f"{binary:,} bytes", "(reference)", True)
peak = 0
for line in (out / "rss.txt").read_text().splitlines():
    what, kib = line.rsplit(": ", 1)
    if what.startswith("eight"):
        peak = max(peak, int(kib))
    budget = 65536 if "--threads 16" in what else 8192
    row(f"peak RSS, {what}", f"{int(kib):,} KiB",
        f"<= {budget:,} KiB" if what.startswith("eight") else "(reference)",
        int(kib) <= budget or not what.startswith("eight"))
for opt in ("3", "0"):
    t = times[f"build.rs at opt-level {opt}"]
    row(f"build.rs at opt-level {opt}", f"{t:.2f} s", "<= 10 s", t <= 10)

width = [max(len(r[i]) for r in rows) for i in range(4)]
for r in rows:
    print("  ".join(c.ljust(w) for c, w in zip(r, width)))
for line in (out / "decode.txt").read_text().splitlines():
    print(f"  decode {line}")
for line in (out / "manifest.txt").read_text().splitlines():
    if line.startswith("["):
        name = line
    if line.startswith("compressed_bytes"):
        print(f"  {name} {line}")
