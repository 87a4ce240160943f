//! Imports run one way: from the commands and formats down through the
//! queries to the tables, and from the tables down to the answers and the
//! errors. (The board, its text, the ranks and the tables' formats are the
//! core crate's, below all of them: the crates' dependencies hold that.) A
//! module below the tables that named them would tie the two together
//! again, so this reads the code of the lower modules (not their comments)
//! and fails on any path that reaches up.

use std::fs;
use std::path::Path;

/// The modules below the tables, and the modules above them that they
/// must not import.
const BELOW_THE_TABLES: [&str; 5] = [
    "src/messages.rs",
    "src/notation.rs",
    "src/error.rs",
    "src/answer.rs",
    "src/metric.rs",
];
const ABOVE: [&str; 10] = [
    "crate::tables",
    "crate::solve",
    "crate::shortest",
    "crate::generate",
    "crate::goal_table",
    "crate::all_tables",
    "crate::formats",
    "crate::input",
    "crate::draw",
    "crate::manifest",
];

/// A file's lines of code: comments and doc links name modules without
/// importing them.
fn code_lines(source: &str) -> Vec<&str> {
    source
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .collect()
}

#[test]
fn the_modules_below_the_tables_import_nothing_above_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for file in BELOW_THE_TABLES {
        let source = fs::read_to_string(root.join(file)).expect("a source file");
        let code = code_lines(&source);
        for line in &code {
            for above in ABOVE {
                assert!(
                    !line.contains(above),
                    "{file} imports `{above}`, above it: {line}"
                );
            }
        }
        checked += code.iter().filter(|l| l.contains("crate::")).count();
    }
    // The files do name the crate's lower modules (crate::board, ...): a
    // filter that kept nothing would pass for the wrong reason.
    assert!(checked >= 4, "only {checked} paths into the crate read");
}

#[test]
fn comments_are_not_code() {
    let source = "//! [`crate::tables`] in a doc link\nuse crate::board::Move;\n\n    /// [`crate::solve`]\n    crate::tables::path(a, b)\n";
    assert_eq!(
        code_lines(source),
        ["use crate::board::Move;", "crate::tables::path(a, b)"]
    );
}
