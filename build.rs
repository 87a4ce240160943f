//! Generates the tables: every breadth-first search of the project runs here,
//! once, at build time. Writes one compressed blob per table and the manifest
//! text to `OUT_DIR`; `src/tables.rs` embeds the blobs.
//!
//! Board geometry, ranking, the table format and the manifest text are the
//! crate's own modules, included below, so the build and the library cannot
//! disagree about them.

#[allow(dead_code)]
#[path = "src/board.rs"]
mod board;
#[allow(dead_code)]
#[path = "src/codec.rs"]
mod codec;
#[allow(dead_code)]
#[path = "src/manifest.rs"]
mod manifest;
#[allow(dead_code)]
#[path = "src/rank.rs"]
mod rank;
#[allow(dead_code)]
#[path = "src/table.rs"]
mod table;

extern crate alloc;

use std::path::Path;

use board::Move;
use manifest::TableFacts;
use rank::{Cursor, TABLE_LEN};
use table::{FORMAT_VERSION, Table, TableBlob, TableId};

const UNSEEN: u8 = u8::MAX;

/// Breadth-first search from `root` over ranks, expanding moves in letter
/// order (d, l, r, u) from a first-in first-out queue. Calls
/// `first_reached(rank, move)` the first time a board is reached, which is
/// by the last move of its shortest, then smallest, path from the root.
/// Returns every board's distance from the root.
fn breadth_first(root: &board::Board, mut first_reached: impl FnMut(u32, Move)) -> Vec<u8> {
    let mut distance = vec![UNSEEN; TABLE_LEN];
    let Some(root) = Cursor::new(root) else {
        panic!("the root of a table must be an even board");
    };
    distance[root.rank() as usize] = 0;
    let mut queue: Vec<u32> = Vec::with_capacity(TABLE_LEN);
    queue.push(root.rank());
    let mut head = 0;
    while let Some(&rank) = queue.get(head) {
        head += 1;
        let Some(here) = Cursor::from_rank(rank) else {
            continue;
        };
        let next_distance = distance[rank as usize] + 1;
        for mv in Move::ALL {
            let mut there = here;
            if there.step(mv) && distance[there.rank() as usize] == UNSEEN {
                distance[there.rank() as usize] = next_distance;
                first_reached(there.rank(), mv);
                queue.push(there.rank());
            }
        }
    }
    distance
}

/// Pass 1: for every board, the smallest letter that brings it one step
/// closer to the goal.
fn goal_table() -> (Table, Vec<u8>) {
    let distance = breadth_first(&board::Board::GOAL, |_, _| {});
    let mut table = Table::zeroed();
    for rank in 0..TABLE_LEN as u32 {
        let Some(here) = Cursor::from_rank(rank) else {
            continue;
        };
        let d = distance[rank as usize];
        if d == 0 || d == UNSEEN {
            continue;
        }
        let best = Move::ALL.into_iter().find(|&mv| {
            let mut there = here;
            there.step(mv) && distance[there.rank() as usize] == d - 1
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
    let distance = breadth_first(&root, |rank, mv| table.set(rank, mv));
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
    let compressed = match zstd::bulk::compress(&raw, codec::ZSTD_LEVEL) {
        Ok(bytes) => bytes,
        Err(e) => panic!("cannot compress table {}: {e}", blob.name),
    };
    match codec::decode(&compressed) {
        Ok(back) if back == *blob => compressed,
        Ok(_) => panic!("table {} decodes to other bytes", blob.name),
        Err(e) => panic!("table {} does not decode: {e}", blob.name),
    }
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

fn main() {
    for file in [
        "build.rs",
        "src/board.rs",
        "src/codec.rs",
        "src/table.rs",
        "src/manifest.rs",
        "src/rank.rs",
    ] {
        println!("cargo:rerun-if-changed={file}");
    }
    let Some(out_dir) = std::env::var_os("OUT_DIR") else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    let out_dir = Path::new(&out_dir);

    // Every table as the searches define it, then as it is stored: the
    // right-column start tables become corrections to their mirror image.
    let searched: Vec<(Table, Vec<u8>)> = TableId::ALL
        .iter()
        .map(|&id| match id {
            TableId::Goal => goal_table(),
            TableId::Start(blank) => start_table(blank),
        })
        .collect();
    let mut facts = Vec::new();
    for (&id, (table, distance)) in TableId::ALL.iter().zip(&searched) {
        let stored = match id.mirror_of() {
            None => table.clone(),
            Some(base_id) => {
                let Some(base) = TableId::ALL.iter().position(|&t| t == base_id) else {
                    panic!("{base_id:?} is one of the tables");
                };
                table::corrections(base_id, searched[base].0.view(), table.view())
            }
        };
        let blob = TableBlob {
            format_version: FORMAT_VERSION,
            name: id.name(),
            entries: TABLE_LEN as u32,
            sha256: table::sha256(stored.packed()),
            packed: stored.packed().to_vec(),
        };
        let compressed = compress(&blob);
        write(&out_dir.join(format!("{}.bin.zst", blob.name)), &compressed);
        write(&out_dir.join(format!("{}.packed", blob.name)), &blob.packed);
        let (reachable, depth_counts) = manifest::depth_histogram(distance);
        facts.push(TableFacts {
            id,
            entries: TABLE_LEN,
            reachable,
            depth_counts,
            sha256: blob.sha256,
            raw_bytes: blob.packed.len(),
            compressed_bytes: compressed.len(),
            compressed_sha256: table::sha256(&compressed),
        });
    }
    let zstd_version = zstd_version();
    let text = manifest::render(&facts, &zstd_version);
    write(&out_dir.join("tables.manifest"), text.as_bytes());
    write(&out_dir.join("zstd-version"), zstd_version.as_bytes());
    // What the manifest says of the blobs, for builds that embed the
    // packed tables instead of the blobs.
    let blob_facts: Vec<String> = facts
        .iter()
        .map(|f| format!("({}, {:?})", f.compressed_bytes, f.compressed_sha256))
        .collect();
    write(
        &out_dir.join("blob-facts.rs"),
        format!("[{}]\n", blob_facts.join(", ")).as_bytes(),
    );
}
