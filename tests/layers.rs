//! Imports run one way. Every file of the solver (`src/`) and of the core
//! crate (`core/src/`) has a place in a layer below, and may import only
//! files of its own layer or lower ones; and no files import each other in
//! a circle, within a layer either. (The core crate as a whole is below the
//! solver: the crates' dependencies hold that.) The test reads each file's
//! code, not its comments or its unit tests, follows every path through
//! `crate::` and `super::` (and the names the crate's root re-exports) to
//! the file that defines it, and fails on a file with no place, an import
//! that reaches up, or a circle, naming the files.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The solver's layers, lowest first: a path names a file, or a folder
/// for every file below it.
const SOLVER: &[&[&str]] = &[
    // What every answer is made of: the messages, the errors, the answers
    // and their notation, the metrics' shape, the stream traits.
    &["messages.rs", "error.rs"],
    &["answer.rs", "notation.rs", "metric.rs", "stream.rs"],
    // The tables, each storage behind one interface.
    &["tables/"],
    // The queries over the tables.
    &[
        "solve.rs",
        "shortest.rs",
        "goal_table.rs",
        "all_tables.rs",
        "generate.rs",
        "draw.rs",
        "space.rs",
        "score.rs",
        "heuristic.rs",
        "mtm.rs",
        "metric_queries.rs",
    ],
    // The judge formats, the checker and the tables' reports.
    &["formats/", "check.rs", "inspect/"],
    // The library's root, then the program (which imports the library
    // by its name, `eight::`).
    &["lib.rs"],
    &["main.rs", "cli/"],
];

/// The core crate's layers, lowest first.
const CORE: &[&[&str]] = &[
    &["board.rs", "symmetry.rs", "decimal.rs", "stream.rs"],
    &["rank.rs", "tile_rank.rs", "table_id.rs", "input/"],
    &[
        "layout.rs",
        "stored_table.rs",
        "distance_bits.rs",
        "distance_trits.rs",
        "move_table.rs",
    ],
    &["codec.rs", "manifest.rs"],
    &["lib.rs"],
];

/// A file's code: its lines but comments, up to its unit tests (which may
/// reach anything they test).
fn code_of(source: &str) -> String {
    let end = source
        .find("#[cfg(test)]\nmod tests")
        .unwrap_or(source.len());
    source[..end]
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The code's tokens: identifiers, `::`, and single characters.
fn tokens(code: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        if c.is_alphanumeric() || c == '_' {
            let start = at;
            while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                at += 1;
            }
            tokens.push(chars[start..at].iter().collect());
        } else if c == ':' && chars.get(at + 1) == Some(&':') {
            tokens.push("::".into());
            at += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            at += 1;
        }
    }
    tokens
}

/// The paths of a use tree or a path expression starting at `at` (just
/// after a `crate::` or `super::`), each as its segments; `at` ends past it.
fn paths_from(tokens: &[String], at: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    loop {
        match tokens.get(*at).map(String::as_str) {
            Some("{") => {
                *at += 1;
                while *at < tokens.len() && tokens[*at] != "}" {
                    paths_from(tokens, at, &path, out);
                    if tokens.get(*at).map(String::as_str) == Some(",") {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            Some(word) if word.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                if word != "self" {
                    path.push(word.to_string());
                }
                *at += 1;
                if tokens.get(*at).map(String::as_str) == Some("::") {
                    *at += 1;
                    continue;
                }
                out.push(path);
                return;
            }
            _ => {
                out.push(path);
                return;
            }
        }
    }
}

/// A crate's files, by their module path (`tables::compact` for
/// `tables/compact/mod.rs`; the root's is empty).
fn modules(root: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    let mut found = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).expect("below the root");
                let mut module: Vec<String> = relative
                    .with_extension("")
                    .iter()
                    .map(|part| part.to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    module.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    module.pop();
                }
                found.insert(module, relative.to_path_buf());
            }
        }
    }
    found
}

/// The file that defines the longest prefix of `path` that is a module.
fn file_of<'a>(
    path: &[String],
    modules: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]))
}

/// Every file's imports of other files of the crate.
fn imports(root: &Path) -> BTreeMap<PathBuf, Vec<PathBuf>> {
    let modules = modules(root);
    // The names the root re-exports (`crate::Board`), by the module they
    // come from.
    let root_file = modules.get(&Vec::new()).expect("a root file").clone();
    let mut reexported: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let root_tokens = tokens(&code_of(
        &fs::read_to_string(root.join(&root_file)).expect("the root"),
    ));
    for (at, token) in root_tokens.iter().enumerate() {
        if token == "use" && root_tokens.get(at.wrapping_sub(1)).map(String::as_str) == Some("pub")
        {
            let mut paths = Vec::new();
            let mut next = at + 1;
            paths_from(&root_tokens, &mut next, &[], &mut paths);
            for path in paths {
                if let Some((name, module)) = path.split_last() {
                    reexported.insert(name.clone(), module.to_vec());
                }
            }
        }
    }
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let source = fs::read_to_string(root.join(file)).expect("a source file");
        let tokens = tokens(&code_of(&source));
        // What `super` names: the module above this file's.
        let parent = &module[..module.len().saturating_sub(1)];
        let mut paths = Vec::new();
        for at in 0..tokens.len() {
            let base: &[String] = match tokens[at].as_str() {
                "crate" => &[],
                "super" if tokens.get(at.wrapping_sub(1)).map(String::as_str) != Some("::") => {
                    parent
                }
                _ => continue,
            };
            if tokens.get(at + 1).map(String::as_str) != Some("::") {
                continue;
            }
            let mut next = at + 2;
            paths_from(&tokens, &mut next, base, &mut paths);
        }
        let mut targets: Vec<PathBuf> = Vec::new();
        for mut path in paths {
            if path.len() == 1
                && let Some(module) = reexported.get(&path[0])
            {
                path = module.clone();
            }
            if let Some(target) = file_of(&path, &modules)
                && target != file
                && !targets.contains(target)
            {
                targets.push(target.clone());
            }
        }
        graph.insert(file.clone(), targets);
    }
    graph
}

/// The layer of a file: the index of the first layer that names it or a
/// folder above it.
fn layer_of(file: &Path, layers: &[&[&str]]) -> Option<usize> {
    let file = file.to_string_lossy();
    layers.iter().position(|layer| {
        layer
            .iter()
            .any(|place| file == *place || (place.ends_with('/') && file.starts_with(place)))
    })
}

/// A circle of imports, as the files around it, if there is one.
fn circle(graph: &BTreeMap<PathBuf, Vec<PathBuf>>) -> Option<Vec<PathBuf>> {
    // Depth first, with the files on the current path.
    fn visit(
        file: &PathBuf,
        graph: &BTreeMap<PathBuf, Vec<PathBuf>>,
        done: &mut Vec<PathBuf>,
        path: &mut Vec<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        if let Some(at) = path.iter().position(|f| f == file) {
            return Some(path[at..].to_vec());
        }
        if done.contains(file) {
            return None;
        }
        path.push(file.clone());
        for next in graph.get(file).into_iter().flatten() {
            if let Some(found) = visit(next, graph, done, path) {
                return Some(found);
            }
        }
        path.pop();
        done.push(file.clone());
        None
    }
    let mut done = Vec::new();
    graph
        .keys()
        .find_map(|file| visit(file, graph, &mut done, &mut Vec::new()))
}

/// Every file placed, every import down or across, no circle.
fn check(root: &str, layers: &[&[&str]]) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(root);
    let graph = imports(&root);
    let mut edges = 0;
    for (file, targets) in &graph {
        let here = layer_of(file, layers)
            .unwrap_or_else(|| panic!("{} has no layer in tests/layers.rs", file.display()));
        for target in targets {
            let there = layer_of(target, layers).unwrap_or(usize::MAX);
            assert!(
                there <= here,
                "{} imports {}, a layer above it",
                file.display(),
                target.display()
            );
            edges += 1;
        }
    }
    if let Some(files) = circle(&graph) {
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        panic!(
            "files import each other in a circle: {}",
            names.join(" -> ")
        );
    }
    edges
}

#[test]
fn the_solvers_files_import_down_and_in_no_circle() {
    // The graph is read, not empty: a parser that found nothing would pass
    // for the wrong reason.
    let edges = check("src", SOLVER);
    assert!(edges >= 60, "only {edges} imports read in src/");
}

#[test]
fn the_core_crates_files_import_down_and_in_no_circle() {
    let edges = check("core/src", CORE);
    assert!(edges >= 25, "only {edges} imports read in core/src/");
}

#[test]
fn comments_are_not_code() {
    let source = "//! [`crate::tables`] in a doc link\nuse crate::board::Move;\n\n    /// [`crate::solve`]\n    crate::tables::path(a, b)\n#[cfg(test)]\nmod tests {\n    use crate::cli;\n}\n";
    assert_eq!(
        code_of(source),
        "use crate::board::Move;\ncrate::tables::path(a, b)"
    );
}

#[test]
fn use_trees_are_read_whole() {
    let tokens = tokens("crate::tables::{self, views::{Views, WALK}, lazy}; crate::Board");
    let mut paths = Vec::new();
    let mut at = 2;
    paths_from(&tokens, &mut at, &[], &mut paths);
    let words = |path: &[&str]| path.iter().map(|w| w.to_string()).collect::<Vec<_>>();
    assert_eq!(
        paths,
        [
            words(&["tables"]),
            words(&["tables", "views", "Views"]),
            words(&["tables", "views", "WALK"]),
            words(&["tables", "lazy"]),
        ]
    );
}

#[test]
fn a_circle_is_found_and_a_line_is_not() {
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
        for (from, to) in edges {
            graph.entry(from.into()).or_default().push(to.into());
            graph.entry(to.into()).or_default();
        }
        graph
    };
    assert_eq!(circle(&graph(&[("a", "b"), ("b", "c"), ("a", "c")])), None);
    assert_eq!(
        circle(&graph(&[("a", "b"), ("b", "c"), ("c", "a")])),
        Some(vec!["a".into(), "b".into(), "c".into()])
    );
}
