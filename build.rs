//! Generates the tables of both storages: every breadth-first search of the
//! project runs here, once, at build time. Writes to `OUT_DIR` one
//! compressed blob per move table (`src/tables/compressed/mod.rs` embeds
//! them), one file of distance bits per compact table
//! (`src/tables/compact/mod.rs`), one file of distances mod 3 per table of
//! the multi-tile metric (`src/tables/multi_tile/mod.rs`), and the manifest
//! of them all; and tells the crate which storage to embed (`cfg(storage =
//! ...)`).
//!
//! Board geometry, ranking, the table formats and the manifest text come
//! from the core crate (`core/`), which the library reads the tables with,
//! so the build and the library cannot disagree about them.

use std::path::Path;

use eight_core::board;
use eight_core::layout::Layout;
use eight_core::manifest::{self, TableFacts};
use eight_core::move_table::{self, FORMAT_VERSION, Table, TableBlob};
use eight_core::rank::{self, Cursor, TABLE_LEN};
use eight_core::rules::{MultiTile, Rules, SingleTile};
use eight_core::table_id::TableId;
use eight_core::{codec, distance_bits, distance_trits, tile_rank};

const UNSEEN: u8 = u8::MAX;

/// Breadth-first search from `root` over ranks, expanding the metric's
/// moves in the order of their letters (`R::ALL`: d, l, r, u, or d, dd,
/// l, ll, ...) from a first-in first-out queue. Calls `first_reached(rank,
/// move)` the first time a board is reached, which is by the last move of
/// its shortest, then smallest, path from the root. Returns every board's
/// distance from the root.
fn breadth_first<R: Rules>(
    root: &board::Board,
    mut first_reached: impl FnMut(u32, R::Step),
) -> Vec<u8> {
    let mut distance = vec![UNSEEN; TABLE_LEN as usize];
    let Some(root) = Cursor::new(root) else {
        panic!("the root of a table must be an even board");
    };
    distance[root.rank() as usize] = 0;
    let mut queue: Vec<u32> = Vec::with_capacity(TABLE_LEN as usize);
    queue.push(root.rank());
    let mut head = 0;
    while let Some(&rank) = queue.get(head) {
        head += 1;
        let Some(here) = Cursor::from_rank(rank) else {
            continue;
        };
        let next_distance = distance[rank as usize] + 1;
        for &step in R::ALL {
            let mut there = here;
            if R::step_rank(step, &mut there) && distance[there.rank() as usize] == UNSEEN {
                distance[there.rank() as usize] = next_distance;
                first_reached(there.rank(), step);
                queue.push(there.rank());
            }
        }
    }
    distance
}

/// Pass 1: for every board, the smallest letter that brings it one step
/// closer to the goal.
fn goal_table() -> (Table, Vec<u8>) {
    let distance = breadth_first::<SingleTile>(&board::Board::GOAL, |_, _| {});
    let mut table = Table::zeroed();
    for rank in 0..TABLE_LEN {
        let Some(here) = Cursor::from_rank(rank) else {
            continue;
        };
        let d = distance[rank as usize];
        if d == 0 || d == UNSEEN {
            continue;
        }
        let best = SingleTile::ALL.iter().copied().find(|&mv| {
            let mut there = here;
            SingleTile::step_rank(mv, &mut there) && distance[there.rank() as usize] == d - 1
        });
        if let Some(mv) = best {
            table.set(rank, mv);
        }
    }
    (table, distance)
}

/// Pass 2: from a canonical start, the move that first reached each board.
fn start_table(blank: u8) -> (Table, Vec<u8>) {
    let mut table = Table::zeroed();
    let root = TableId::Start(blank).root();
    let distance = breadth_first::<SingleTile>(&root, |rank, mv| table.set(rank, mv));
    (table, distance)
}

/// The compact storage: from a canonical start, bit 1 of the distance of
/// every board its layout stores (the others are read as their images).
fn distance_bits_table(id: TableId) -> (Vec<u8>, Vec<u8>) {
    let layout = Layout::of(id.root_blank());
    stored_table::<SingleTile>(id, layout.bytes_len(), |bits, index, d| {
        distance_bits::set_bit(bits, index, distance_bits::bit_of(d));
    })
}

/// The multi-tile metric's table: from a canonical start, the distance mod
/// 3 of every board its layout stores, five to a byte.
fn distance_trits_table(id: TableId) -> (Vec<u8>, Vec<u8>) {
    let layout = Layout::of(id.root_blank());
    stored_table::<MultiTile>(id, distance_trits::bytes_len(layout), |trits, index, d| {
        distance_trits::set_digit(trits, index, distance_trits::digit_of(d));
    })
}

/// A table of `len` bytes in which `store` writes what it keeps of the
/// distance (in the metric of `R`) of every board
/// the layout of `id`'s root stores, at the board's index; with every
/// even board's distance, by rank.
fn stored_table<R: Rules>(
    id: TableId,
    len: usize,
    store: impl Fn(&mut [u8], u32, u8),
) -> (Vec<u8>, Vec<u8>) {
    let distance = breadth_first::<R>(&id.root(), |_, _| {});
    let layout = Layout::of(id.root_blank());
    let mut table = vec![0; len];
    for index in 0..layout.entries() {
        let Some(board) = tile_rank::unrank(layout.rank_of_index(index)) else {
            panic!("every stored index is a board's");
        };
        let Some(rank) = rank::rank(&board) else {
            panic!("a stored board is even");
        };
        store(&mut table, index, distance[rank as usize]);
    }
    (table, distance)
}

/// Serializes and compresses a blob at the pinned level, then decodes it
/// again with the run-time decoder: a blob the library cannot read back
/// exactly never gets embedded.
fn compress(blob: &TableBlob) -> Vec<u8> {
    let raw = match codec::serialize(blob) {
        Ok(raw) => raw,
        Err(e) => panic!("cannot serialize table {}: {e}", blob.name),
    };
    let compressed = match zstd_frame(&raw) {
        Ok(bytes) => bytes,
        Err(e) => panic!("cannot compress table {}: {e}", blob.name),
    };
    let Some(id) = TableId::from_name(&blob.name) else {
        panic!("{} is no table's name", blob.name);
    };
    match codec::decode_table(id, &compressed) {
        Ok(back) if back.packed() == blob.packed => compressed,
        Ok(_) => panic!("table {} decodes to other bytes", blob.name),
        Err(e) => panic!("table {} does not decode: {e}", blob.name),
    }
}

/// One zstd frame of `raw` at the pinned level and window (see
/// `codec::ZSTD_WINDOW_LOG`), written as a stream whose size is not told
/// first: told the size, libzstd fits its window to it, and these tables
/// come out about 8% larger.
fn zstd_frame(raw: &[u8]) -> std::io::Result<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = zstd::stream::Encoder::new(Vec::new(), codec::ZSTD_LEVEL)?;
    encoder.window_log(codec::ZSTD_WINDOW_LOG)?;
    encoder.include_contentsize(false)?;
    encoder.write_all(raw)?;
    encoder.finish()
}

/// The version of libzstd that compresses, e.g. `1.5.7`.
fn zstd_version() -> String {
    let n = zstd::zstd_safe::version_number();
    format!("{}.{}.{}", n / 10000, n / 100 % 100, n % 100)
}

fn write(path: &Path, bytes: &[u8]) {
    if let Err(e) = std::fs::write(path, bytes) {
        panic!("cannot write {}: {e}", path.display());
    }
}

/// Which storage the crate embeds: compact when asked for, or when the
/// compressed one is not.
fn storage() -> &'static str {
    let feature = |name: &str| std::env::var_os(format!("CARGO_FEATURE_{name}")).is_some();
    if feature("COMPACT_TABLES") || !feature("COMPRESSED_TABLES") {
        "compact"
    } else {
        "compressed"
    }
}

/// Whether the compact storage answers queries to the goal with a walk of
/// its own (`compact::goal_walk`): where it answers bulk runs on a host
/// with an allocator (the program, the Python module). Elsewhere (a
/// microcontroller, WebAssembly, the C library without `alloc`) the
/// general walk answers, in less code.
/// `bench/run` turns it off (`--cfg eight_without="goal_walk"`) to show
/// what it saves.
fn goal_walk() -> bool {
    let target = |name: &str| std::env::var(format!("CARGO_CFG_TARGET_{name}")).unwrap_or_default();
    let without = std::env::var("CARGO_CFG_EIGHT_WITHOUT").unwrap_or_default();
    storage() == "compact"
        && std::env::var_os("CARGO_FEATURE_ALLOC").is_some()
        && target("OS") != "none"
        && !target("FAMILY").split(',').any(|family| family == "wasm")
        && !without.split(',').any(|name| name == "goal_walk")
}

/// Whether the program `eight` is linked at a fixed address (`-no-pie`):
/// on Linux with glibc, where a position-independent program starts by
/// relocating every pointer in its static data (the command line's tables
/// of names and texts among them) and so writes a private copy of every
/// page that holds one, which is most of what one query costs beyond an
/// empty program's start. The release's static program is
/// position-dependent too (dist/build). Only the program: the library,
/// the tests and the bindings are linked as they were.
fn fixed_address() -> bool {
    let target = |name: &str| std::env::var(format!("CARGO_CFG_TARGET_{name}")).unwrap_or_default();
    target("OS") == "linux" && target("ENV") == "gnu"
}

fn main() {
    // Cargo rebuilds the core crate, and runs this again, when it changes.
    println!("cargo:rerun-if-changed=build.rs");
    if fixed_address() {
        println!("cargo::rustc-link-arg-bin=eight=-no-pie");
    }
    println!("cargo::rustc-cfg=storage=\"{}\"", storage());
    if goal_walk() {
        println!("cargo::rustc-cfg=compact_goal_walk");
    }
    let Some(out_dir) = std::env::var_os("OUT_DIR") else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    let out_dir = Path::new(&out_dir);

    // Every table as the searches define it, then as it is stored: the
    // right-column start tables, and start-7, become corrections to a
    // mirror image.
    let searched: Vec<(Table, Vec<u8>)> = TableId::MOVE_TABLES
        .iter()
        .map(|&id| match id {
            TableId::Start(blank) => start_table(blank),
            TableId::Goal => goal_table(),
            TableId::Compact(_) | TableId::Mtm(_) => panic!("{id:?} is no move table"),
        })
        .collect();
    let mut facts = Vec::new();
    for (&id, (table, distance)) in TableId::MOVE_TABLES.iter().zip(&searched) {
        let stored = match id.stored_against() {
            None => table.clone(),
            Some(against @ (base_id, _)) => {
                let Some(base) = TableId::MOVE_TABLES.iter().position(|&t| t == base_id) else {
                    panic!("{base_id:?} is one of the tables");
                };
                move_table::corrections(against, searched[base].0.view(), table.view())
            }
        };
        let blob = TableBlob {
            format_version: FORMAT_VERSION,
            name: id.name().to_string(),
            entries: TABLE_LEN,
            sha256: move_table::sha256(stored.packed()),
            packed: stored.packed().to_vec(),
        };
        let compressed = compress(&blob);
        write(&out_dir.join(format!("{}.bin.zst", blob.name)), &compressed);
        let (reachable, depth_counts) = manifest::depth_histogram(distance);
        facts.push(TableFacts {
            id,
            entries: TABLE_LEN,
            reachable,
            depth_counts,
            sha256: blob.sha256,
            raw_bytes: blob.packed.len(),
            compressed: Some((compressed.len(), move_table::sha256(&compressed))),
        });
    }
    let read_in_place = TableId::DISTANCE_BITS
        .into_iter()
        .map(|id| (id, "bits", distance_bits_table(id)))
        .chain(
            TableId::MTM
                .into_iter()
                .map(|id| (id, "trits", distance_trits_table(id))),
        );
    for (id, ending, (bytes, distance)) in read_in_place {
        write(&out_dir.join(format!("{}.{ending}", id.name())), &bytes);
        let (reachable, depth_counts) = manifest::depth_histogram(&distance);
        facts.push(TableFacts {
            id,
            entries: TABLE_LEN,
            reachable,
            depth_counts,
            sha256: move_table::sha256(&bytes),
            raw_bytes: bytes.len(),
            compressed: None,
        });
    }
    let zstd_version = zstd_version();
    let text = manifest::render(&facts, &zstd_version);
    write(&out_dir.join("tables.manifest"), text.as_bytes());
    write(&out_dir.join("zstd-version"), zstd_version.as_bytes());
}
