//! The `wirepass` binary: parse the command line, run the verb, turn the result into an
//! exit code.
#![forbid(unsafe_code)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
