//! The `eight` command. Everything it does is in `cli/` and the library;
//! this file only hands over the exit status.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
