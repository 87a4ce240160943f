//! Imports run one way. Every file of the solver (`src/`) and of the core
//! crate (`core/src/`) has a place in a layer below, and may import only
//! files of its own layer or lower ones; and no files import each other in
//! a circle, within a layer either. (The core crate as a whole is below the
//! solver: the crates' dependencies hold that.) The test reads each file's
//! code, not its comments or its unit tests, the crate roots (`lib.rs`,
//! and the program's `main.rs`) included; follows every path through
//! `crate::`, `super::` and `self::`, a root's own paths into its modules,
//! and each name a root brings in with `use` (what `crate::NAME` then
//! means in that root's crate), to the file that defines it; and fails on
//! a file with no place, an import that reaches up, or a circle, naming
//! the files.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The solver's layers, lowest first: a path names a file, or a folder
/// for every file below it.
const SOLVER: &[&[&str]] = &[
    // What every answer is made of: the messages, the errors, the answers
    // and their notation, the stream traits.
    &["messages.rs", "error.rs"],
    &["answer.rs", "notation.rs", "stream.rs"],
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
    ],
    // The value that names a metric, and its one dispatch to the queries.
    &["metric.rs", "metric/"],
    // The judge formats, the checker and the tables' reports.
    &["formats/", "check.rs", "inspect/"],
    // The library's root, then the program (which imports the library
    // by its name, `eight::`).
    &["lib.rs"],
    &["main.rs", "cli/"],
];

/// The core crate's layers, lowest first.
const CORE: &[&[&str]] = &[
    &["board/", "symmetry.rs", "decimal.rs", "stream.rs"],
    &["rank/", "tile_rank.rs", "table_id.rs", "input/"],
    &[
        "layout.rs",
        "stored_table.rs",
        "distance_bits.rs",
        "distance_trits.rs",
        "move_table/",
    ],
    // A metric's answers and rules, over the boards, the ranks and the
    // most moves the tables hold.
    &["answer/", "rules.rs"],
    &["codec/", "manifest.rs"],
    &["lib.rs"],
];

/// A file's code: its lines but comments, up to its unit tests (which may
/// reach anything they test).
fn code_of(source: &str) -> String {
    // The unit tests start at the attribute before `mod tests`: `test`
    // alone, or with the features they need.
    let end = source
        .find("\nmod tests {")
        .and_then(|at| {
            source[..at]
                .rfind("#[cfg(")
                .filter(|&cfg| source[cfg..at].contains("test"))
        })
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

/// A path of a use tree or a path expression: its segments, and the name
/// it is brought in as where that is not its last segment (`as`).
type UsePath = (Vec<String>, Option<String>);

/// The paths of a use tree or a path expression starting at `at` (just
/// after a `crate::` or `super::`), each as its segments; `at` ends past it.
fn paths_from(tokens: &[String], at: &mut usize, prefix: &[String], out: &mut Vec<UsePath>) {
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
                let mut alias = None;
                if tokens.get(*at).map(String::as_str) == Some("as") {
                    alias = tokens.get(*at + 1).cloned();
                    *at += 2;
                }
                out.push((path, alias));
                return;
            }
            _ => {
                out.push((path, None));
                return;
            }
        }
    }
}

/// A folder's files, by their module path (`tables::compact` for
/// `tables/compact/mod.rs`), and apart from them the crate roots in it
/// (`lib.rs`, and `main.rs` beside it in `src/`), whose module path is
/// empty in each of their crates.
fn modules(root: &Path) -> (BTreeMap<Vec<String>, PathBuf>, Vec<PathBuf>) {
    let mut found = BTreeMap::new();
    let mut roots = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).expect("below the root");
                if relative == Path::new("lib.rs") || relative == Path::new("main.rs") {
                    roots.push(relative.to_path_buf());
                    continue;
                }
                let mut module: Vec<String> = relative
                    .with_extension("")
                    .iter()
                    .map(|part| part.to_string_lossy().into_owned())
                    .collect();
                if module.last().map(String::as_str) == Some("mod") {
                    module.pop();
                }
                found.insert(module, relative.to_path_buf());
            }
        }
    }
    roots.sort();
    (found, roots)
}

/// What a crate root says at its top level (not inside a body): the
/// modules it declares, and what each name it brings in with `use` (pub
/// or not: the crate's modules reach it as `crate::NAME`) stands for,
/// from the root.
struct Root {
    declares: Vec<String>,
    names: BTreeMap<String, Vec<String>>,
}

fn root_of(tokens: &[String]) -> Root {
    let mut root = Root {
        declares: Vec::new(),
        names: BTreeMap::new(),
    };
    let mut depth = 0usize;
    let mut at = 0;
    while at < tokens.len() {
        match tokens[at].as_str() {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            "mod" if depth == 0 => {
                if let Some(name) = tokens.get(at + 1) {
                    root.declares.push(name.clone());
                }
            }
            "use" if depth == 0 => {
                let mut paths = Vec::new();
                let mut next = at + 1;
                paths_from(tokens, &mut next, &[], &mut paths);
                for (mut path, alias) in paths {
                    if matches!(path.first().map(String::as_str), Some("crate" | "self")) {
                        path.remove(0);
                    }
                    let name = alias.or_else(|| path.last().cloned());
                    if let Some(name) = name.filter(|name| name != "_") {
                        root.names.insert(name, path);
                    }
                }
                at = next;
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    root
}

/// The file that defines the longest prefix of `path` that is a module.
fn file_of<'a>(
    path: &[String],
    modules: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]))
}

/// Every file's imports of other files of the folder.
fn imports(root: &Path) -> BTreeMap<PathBuf, Vec<PathBuf>> {
    let (modules, root_files) = modules(root);
    assert!(
        !root_files.is_empty(),
        "no lib.rs or main.rs in {}",
        root.display()
    );
    let roots: Vec<(PathBuf, Root)> = root_files
        .iter()
        .map(|file| {
            let source = fs::read_to_string(root.join(file)).expect("a crate root");
            (file.clone(), root_of(&tokens(&code_of(&source))))
        })
        .collect();
    // A module is the crate's whose root declares its first segment; what
    // no root declares (`cfg`-gated declarations included, which every
    // root writes out) is the library's.
    let crate_of = |module: &[String]| {
        roots
            .iter()
            .find(|(_, root)| {
                module
                    .first()
                    .is_some_and(|top| root.declares.contains(top))
            })
            .or_else(|| roots.iter().find(|(file, _)| file == Path::new("lib.rs")))
            .unwrap_or(&roots[0])
    };
    let files = modules
        .iter()
        .map(|(module, file)| (module.clone(), file.clone(), crate_of(module)))
        .chain(
            roots
                .iter()
                .map(|entry| (Vec::new(), entry.0.clone(), entry)),
        );
    let mut graph = BTreeMap::new();
    for (module, file, (_, crate_root)) in files {
        let source = fs::read_to_string(root.join(&file)).expect("a source file");
        let tokens = tokens(&code_of(&source));
        // What `super` names: the module above this file's.
        let parent = &module[..module.len().saturating_sub(1)];
        let mut paths = Vec::new();
        for at in 0..tokens.len() {
            if at > 0 && tokens[at - 1] == "::"
                || tokens.get(at + 1).map(String::as_str) != Some("::")
            {
                continue;
            }
            let word = tokens[at].as_str();
            let child = [module.as_slice(), &[word.to_string()]].concat();
            let (base, next): (&[String], usize) = match word {
                "crate" => (&[], at + 2),
                "super" => (parent, at + 2),
                "self" => (&module, at + 2),
                // In a crate root, a path from one of its modules, as it
                // writes `space::Space`. (A folder's `mod.rs` and the files
                // below it are one part, reaching each other both ways.)
                _ if module.is_empty() && modules.contains_key(&child) => (&module, at),
                _ => continue,
            };
            let mut next = next;
            paths_from(&tokens, &mut next, base, &mut paths);
        }
        let mut targets: Vec<PathBuf> = Vec::new();
        for (mut path, _) in paths {
            // A name the root brings in, followed or not by more of a path
            // (`crate::Metric::Stm`), stands for where it comes from.
            if let Some(first) = path.first()
                && !modules.contains_key(&path[..1])
                && let Some(from) = crate_root.names.get(first)
            {
                path = [from.as_slice(), &path[1..]].concat();
            }
            let target = if path.is_empty() {
                None
            } else {
                file_of(&path, &modules)
            };
            if let Some(target) = target
                && *target != file
                && !targets.contains(target)
            {
                targets.push(target.clone());
            }
        }
        graph.insert(file, targets);
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

/// Every file placed, every import down or across, no circle: the number
/// of imports read, or what is wrong.
fn check(root: &Path, layers: &[&[&str]]) -> Result<usize, String> {
    let graph = imports(root);
    let mut edges = 0;
    for (file, targets) in &graph {
        let here = layer_of(file, layers)
            .ok_or_else(|| format!("{} has no layer in tests/layers.rs", file.display()))?;
        for target in targets {
            let there = layer_of(target, layers).unwrap_or(usize::MAX);
            if there > here {
                return Err(format!(
                    "{} imports {}, a layer above it",
                    file.display(),
                    target.display()
                ));
            }
            edges += 1;
        }
    }
    if let Some(files) = circle(&graph) {
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        return Err(format!(
            "files import each other in a circle: {}",
            names.join(" -> ")
        ));
    }
    Ok(edges)
}

/// `check` on a folder of this repository.
fn check_folder(folder: &str, layers: &[&[&str]]) -> usize {
    check(&Path::new(env!("CARGO_MANIFEST_DIR")).join(folder), layers)
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_solvers_files_import_down_and_in_no_circle() {
    // The graph is read, not empty: a parser that found nothing would pass
    // for the wrong reason.
    let edges = check_folder("src", SOLVER);
    assert!(edges >= 60, "only {edges} imports read in src/");
}

#[test]
fn the_core_crates_files_import_down_and_in_no_circle() {
    let edges = check_folder("core/src", CORE);
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
    let tokens = tokens("crate::tables::{self, views::{Views, WALK as W}, lazy}; crate::Board");
    let mut paths = Vec::new();
    let mut at = 2;
    paths_from(&tokens, &mut at, &[], &mut paths);
    let words = |path: &[&str], alias: Option<&str>| {
        (
            path.iter().map(|w| w.to_string()).collect::<Vec<_>>(),
            alias.map(str::to_string),
        )
    };
    assert_eq!(
        paths,
        [
            words(&["tables"], None),
            words(&["tables", "views", "Views"], None),
            words(&["tables", "views", "WALK"], Some("W")),
            words(&["tables", "lazy"], None),
        ]
    );
}

#[test]
fn a_root_names_what_it_brings_in_at_its_top_level_only() {
    let root = root_of(&tokens(&code_of(
        "mod answer;\npub mod tables;\npub use answer::{Answer, Path as Moves};\nuse crate::tables::Storage;\nfn f() {\nuse core::fmt::Write;\nmod inner {}\n}\n",
    )));
    assert_eq!(root.declares, ["answer", "tables"]);
    let names: Vec<(&str, Vec<&str>)> = root
        .names
        .iter()
        .map(|(name, path)| (name.as_str(), path.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        names,
        [
            ("Answer", vec!["answer", "Answer"]),
            ("Moves", vec!["answer", "Path"]),
            ("Storage", vec!["tables", "Storage"]),
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

/// A crate of a few files in a scratch folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(files: &[(&str, &str)]) -> Scratch {
        static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let made = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let folder =
            std::env::temp_dir().join(format!("eight-layers-{}-{made}", std::process::id()));
        for (name, text) in files {
            let path = folder.join(name);
            fs::create_dir_all(path.parent().expect("a folder")).expect("a scratch folder");
            fs::write(path, text).expect("a scratch file");
        }
        Scratch(folder)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[test]
fn an_import_up_or_a_circle_through_the_roots_names_is_found() {
    // A library whose root re-exports what its modules define, and a
    // program beside it; the answers below the queries.
    const LAYERS: &[&[&str]] = &[
        &["answer.rs"],
        &["solve.rs", "space.rs"],
        &["lib.rs"],
        &["main.rs", "cli/"],
    ];
    let crate_files = [
        (
            "lib.rs",
            "mod answer;\nmod solve;\nmod space;\npub use answer::Answer;\npub use solve::shortest;\npub use space::Space;\n",
        ),
        ("main.rs", "mod cli;\nfn main() {\ncli::run();\n}\n"),
        ("cli/mod.rs", "pub fn run() {}\n"),
        ("answer.rs", "pub struct Answer;\n"),
        (
            "solve.rs",
            "use crate::space::Space;\npub fn shortest() {}\n",
        ),
        ("space.rs", "use crate::Answer;\npub struct Space;\n"),
    ];
    let planted = |file: &str, line: &str| {
        let files: Vec<(&str, String)> = crate_files
            .iter()
            .map(|(name, text)| {
                let text = if *name == file {
                    format!("{line}\n{text}")
                } else {
                    text.to_string()
                };
                (*name, text)
            })
            .collect();
        let files: Vec<(&str, &str)> = files
            .iter()
            .map(|(name, text)| (*name, text.as_str()))
            .collect();
        let scratch = Scratch::new(&files);
        check(&scratch.0, LAYERS)
    };
    // As written: space -> answer, solve -> space, lib -> all three, main -> cli.
    assert_eq!(planted("", ""), Ok(6));
    // A query's type by the root's name, from below it.
    assert_eq!(
        planted("answer.rs", "use crate::Space;"),
        Err("answer.rs imports space.rs, a layer above it".to_string())
    );
    // The library's root reaching the program's module.
    assert_eq!(
        planted("lib.rs", "use crate::cli::run;"),
        Err("lib.rs imports cli/mod.rs, a layer above it".to_string())
    );
    // A circle whose second half goes through a name the root re-exports.
    assert_eq!(
        planted("space.rs", "use crate::shortest;"),
        Err("files import each other in a circle: solve.rs -> space.rs".to_string())
    );
}
