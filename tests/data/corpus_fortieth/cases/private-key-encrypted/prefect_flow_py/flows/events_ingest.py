from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="events-ingest", retries=1, retry_delay_seconds=300, log_prints=True)
def events_ingest(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAHnCWDjhlxt0AOE5YqF/Z8wpay9wQ9V/
IVbqM1hAbEQ6FBUvTM43yyq5AxhSWTvlrOU4t8U32wtNU8UAKE6Tg21nOyHSXId+
RjH7gdOBam03Rg4AA6KOTIRQzns9Mxb8wv8TArzAKtOFxJgr266kJkJaBWJZ1LQb
fzANBgkqhkiG9w0BAQsFAAOCAQEAQ1Jn5YJdTuYlFAU6kTsgSLmOjMzWauNPYlT0
cEtg+78BIwRrWRcTTDzVqku/OL6GQwLHy+ZfGa8OD2wXK6/FtQL/5C8DAVlr++jE
AlQCGJ0fkgCEwVVlREBGDs3No0/SjgS7a3Sh508NGlxvWPTisycTMHxOARXM51O0
IBg1GLRnPXMJJhLILXUjkEygH1slUyfz4Zl3cfDyMBQWMCTzqpNYWTr5cpz71DM5
AMNgBhqN0dk/uXqLsVPXN8pmzMFKPFSsuugrkkLjE2/mvIyhz7wnzav3Ixq3/hrf
+TE5hq5Q/tfUOPYE0GgJ/oKbweapEpEwaVTHhbwch2KkV9J8BQ==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem
python3 -m etl.events_ingest --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"events-ingest finished for {since}")


if __name__ == "__main__":
    events_ingest.serve(name="events-ingest-nightly", cron="15 * * * *")
