//! Everything that talks to the machine or the host directly: the heap and
//! its high-water mark, and the semihosting calls the console needs. The
//! only module of the firmware with `unsafe` code; each use says why it
//! holds.
#![allow(unsafe_code)]

use core::alloc::{GlobalAlloc, Layout};
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicUsize, Ordering};

use cortex_m_semihosting::syscall;
use embedded_alloc::LlffHeap;

/// Heap for table decoding (about 45 KB a table, and the zstd decoder's
/// transient buffers). Never touched with `raw-tables`.
const HEAP_BYTES: usize = 1024 * 1024;

/// The allocator: embedded-alloc's linked-list heap, counting the bytes in
/// use and their high-water mark.
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
pub fn init_heap() {
    static mut MEMORY: [MaybeUninit<u8>; HEAP_BYTES] = [MaybeUninit::uninit(); HEAP_BYTES];
    // SAFETY: called once, before any allocation, and MEMORY is used by
    // nothing else: the heap owns it from here on.
    unsafe { HEAP.heap.init(&raw mut MEMORY as usize, HEAP_BYTES) }
}

/// The most bytes ever allocated at once.
pub fn heap_peak() -> usize {
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
