//! The command line: one file per verb. `main` parses, dispatches and maps the result to
//! an exit code (0 ok, 1 a negative answer such as "refused" or "found", 2 an error).

mod audit;
mod check;
mod demo;
mod doctor;
mod entitlements;
mod env;
mod init;
mod offline;
mod routes;
mod run;
mod scan;
mod session;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// wirepass: an egress proxy that gives every request an AI agent makes a pass.
#[derive(Debug, Parser)]
#[command(name = "wirepass", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Create the local CA that wirepass mints leaf certificates from.
    Init(init::Args),
    /// Run the proxy.
    Run(run::Args),
    /// Print the environment an agent process needs to use the proxy.
    Env(env::Args),
    /// Start a local origin and a proxy and show an allowed and a refused request.
    Demo(demo::Args),
    /// Show, explain, validate and import route tables.
    Routes(routes::Args),
    /// Decide a request offline from the configuration.
    Check(check::Args),
    /// Scan text for credentials.
    Scan(scan::Args),
    /// Verify, anchor and read the hash-chained audit log.
    Audit(audit::Args),
    /// Make keys and mint and verify session tokens.
    Session(session::Args),
    /// Check and compare entitlements files (`run --record` writes them).
    Entitlements(entitlements::Args),
    /// Check the setup: CA, config, addresses, live checks, variables, a running proxy.
    Doctor(doctor::Args),
    /// Print shell completions.
    Completions(CompletionsArgs),
}

#[derive(Debug, clap::Args)]
struct CompletionsArgs {
    /// The shell.
    shell: clap_complete::Shell,
}

/// What a verb answers, beyond "it failed".
pub enum Status {
    /// Exit 0.
    Ok,
    /// Exit 1: a negative answer (refused, found, exists).
    No,
}

/// Parses the command line and runs the verb.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Init(a) => init::run(a),
        Command::Run(a) => run::run(a),
        Command::Env(a) => env::run(a),
        Command::Demo(a) => demo::run(a),
        Command::Routes(a) => routes::run(a),
        Command::Check(a) => check::run(a),
        Command::Scan(a) => scan::run(a),
        Command::Audit(a) => audit::run(a),
        Command::Session(a) => session::run(a),
        Command::Entitlements(a) => entitlements::run(a),
        Command::Doctor(a) => doctor::run(a),
        Command::Completions(a) => {
            use clap::CommandFactory;
            let mut cmd = Cli::command();
            clap_complete::generate(a.shell, &mut cmd, "wirepass", &mut std::io::stdout());
            Ok(Status::Ok)
        }
    };
    match result {
        Ok(Status::Ok) => ExitCode::SUCCESS,
        Ok(Status::No) => ExitCode::from(1),
        Err(e) => {
            if is_broken_pipe(&e) {
                return ExitCode::SUCCESS;
            }
            eprintln!("wirepass: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
