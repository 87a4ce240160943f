//! Everything that talks to the machine or the host directly: the heap
//! (compressed tables only) and its high-water mark, the stack's high-water
//! mark, and the semihosting calls the console needs. The only module of
//! the firmware with `unsafe` code; each use says why it holds.
#![allow(unsafe_code)]

use cortex_m_semihosting::syscall;

#[cfg(feature = "compressed-tables")]
mod heap {
    use core::alloc::{GlobalAlloc, Layout};
    use core::mem::MaybeUninit;
    use core::sync::atomic::{AtomicUsize, Ordering};

    use embedded_alloc::LlffHeap;

    /// Heap for table decoding (about 45 KB a table, and the zstd decoder's
    /// transient buffers).
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

// Symbols of cortex-m-rt's link.x: the start of RAM's statics (.data), the
// first free word after them (.bss and .uninit come before it), and the top
// of the stack, which grows down towards that word.
unsafe extern "C" {
    static __sdata: u32;
    static __sheap: u32;
    static _stack_start: u32;
}

/// What unused stack holds after [`paint_stack`].
const PAINT: u32 = 0x5afe_c0de;

/// Room left unpainted below the stack pointer at the time of painting: the
/// painting loop's own frame.
const MARGIN: usize = 64;

// Only the symbols' addresses are taken, never their values.
fn free_ram_start() -> usize {
    &raw const __sheap as usize
}

fn stack_top() -> usize {
    &raw const _stack_start as usize
}

/// Fills the free RAM between the statics and the stack with [`PAINT`], so
/// that [`ram_peak`] can find the deepest word the stack ever reached. Call
/// once, first thing.
pub fn paint_stack() {
    let below_stack = cortex_m::register::msp::read() as usize - MARGIN;
    let mut word = free_ram_start();
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
    let ram_start = &raw const __sdata as usize;
    let mut word = free_ram_start();
    // SAFETY: reads words of RAM between the statics and the stack's top;
    // all of them are memory of the machine.
    while word < stack_top() && unsafe { core::ptr::read_volatile(word as *const u32) } == PAINT {
        word += 4;
    }
    (free_ram_start() - ram_start) + (stack_top() - word)
}

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
    // SAFETY: SYS_OPEN reads `name` (NUL-terminated, length without the
    // NUL) and nothing else.
    let handle = unsafe { syscall!(OPEN, name.as_ptr(), mode, name.len() - 1) };
    (handle as isize >= 0).then_some(Handle(handle))
}

/// Reads into `buffer`; `Some(0)` at the end of input, `None` on error.
pub fn read(handle: Handle, buffer: &mut [u8]) -> Option<usize> {
    // SAFETY: SYS_READ writes at most `buffer.len()` bytes into `buffer`.
    let not_read = unsafe { syscall!(READ, handle.0, buffer.as_mut_ptr(), buffer.len()) };
    // The call returns how many bytes were NOT read.
    buffer.len().checked_sub(not_read)
}

/// Writes all of `bytes`; `false` on error.
pub fn write(handle: Handle, bytes: &[u8]) -> bool {
    let mut rest = bytes;
    while !rest.is_empty() {
        // SAFETY: SYS_WRITE reads at most `rest.len()` bytes of `rest`.
        let not_written = unsafe { syscall!(WRITE, handle.0, rest.as_ptr(), rest.len()) };
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
    const SYS_EXIT_EXTENDED: usize = 0x20;
    const APPLICATION_EXIT: usize = 0x20026;
    let block = [APPLICATION_EXIT, usize::from(status)];
    loop {
        // SAFETY: SYS_EXIT_EXTENDED reads the two words of `block`.
        unsafe { cortex_m_semihosting::syscall(SYS_EXIT_EXTENDED, &block) };
    }
}
