//! Puts memory.x where cortex-m-rt's link.x finds it.

use std::path::PathBuf;

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    if let Err(e) = std::fs::write(out.join("memory.x"), include_bytes!("memory.x")) {
        panic!("cannot write memory.x: {e}");
    }
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed=memory.x");
    println!("cargo:rustc-link-arg=-Tlink.x");
}
