//! `wirepass init`: create the local CA (refuses to replace one without `--force`).

use std::path::PathBuf;

use wirepass::tls::{Ca, TlsError};

use super::Status;

/// Arguments of `wirepass init`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Folder to create the CA in.
    #[arg(long, value_name = "DIR", default_value = wirepass::proxy::DEFAULT_CA_DIR)]
    ca_dir: PathBuf,
    /// Replace an existing CA (clients that trusted the old one must trust the new one).
    #[arg(long)]
    force: bool,
}

/// Runs `wirepass init`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    match Ca::init(&args.ca_dir, args.force) {
        Ok(ca) => {
            println!("created a wirepass CA in {}", args.ca_dir.display());
            println!(
                "  {}  certificate: clients trust this (see `wirepass env`)",
                ca.ca_pem_path().display()
            );
            println!(
                "  {}  private key (0600): keep it secret",
                ca.ca_key_path().display()
            );
            Ok(Status::Ok)
        }
        Err(e @ TlsError::Exists(_)) => {
            eprintln!("wirepass: {e}");
            Ok(Status::No)
        }
        Err(e) => Err(e.into()),
    }
}
