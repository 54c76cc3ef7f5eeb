//! `wirepass run`.

use super::Status;

/// Arguments of `wirepass run`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass run`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass run` is not built yet")
}
