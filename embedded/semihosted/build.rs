//! Gives the linker the memory map of the machine the target is for: for a
//! Cortex-M, where cortex-m-rt's link.x finds it (the micro:bit for
//! thumbv6m-none-eabi, a Cortex-M0; the LM3S811 for thumbv7m-none-eabi, a
//! Cortex-M3; QEMU's mps2-an386 otherwise, a Cortex-M4); for riscv32,
//! the whole linker script of QEMU's sifive_e (link-riscv.x).

use std::path::PathBuf;

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    let target = std::env::var("TARGET").unwrap_or_default();
    for script in [
        "memory-microbit.x",
        "memory-lm3s811.x",
        "memory-mps2-an386.x",
        "link-riscv.x",
    ] {
        println!("cargo:rerun-if-changed={script}");
    }
    println!("cargo:rustc-link-search={}", out.display());
    if target.starts_with("riscv32") {
        if let Err(e) = std::fs::write(out.join("link-riscv.x"), include_bytes!("link-riscv.x")) {
            panic!("cannot write link-riscv.x: {e}");
        }
        println!("cargo:rustc-link-arg=-Tlink-riscv.x");
        return;
    }
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
    println!("cargo:rustc-link-arg=-Tlink.x");
}
