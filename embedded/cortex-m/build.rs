//! Puts the memory map of the machine the target is for where cortex-m-rt's
//! link.x finds it: the micro:bit for thumbv6m-none-eabi (Cortex-M0), the
//! LM3S811 for thumbv7m-none-eabi (Cortex-M3), QEMU's mps2-an386 otherwise
//! (Cortex-M4).

use std::path::PathBuf;

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    let target = std::env::var("TARGET").unwrap_or_default();
    let memory: &[u8] = if target.starts_with("thumbv6m") {
        include_bytes!("memory-microbit.x")
    } else if target.starts_with("thumbv7m") {
        include_bytes!("memory-lm3s811.x")
    } else {
        include_bytes!("memory-mps2-an386.x")
    };
    if let Err(e) = std::fs::write(out.join("memory.x"), memory) {
        panic!("cannot write memory.x: {e}");
    }
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed=memory-microbit.x");
    println!("cargo:rerun-if-changed=memory-lm3s811.x");
    println!("cargo:rerun-if-changed=memory-mps2-an386.x");
    println!("cargo:rustc-link-arg=-Tlink.x");
}
