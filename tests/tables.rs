//! The tables as reviewers see them: the committed manifest, the export and
//! diff commands, and decoding damaged bytes.
// These tests run the `eight` program, built with the `cli` feature.
#![cfg(feature = "cli")]

mod common;

use common::{data, run, stderr_of, stdout_of};
use eight_core::manifest::{self, UPDATE_COMMAND};

fn committed_manifest() -> String {
    String::from_utf8(data("tables.manifest")).expect("UTF-8")
}

/// The committed manifest is what the build generated (every table of both
/// storages), and its part about the embedded storage is what the binary
/// recomputes from the embedded tables.
#[test]
fn committed_manifest_is_up_to_date() {
    let committed = committed_manifest();
    let built = eight::inspect::build_manifest();
    assert!(
        committed == built,
        "data/tables.manifest differs from the tables this build generated; \
         review the change, then update it with:\n    {UPDATE_COMMAND}\n\
         --- committed\n{committed}\n--- generated\n{built}"
    );
    let embedded_part = manifest::part(&committed, eight::inspect::EMBEDDED);
    let recomputed = eight::inspect::embedded_manifest().expect("tables decode");
    assert_eq!(
        recomputed, embedded_part,
        "the embedded tables disagree with the build's own counts"
    );
    let output = run(&["tables"], b"");
    assert_eq!(stdout_of(&output), embedded_part);
    assert_eq!(output.status.code(), Some(0));
    let output = run(&["tables", "--all"], b"");
    assert_eq!(stdout_of(&output), committed);
    // The part is the embedded tables' blocks and nothing else.
    let blocks = embedded_part.matches("\n[").count();
    assert_eq!(blocks, eight::inspect::EMBEDDED.len());
    for id in eight::inspect::EMBEDDED {
        assert!(embedded_part.contains(&format!("\n[{}]\n", id.name())));
    }
}

fn depth_lines(manifest: &str, table: &str) -> Vec<usize> {
    let block = manifest
        .split("\n\n")
        .find(|b| b.starts_with(&format!("[{table}]")))
        .expect("table block");
    block
        .lines()
        .filter_map(|l| l.strip_prefix("depth "))
        .map(|l| {
            l.split(" = ")
                .nth(1)
                .expect("count")
                .parse()
                .expect("number")
        })
        .collect()
}

/// Boards at each distance from a goal with the blank in a corner, an
/// edge, the centre (OEIS A089473, A089483, A089474).
const CORNER: [usize; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
    16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];
const EDGE: [usize; 32] = [
    1, 3, 5, 10, 14, 28, 42, 80, 108, 202, 278, 524, 726, 1348, 1804, 3283, 4193, 7322, 8596,
    13930, 14713, 21721, 19827, 25132, 18197, 18978, 9929, 7359, 2081, 878, 126, 2,
];
const CENTRE: [usize; 31] = [
    1, 4, 8, 8, 16, 32, 60, 72, 136, 200, 376, 512, 964, 1296, 2368, 3084, 5482, 6736, 11132,
    12208, 18612, 18444, 24968, 19632, 22289, 13600, 11842, 4340, 2398, 472, 148,
];

/// The manifest's counts are the known ones (OEIS A089473, A089474,
/// A089483), not only the ones the generator happened to write.
#[test]
fn manifest_depth_counts_are_the_known_ones() {
    let manifest = committed_manifest();
    assert_eq!(depth_lines(&manifest, "compact-0"), CORNER);
    assert_eq!(depth_lines(&manifest, "compact-1"), EDGE);
    assert_eq!(depth_lines(&manifest, "compact-4"), CENTRE);
    assert_eq!(depth_lines(&manifest, "goal"), CORNER);
    assert!(manifest.starts_with("# @generated"));
    let corner_total: usize = depth_lines(&manifest, "goal").iter().sum();
    assert_eq!(corner_total, 181_440);
    assert_eq!(depth_lines(&manifest, "goal")[31], 2);
    assert_eq!(depth_lines(&manifest, "start-4")[30], 148);
    assert_eq!(
        depth_lines(&manifest, "start-1")[..6],
        [1, 3, 5, 10, 14, 28]
    );
    for blank in [0, 2, 6, 8] {
        assert_eq!(
            depth_lines(&manifest, &format!("start-{blank}")),
            depth_lines(&manifest, "goal")
        );
    }
}

#[test]
fn export_then_diff_finds_no_difference_then_finds_a_changed_entry() {
    let (_dir, path) = exported();
    let file = path.to_str().expect("UTF-8 path");

    let embedded = eight::inspect::EMBEDDED;
    let output = run(&["tables", "diff", file], b"");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout_of(&output).lines().count(), embedded.len());
    assert!(
        stdout_of(&output)
            .lines()
            .all(|l| l.ends_with(": same (181440 entries)"))
    );

    // Change entry 5000 of the second table (line 3 of the file): a move
    // letter or a distance bit.
    let (first, second) = (embedded[0].name(), embedded[1].name());
    let text = std::fs::read_to_string(&path).expect("readable");
    assert!(
        text.lines()
            .nth(2)
            .is_some_and(|line| line.starts_with(&format!("{second} 181440 ")))
    );
    let (report, board, embedded_meaning) =
        diff_one_changed(&path, second, 5000, |entry| match entry {
            b'u' => "d",
            b'0' => "1",
            b'1' => "0",
            _ => "u",
        });
    assert!(report.contains(&format!("{first}: same")), "{report}");
    // What the embedded entry means: the answer it gives, or the
    // distance its bits give, which is the length of the answer from the
    // board to the table's root.
    if let Some(d) = embedded_meaning.split("(distance ").nth(1) {
        let d: usize = d.trim_end_matches(')').parse().expect("a distance");
        let root = eight::inspect::EMBEDDED[1].root().to_string();
        let answer = run(&["solve", &board, "--to", &root], b"");
        assert_eq!(stdout_of(&answer).trim().len(), d, "{report}");
    } else {
        assert!(embedded_meaning.contains("(answer "), "{report}");
    }

    // Truncated and foreign files are clear errors, not panics.
    std::fs::write(&path, &text.as_bytes()[..100_000]).expect("writable");
    let output = run(&["tables", "diff", file], b"");
    common::assert_fails_saying(&output, 1, &format!("line 2: table {first} has"));
    std::fs::write(&path, b"\x00\xffnot an export").expect("writable");
    let output = run(&["tables", "diff", file], b"");
    common::assert_fails_saying(&output, 1, "line 1: expected the header");

    let output = run(&["tables", "diff", "/nonexistent/eight-export"], b"");
    common::assert_fails_starting(&output, 1, "eight: /nonexistent/eight-export: ");
}

/// A changed digit of a multi-tile table is found by `tables diff`, which
/// says what the embedded digit means: the board's distance from the
/// table's root in slides, the length of its multi-tile answer there.
#[test]
fn diff_reports_a_changed_multi_tile_digit() {
    let (_dir, path) = exported();
    let (report, board, embedded) = diff_one_changed(&path, "mtm-1", 7000, |entry| match entry {
        b'2' => "0",
        _ => "2",
    });
    assert!(report.contains("mtm-0: same"), "{report}");
    let d: usize = embedded
        .split("(multi-tile distance ")
        .nth(1)
        .expect("a distance")
        .trim_end_matches(')')
        .parse()
        .expect("a number");
    let answer = run(
        &["hint", &board, "--to", "1x2345678", "--metric", "mtm"],
        b"",
    );
    let slides: usize = stdout_of(&answer)
        .split(' ')
        .next()
        .and_then(|n| n.trim().parse().ok())
        .expect("a distance");
    assert_eq!(slides, d, "{report}");
}

/// The embedded tables exported by `tables export` to a file in a
/// temporary folder, which is removed with the file when the folder's
/// handle is dropped.
fn exported() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("export");
    let file = path.to_str().expect("UTF-8 path");
    let output = run(&["tables", "export", file], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    (dir, path)
}

/// Changes entry `rank` of `table` in the export at `path` to what `new`
/// makes of it, then runs `tables diff`: it must fail and count one entry
/// changed in that table. Returns its report, the changed entry's board
/// and what the embedded entry means there.
fn diff_one_changed(
    path: &std::path::Path,
    table: &str,
    rank: usize,
    new: fn(u8) -> &'static str,
) -> (String, String, String) {
    let mut text = std::fs::read_to_string(path).expect("readable");
    let head = format!("{table} 181440 ");
    let line_start = text.find(&format!("\n{head}")).expect("the table's line") + 1;
    let at = line_start + head.len() + rank;
    let entry = new(text.as_bytes()[at]);
    text.replace_range(at..=at, entry);
    std::fs::write(path, &text).expect("writable");
    let file = path.to_str().expect("UTF-8 path");
    let output = run(&["tables", "diff", file], b"");
    assert_eq!(output.status.code(), Some(1));
    let report = stdout_of(&output);
    assert!(
        report.contains(&format!("{table}: 1 of 181440 entries differ")),
        "{report}"
    );
    let at_rank = format!(" (rank {rank}): ");
    let changed = report
        .lines()
        .find(|line| line.contains(&at_rank))
        .expect("the changed entry");
    let (board, meanings) = changed.trim().split_once(&at_rank).expect("a board");
    assert!(meanings.starts_with("embedded"), "{report}");
    let embedded = meanings.split(", file ").next().expect("the embedded side");
    (report.to_owned(), board.to_owned(), embedded.to_owned())
}

/// Damaged blobs decode to an error, or (when the damage hits bytes that do
/// not matter) to the very same table; never to another table. (Only the
/// compressed storage has blobs to damage.)
#[cfg(all(feature = "compressed-tables", not(feature = "compact-tables")))]
#[test]
fn damaged_blobs_never_decode_to_a_different_table() {
    use eight::TableId;
    use eight::inspect::compressed_blob;
    use eight_core::codec::{CodecError, decode_table};
    for id in [TableId::Goal, TableId::Start(4)] {
        let blob = compressed_blob(id).expect("a move table");
        let good = decode_table(id, blob).expect("embedded table decodes");
        let mut errors = 0;
        for at in (0..blob.len()).step_by(97) {
            for flip in [0x01, 0x80] {
                let mut damaged = blob.to_vec();
                damaged[at] ^= flip;
                match decode_table(id, &damaged) {
                    Ok(table) => assert!(table == good, "byte {at} of {id:?} changed the table"),
                    Err(_) => errors += 1,
                }
            }
        }
        assert!(errors > 0);
        for cut in [0, 1, 10, blob.len() / 2, blob.len() - 1] {
            assert!(decode_table(id, &blob[..cut]).is_err());
        }
        // A blob of another table is refused by name.
        let other = compressed_blob(TableId::Start(0)).expect("a move table");
        assert_eq!(
            decode_table(id, other).err(),
            Some(CodecError::WrongTable {
                expected: id,
                found: Some(TableId::Start(0))
            })
        );
    }
}

/// SPEC §7: every table a default program embeds fits 256 KiB: the move
/// tables, compressed, and the compact tables its first queries read in
/// place.
#[test]
fn the_embedded_tables_fit_256_kib() {
    let manifest = eight::inspect::build_manifest();
    let mut total = 0;
    let mut table = "";
    for line in manifest.lines() {
        if line.starts_with('[') {
            table = line;
        }
        let compact = table.starts_with("[compact-");
        let field = if compact {
            "raw_bytes = "
        } else {
            "compressed_bytes = "
        };
        if let Some(n) = line.strip_prefix(field) {
            total += n.parse::<usize>().expect("a number of bytes");
        }
    }
    assert!(total > 200_000, "{total}");
    assert!(
        total <= 256 * 1024,
        "the embedded tables are {total} bytes, over 256 KiB"
    );
}
