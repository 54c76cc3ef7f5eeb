//! `wirepass session`.

use super::Status;

/// Arguments of `wirepass session`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `wirepass session`.
pub fn run(_args: Args) -> anyhow::Result<Status> {
    anyhow::bail!("`wirepass session` is not built yet")
}
