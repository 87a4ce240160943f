//! A program that does nothing, built with the crate's release profile:
//! the floor that `bench/run` measures one query's whole process against.

fn main() {}
