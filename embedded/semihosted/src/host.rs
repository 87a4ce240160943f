//! Everything that talks to the machine or the host directly: the heap
//! (compressed tables only) and its high-water mark, the stack's high-water
//! mark, and the semihosting calls the console needs, the same on both
//! architectures; what differs (the start-up, the trap into the host, the
//! memory's symbols) is in `arm.rs` and `riscv.rs`. The only modules of the
//! firmware with `unsafe` code; each use says why it holds.
#![allow(unsafe_code)]

#[cfg(target_arch = "arm")]
#[path = "arm.rs"]
mod machine;
#[cfg(target_arch = "riscv32")]
#[path = "riscv.rs"]
mod machine;

#[cfg(feature = "compressed-tables")]
mod heap {
    use core::alloc::{GlobalAlloc, Layout};
    use core::mem::MaybeUninit;
    use core::sync::atomic::{AtomicUsize, Ordering};

    use embedded_alloc::LlffHeap;

    /// Heap for table decoding (two bits a board a table, and the zstd
    /// decoder's transient buffers).
    const HEAP_BYTES: usize = 1024 * 1024;

    /// The allocator: embedded-alloc's linked-list heap, counting the bytes
    /// in use and their high-water mark.
    pub struct CountingHeap {
        heap: LlffHeap,
        in_use: AtomicUsize,
        peak: AtomicUsize,
    }

    #[global_allocator]
    static HEAP: CountingHeap = CountingHeap {
        heap: LlffHeap::empty(),
        in_use: AtomicUsize::new(0),
        peak: AtomicUsize::new(0),
    };

    /// Gives the heap its memory; call once, first thing.
    pub fn init() {
        static mut MEMORY: [MaybeUninit<u8>; HEAP_BYTES] = [MaybeUninit::uninit(); HEAP_BYTES];
        // SAFETY: called once, before any allocation, and MEMORY is used by
        // nothing else: the heap owns it from here on.
        unsafe { HEAP.heap.init(&raw mut MEMORY as usize, HEAP_BYTES) }
    }

    /// The most bytes ever allocated at once.
    pub fn peak() -> usize {
        HEAP.peak.load(Ordering::Relaxed)
    }

    // SAFETY: every call is passed on unchanged to LlffHeap, a GlobalAlloc;
    // only counters are added.
    unsafe impl GlobalAlloc for CountingHeap {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: the caller's contract is passed on as it is.
            let block = unsafe { self.heap.alloc(layout) };
            if !block.is_null() {
                let now = self.in_use.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
                self.peak.fetch_max(now, Ordering::Relaxed);
            }
            block
        }

        unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
            self.in_use.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: the caller's contract is passed on as it is.
            unsafe { self.heap.dealloc(block, layout) }
        }
    }
}

/// Gives the heap its memory, when there is one; call once, first thing.
pub fn init_heap() {
    #[cfg(feature = "compressed-tables")]
    heap::init();
}

/// The most bytes ever allocated at once: 0 when no allocator is linked.
pub fn heap_peak() -> usize {
    #[cfg(feature = "compressed-tables")]
    return heap::peak();
    #[cfg(not(feature = "compressed-tables"))]
    0
}

/// What unused stack holds after [`paint_stack`].
const PAINT: u32 = 0x5afe_c0de;

/// Room left unpainted below the stack pointer at the time of painting: the
/// painting loop's own frame.
const MARGIN: usize = 64;

/// Fills the free RAM between the statics and the stack with [`PAINT`], so
/// that [`ram_peak`] can find the deepest word the stack ever reached. Call
/// once, first thing.
pub fn paint_stack() {
    let below_stack = machine::stack_pointer() - MARGIN;
    let mut word = machine::free_ram_start();
    while word < below_stack {
        // SAFETY: the words between the end of the statics and the stack
        // pointer belong to nothing yet: no heap lives there (its memory is
        // a static) and the stack has not reached them.
        unsafe { core::ptr::write_volatile(word as *mut u32, PAINT) };
        word += 4;
    }
}

/// RAM in use at its peak: the statics (.data, .bss, .uninit; with the
/// compressed tables the heap's memory is one of them) and the deepest the
/// stack went, found as the lowest word [`paint_stack`] painted that no
/// longer holds the paint.
pub fn ram_peak() -> usize {
    let (ram_start, free, top) = (
        machine::ram_start(),
        machine::free_ram_start(),
        machine::stack_top(),
    );
    let mut word = free;
    // SAFETY: reads words of RAM between the statics and the stack's top;
    // all of them are memory of the machine.
    while word < top && unsafe { core::ptr::read_volatile(word as *const u32) } == PAINT {
        word += 4;
    }
    (free - ram_start) + (top - word)
}

// The semihosting operations the console uses (Arm's "Semihosting for
// AArch32 and AArch64", which RISC-V's semihosting takes over).
const SYS_OPEN: usize = 0x01;
const SYS_WRITE: usize = 0x05;
const SYS_READ: usize = 0x06;
const SYS_EXIT_EXTENDED: usize = 0x20;

/// A host file handle from semihosting `SYS_OPEN`.
#[derive(Clone, Copy)]
pub struct Handle(usize);

/// Which of the host's standard streams to open.
#[derive(Clone, Copy)]
pub enum Stream {
    Input,
    Output,
    Errors,
}

/// Opens one of the host's standard streams: the special name `:tt` gives
/// standard input with mode 0 (read), standard output with mode 4 (write)
/// and standard error with mode 8 (append).
pub fn open(stream: Stream) -> Option<Handle> {
    let name = b":tt\0";
    let mode: usize = match stream {
        Stream::Input => 0,
        Stream::Output => 4,
        Stream::Errors => 8,
    };
    let block = [name.as_ptr() as usize, mode, name.len() - 1];
    // SAFETY: SYS_OPEN reads the three words of `block` and `name`
    // (NUL-terminated, its length without the NUL), and nothing else.
    let handle = unsafe { machine::semihosting(SYS_OPEN, &block) };
    (handle as isize >= 0).then_some(Handle(handle))
}

/// Reads into `buffer`; `Some(0)` at the end of input, `None` on error.
pub fn read(handle: Handle, buffer: &mut [u8]) -> Option<usize> {
    let block = [handle.0, buffer.as_mut_ptr() as usize, buffer.len()];
    // SAFETY: SYS_READ reads the three words of `block` and writes at
    // most `buffer.len()` bytes into `buffer`.
    let not_read = unsafe { machine::semihosting(SYS_READ, &block) };
    // The call returns how many bytes were NOT read.
    buffer.len().checked_sub(not_read)
}

/// Writes all of `bytes`; `false` on error.
pub fn write(handle: Handle, bytes: &[u8]) -> bool {
    let mut rest = bytes;
    while !rest.is_empty() {
        let block = [handle.0, rest.as_ptr() as usize, rest.len()];
        // SAFETY: SYS_WRITE reads the three words of `block` and at most
        // `rest.len()` bytes of `rest`.
        let not_written = unsafe { machine::semihosting(SYS_WRITE, &block) };
        let Some(written) = rest.len().checked_sub(not_written).filter(|&n| n > 0) else {
            return false;
        };
        rest = &rest[written..];
    }
    true
}

/// Ends the program, and QEMU with it, with `status` as its exit status
/// (`SYS_EXIT_EXTENDED`, reason "application exit").
pub fn exit(status: u8) -> ! {
    const APPLICATION_EXIT: usize = 0x20026;
    let block = [APPLICATION_EXIT, usize::from(status)];
    loop {
        // SAFETY: SYS_EXIT_EXTENDED reads the two words of `block`.
        unsafe { machine::semihosting(SYS_EXIT_EXTENDED, &block) };
    }
}
