//! `wirepass demo`.

use super::Status;

/// Arguments of `wirepass demo`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass demo`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass demo` is not built yet")
}
