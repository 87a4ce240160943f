//! A table read in place: bytes that keep part of the distance from the
//! table's root of every board its [`Layout`] stores, with the cell of the
//! root's blank. The formats differ only in how an entry is packed into
//! the bytes ([`Packing`]: a bit in [`crate::distance_bits`], a digit of
//! base 3 in [`crate::distance_trits`]); how a table is checked, made and
//! placed is written here once for both.

use core::marker::PhantomData;

use crate::board::CELLS;
use crate::layout::Layout;

/// Where the bytes of a table of distance bits are read: a slice in
/// memory, or a reader that a program supplies where its constants are not
/// memory that a load reads (an AVR keeps them in program memory, read by
/// the `lpm` instruction).
pub trait TableBytes {
    /// The number of bytes.
    fn len(&self) -> usize;

    /// The byte at `index`; any value at all past the end (a walk only
    /// reads there when the bits it read before were damaged).
    fn byte(&self, index: usize) -> u8;

    /// Whether there are no bytes.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl TableBytes for &[u8] {
    #[inline]
    fn len(&self) -> usize {
        <[u8]>::len(self)
    }

    #[inline]
    fn byte(&self, index: usize) -> u8 {
        self.get(index).copied().unwrap_or(0)
    }
}

/// How a format packs one entry a stored board into bytes.
pub trait Packing {
    /// The values an entry takes (0 to `VALUES - 1`).
    const VALUES: u8;
    /// Entries a byte (every layout stores whole blocks of 20,160 boards,
    /// a multiple of each).
    const PER_BYTE: u32;

    /// Bytes of a table in `layout`.
    fn bytes_len(layout: &Layout) -> usize {
        (layout.entries() / Self::PER_BYTE) as usize
    }

    /// The entry at `index` (past the end, whatever the bytes give there).
    fn entry(bytes: &impl TableBytes, index: u32) -> u8;

    /// Sets the entry at `index` to `value` (ignored past the end, or for
    /// a value of `VALUES` or more).
    fn set(bytes: &mut [u8], index: u32, value: u8);
}

/// One table of a format `P`, with the cell of its root's blank and its
/// layout. `B` holds the bytes (a borrowed slice, unless a program reads
/// them its own way).
#[derive(Debug, PartialEq, Eq)]
pub struct StoredTable<B, P> {
    bytes: B,
    root_blank: u8,
    layout: &'static Layout,
    packing: PhantomData<P>,
}

// By hand rather than derived: a derive would ask the format's marker
// type to be `Copy` too.
impl<B: Clone, P> Clone for StoredTable<B, P> {
    fn clone(&self) -> Self {
        StoredTable {
            bytes: self.bytes.clone(),
            root_blank: self.root_blank,
            layout: self.layout,
            packing: PhantomData,
        }
    }
}

impl<B: Copy, P> Copy for StoredTable<B, P> {}

impl<B: TableBytes, P: Packing> StoredTable<B, P> {
    /// A view of a stored table whose root has its blank in `root_blank`
    /// (in the layout [`Layout::of`] that cell), or `None` when the length
    /// is not that of such a table.
    #[inline]
    pub fn new(bytes: B, root_blank: usize) -> Option<StoredTable<B, P>> {
        StoredTable::in_layout(bytes, root_blank, Layout::of(root_blank))
    }

    /// A view of a table that stores every board (as an export does), or
    /// `None` when the length is not that of [`Layout::UNFOLDED`].
    pub fn unfolded(bytes: B, root_blank: usize) -> Option<StoredTable<B, P>> {
        StoredTable::in_layout(bytes, root_blank, &Layout::UNFOLDED)
    }

    /// A view of a table in `layout`, or `None` when the length is not
    /// that layout's or the root's blank is not a cell.
    #[inline]
    pub fn in_layout(
        bytes: B,
        root_blank: usize,
        layout: &'static Layout,
    ) -> Option<StoredTable<B, P>> {
        (bytes.len() == P::bytes_len(layout) && root_blank < CELLS).then_some(StoredTable {
            bytes,
            root_blank: root_blank as u8,
            layout,
            packing: PhantomData,
        })
    }

    /// The cell of the root's blank.
    #[inline]
    pub fn root_blank(&self) -> usize {
        usize::from(self.root_blank)
    }

    /// Which boards are stored, and where the others are read.
    #[inline]
    pub fn layout(&self) -> &'static Layout {
        self.layout
    }

    /// The entry at `index` (callers only pass indices made by the layout
    /// from [`crate::rank`]'s ranks; past the end, whatever the bytes give
    /// there).
    #[inline]
    pub fn entry(&self, index: u32) -> u8 {
        P::entry(&self.bytes, index)
    }

    /// The bytes as they were handed in.
    #[inline]
    pub(crate) fn table_bytes(&self) -> &B {
        &self.bytes
    }
}

impl<'a, P> StoredTable<&'a [u8], P> {
    /// The bytes.
    #[inline]
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }
}
