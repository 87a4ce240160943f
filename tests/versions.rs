//! One version for everything the repository ships: the C library, the
//! Python package, the WebAssembly module and its npm package, the
//! Arduino library, the ESP-IDF component and the firmware all say the
//! core crate's version. (The Python package's
//! pyproject.toml takes its version from its Cargo.toml; the C library's
//! `eight_version()` and the Python module's `__version__` are their
//! crates' `CARGO_PKG_VERSION`.)

use std::fs;
use std::path::Path;

/// The manifests beside the core, relative to its root.
const CARGO_MANIFESTS: [&str; 7] = [
    "core/Cargo.toml",
    "capi/Cargo.toml",
    "python/Cargo.toml",
    "web/wasm/Cargo.toml",
    "embedded/semihosted/Cargo.toml",
    "embedded/avr/Cargo.toml",
    "embedded/progmem/Cargo.toml",
];

/// The `version` of a Cargo manifest's `[package]` table.
fn package_version(manifest: &str) -> Option<&str> {
    let mut in_package = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if in_package && let Some(value) = line.strip_prefix("version = ") {
            return Some(value.trim_matches('"'));
        }
    }
    None
}

/// The top-level `"version"` of a package.json (its first, as npm writes
/// the file: name, then version).
fn npm_version(package_json: &str) -> Option<&str> {
    let line = package_json
        .lines()
        .map(str::trim)
        .find(|line| line.starts_with("\"version\":"))?;
    let value = line.strip_prefix("\"version\":")?.trim();
    Some(value.trim_end_matches(',').trim_matches('"'))
}

/// The `version=` of an Arduino library.properties.
fn properties_version(properties: &str) -> Option<&str> {
    properties
        .lines()
        .find_map(|line| line.trim().strip_prefix("version="))
        .map(str::trim)
}

/// The top-level `version:` of an ESP-IDF component's idf_component.yml.
fn component_version(manifest: &str) -> Option<&str> {
    manifest
        .lines()
        .find_map(|line| line.strip_prefix("version:"))
        .map(|value| value.trim().trim_matches('"'))
}

fn read(root: &Path, file: &str) -> String {
    fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

#[test]
fn every_package_says_the_core_version() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let core = env!("CARGO_PKG_VERSION");
    if !root.join("capi").is_dir() {
        // The crate as the registry ships it holds the core alone; cargo
        // package leaves its original manifest beside the one it wrote.
        assert!(
            root.join("Cargo.toml.orig").is_file(),
            "capi/ is missing from a repository checkout"
        );
        return;
    }
    for file in CARGO_MANIFESTS {
        assert_eq!(
            package_version(&read(root, file)),
            Some(core),
            "{file} says another version than Cargo.toml"
        );
    }
    // The lock file repeats the package's version (npm ci then refuses a
    // package.json that disagrees).
    for file in ["web/package.json", "web/package-lock.json"] {
        assert_eq!(
            npm_version(&read(root, file)),
            Some(core),
            "{file} says another version than Cargo.toml"
        );
    }
    assert_eq!(
        properties_version(&read(root, "arduino/library.properties")),
        Some(core),
        "arduino/library.properties says another version than Cargo.toml"
    );
    assert_eq!(
        component_version(&read(root, "capi/package/esp-idf/idf_component.yml")),
        Some(core),
        "capi/package/esp-idf/idf_component.yml says another version than Cargo.toml"
    );
    // The solver asks for the core crate at this very version: as a
    // dependency, as its build script's and as its tests'.
    let manifest = read(root, "Cargo.toml");
    let asked: Vec<&str> = manifest
        .lines()
        .filter_map(|line| line.strip_prefix("eight-solver-core = { version = \""))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(
        asked,
        [core, core, core],
        "Cargo.toml asks for another core"
    );
    let pyproject = read(root, "python/pyproject.toml");
    assert!(
        pyproject.contains("dynamic = [\"version\"]"),
        "python/pyproject.toml must take its version from python/Cargo.toml"
    );
    assert!(
        !pyproject.lines().any(|l| l.starts_with("version")),
        "python/pyproject.toml states a version of its own"
    );
}

#[test]
fn versions_are_read_from_their_own_place() {
    let manifest =
        "[package]\nname = \"x\"\nversion = \"1.2.3\"\n\n[dependencies]\nversion = \"9\"\n";
    assert_eq!(package_version(manifest), Some("1.2.3"));
    assert_eq!(package_version("[dependencies]\nversion = \"9\"\n"), None);
    let json =
        "{\n  \"name\": \"eight-solver\",\n  \"version\": \"1.2.3\",\n  \"dependencies\": {}\n}\n";
    assert_eq!(npm_version(json), Some("1.2.3"));
    let properties = "name=eight\nparagraph=since version=0.0.1\nversion=1.2.3\n";
    assert_eq!(properties_version(properties), Some("1.2.3"));
    assert_eq!(properties_version("name=eight\n"), None);
    let component = "description: \"version: 9\"\nversion: \"1.2.3\"\ntargets:\n  - esp32c3\n";
    assert_eq!(component_version(component), Some("1.2.3"));
    assert_eq!(component_version("targets:\n  - esp32c3\n"), None);
}
