//! `wirepass init`.

use super::Status;

/// Arguments of `wirepass init`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass init`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass init` is not built yet")
}
