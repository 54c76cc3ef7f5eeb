//! `wirepass run`: load the config, make sure a CA exists, bind, print the one line
//! `listening on http://IP:PORT` on standard output, and serve until SIGTERM / Ctrl-C.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use wirepass::config::Config;
use wirepass::proxy::{Proxy, RunOptions};

use super::Status;

/// Arguments of `wirepass run`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on (port 0 picks a free port) [default: config, then 127.0.0.1:8080].
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
    /// Folder of the CA; created with a new CA when empty [default: config, then certs].
    #[arg(long, value_name = "DIR")]
    ca_dir: Option<PathBuf>,
    /// The configuration file [default: built-in defaults].
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// An extra root CA trusted for upstream TLS (repeatable).
    #[arg(long = "upstream-ca", value_name = "FILE")]
    upstream_ca: Vec<PathBuf>,
    /// Connect to ADDR for HOST:PORT, like curl's --resolve (repeatable).
    #[arg(long, value_name = "HOST:PORT:ADDR")]
    resolve: Vec<String>,
    /// Log format on standard error (filter with RUST_LOG).
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// How logs are written.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Sends tracing output to standard error; `RUST_LOG` filters (default `info`).
pub fn init_logging(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

/// Runs `wirepass run`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    init_logging(args.log_format);
    // Validated before anything is created or bound.
    let config = match &args.config {
        Some(path) => Config::load(path)?,
        None => Config::embedded(),
    };
    let opts = RunOptions {
        listen: args.listen,
        ca_dir: args.ca_dir,
        upstream_ca: args.upstream_ca,
        resolve: args.resolve,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        // bind validates everything before it creates the CA or touches the port.
        let proxy = Proxy::bind(config, opts).await?;
        let ca = proxy.ca();
        if ca.was_created() {
            eprintln!(
                "wirepass: created a new CA in {}; clients must trust {} (see `wirepass env`)",
                ca.dir().display(),
                ca.ca_pem_path().display()
            );
        }
        let addr = proxy
            .local_addr()
            .context("cannot read the bound address")?;
        let mut out = std::io::stdout().lock();
        writeln!(out, "listening on http://{addr}")?;
        out.flush()?;
        drop(out);
        proxy.serve(shutdown_signal()).await?;
        tracing::info!("stopped");
        anyhow::Ok(())
    })?;
    Ok(Status::Ok)
}

/// Resolves on Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("stopping: no new connections; in-flight requests may finish");
}
