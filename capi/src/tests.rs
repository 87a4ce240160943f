//! include/eight.h is what cbindgen writes from src/lib.rs today; set
//! EIGHT_UPDATE_HEADER=1 to rewrite it. (A unit test rather than an
//! integration test: those would build the no_std library for the test
//! profile, which unwinds.)

use std::path::Path;

#[test]
fn the_committed_header_is_what_cbindgen_writes() {
    let crate_dir = env!("CARGO_MANIFEST_DIR");
    let config = cbindgen::Config::from_file(Path::new(crate_dir).join("cbindgen.toml"))
        .expect("capi/cbindgen.toml reads");
    let mut written = Vec::new();
    cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads src/lib.rs")
        .write(&mut written);
    let written = String::from_utf8(written).expect("UTF-8");
    let path = Path::new(crate_dir).join("include/eight.h");
    if std::env::var_os("EIGHT_UPDATE_HEADER").is_some() {
        std::fs::write(&path, &written).expect("include/eight.h writes");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == written,
        "capi/include/eight.h differs from what cbindgen writes from capi/src/lib.rs; \
         review the change, then update it with:\n    \
         (cd capi && EIGHT_UPDATE_HEADER=1 cargo test)\n\
         --- committed\n{committed}\n--- written\n{written}"
    );
}
