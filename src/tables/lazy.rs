//! What is made on first use, and when: the decoded move tables, the
//! goal's links in either metric. One helper for all of them, and the
//! reason for the choices in one place.
//!
//! A process that answers a few queries (a judge's single case, a
//! script's one board) should start as fast as an empty program: it makes
//! nothing, and answers from what is read in place (the compact tables,
//! the multi-tile digits). Only after `FIRST_QUERIES` queries does a
//! process make the faster forms ([`Counter`]). Making one costs as many
//! instructions as many walks in place save by walking the faster form
//! instead, far more than `FIRST_QUERIES`, so a bulk run, which pays
//! both, pays at most a fraction of one making more, while a run of up to
//! `FIRST_QUERIES` queries makes nothing.
//!
//! Each is made once, by the first thread that needs it ([`Lazy`]);
//! another thread that needs it meanwhile waits, or gives way and
//! answers in place ([`WhenBusy`]).

/// What a query does when what it needs is being made by another thread:
/// wait for it, or give way (and answer in place meanwhile, as a program
/// with `std` can). Without `std` there are no threads to wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WhenBusy {
    // Only the compressed storage's tables are waited for.
    #[cfg_attr(not(storage = "compressed"), allow(dead_code))]
    Wait,
    #[cfg_attr(not(feature = "std"), allow(dead_code))]
    GiveWay,
}

/// With `std`: what is made once, by the first thread that needs it, and
/// the count of the first queries.
#[cfg(feature = "std")]
mod threads {
    use core::sync::atomic::{AtomicBool, AtomicU32};
    use std::sync::OnceLock;

    use super::WhenBusy;

    /// Queries answered in place before a process makes a faster form.
    pub(crate) const FIRST_QUERIES: u32 = 1024;

    /// Counts queries up to a limit, from any thread.
    pub(crate) struct Counter {
        answered: AtomicU32,
        limit: u32,
    }

    impl Counter {
        /// A count of the first `FIRST_QUERIES` queries.
        pub(crate) const fn first_queries() -> Counter {
            Counter::new(FIRST_QUERIES)
        }

        pub(crate) const fn new(limit: u32) -> Counter {
            Counter {
                answered: AtomicU32::new(0),
                limit,
            }
        }

        /// Whether this query is one of the first `limit`. Read before it
        /// is counted, so the count stops near its limit and never wraps.
        #[inline]
        pub(crate) fn take(&self) -> bool {
            self.take_group(1)
        }

        /// Whether a group of `n` queries starts among the first `limit`
        /// (the whole group is then answered in place), counting all `n`.
        #[inline]
        pub(crate) fn take_group(&self, n: u32) -> bool {
            use core::sync::atomic::Ordering;
            self.answered.load(Ordering::Relaxed) < self.limit
                && self.answered.fetch_add(n, Ordering::Relaxed) < self.limit
        }
    }

    /// A value made on first use by the first thread that needs it.
    pub(crate) struct Lazy<T> {
        pub(super) value: OnceLock<T>,
        pub(super) claimed: AtomicBool,
    }

    impl<T> Lazy<T> {
        pub(crate) const fn new() -> Lazy<T> {
            Lazy {
                value: OnceLock::new(),
                claimed: AtomicBool::new(false),
            }
        }

        /// The value, made by `make` if no thread has begun it; `None` when
        /// another thread is making it and `busy` says to give way.
        #[inline]
        pub(crate) fn get(&self, busy: WhenBusy, make: impl FnOnce() -> T) -> Option<&T> {
            use core::sync::atomic::Ordering;
            // Every query but the first few finds it made.
            if let Some(value) = self.value.get() {
                return Some(value);
            }
            if self.claimed.swap(true, Ordering::AcqRel) && busy == WhenBusy::GiveWay {
                return self.value.get();
            }
            Some(self.value.get_or_init(make))
        }
    }
}

/// Without `std` there is no lock to wait on: a once-cell that keeps the
/// first of any values made at the same time.
#[cfg(all(not(feature = "std"), storage = "compressed"))]
mod race {
    use super::WhenBusy;

    /// A value made on first use.
    pub(crate) struct Lazy<T> {
        value: once_cell::race::OnceBox<T>,
    }

    impl<T> Lazy<T> {
        pub(crate) const fn new() -> Lazy<T> {
            Lazy {
                value: once_cell::race::OnceBox::new(),
            }
        }

        /// The value, made by `make` if none is yet (never `None`: there is
        /// no other thread to give way to).
        #[inline]
        pub(crate) fn get(&self, _: WhenBusy, make: impl FnOnce() -> T) -> Option<&T> {
            Some(self.value.get_or_init(|| alloc::boxed::Box::new(make())))
        }
    }
}

#[cfg(all(not(feature = "std"), storage = "compressed"))]
pub(crate) use race::Lazy;
#[cfg(feature = "std")]
pub(crate) use threads::{Counter, Lazy};

#[cfg(all(test, feature = "std"))]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use super::*;

    #[test]
    fn the_first_queries_up_to_the_limit_are_taken() {
        let counter = Counter::new(3);
        let taken: Vec<bool> = (0..6).map(|_| counter.take()).collect();
        assert_eq!(taken, [true, true, true, false, false, false]);
        assert!(!Counter::new(0).take());
        // From many threads at once, the limit holds all the same.
        let counter = Counter::new(1000);
        let taken: usize = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| (0..600).filter(|_| counter.take()).count()))
                .collect();
            workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
        });
        assert_eq!(taken, 1000);
    }

    #[test]
    fn a_group_that_starts_below_the_limit_is_taken_whole_and_counted_whole() {
        let counter = Counter::new(5);
        let taken: Vec<bool> = (0..3).map(|_| counter.take_group(4)).collect();
        assert_eq!(taken, [true, true, false]);
        assert!(!counter.take());
    }

    #[test]
    fn a_value_is_made_once_and_a_thread_that_gives_way_gets_none_meanwhile() {
        let lazy: Lazy<u32> = Lazy::new();
        // Claimed by one thread that has not made it yet: another that
        // gives way gets nothing, one that waits makes it.
        let claimed: Lazy<u32> = Lazy::new();
        claimed
            .claimed
            .store(true, core::sync::atomic::Ordering::Relaxed);
        assert_eq!(claimed.get(WhenBusy::GiveWay, || 1), None);
        assert_eq!(claimed.get(WhenBusy::Wait, || 2), Some(&2));
        assert_eq!(claimed.get(WhenBusy::GiveWay, || 3), Some(&2));
        let mut made = 0;
        assert_eq!(
            lazy.get(WhenBusy::GiveWay, || {
                made += 1;
                7
            }),
            Some(&7)
        );
        assert_eq!(lazy.get(WhenBusy::Wait, || 8), Some(&7));
        assert_eq!(made, 1);
    }
}
