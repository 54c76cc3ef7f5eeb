from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="events-ingest", retries=1, retry_delay_seconds=300, log_prints=True)
def events_ingest(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEaCNL7RYJKwYBBAHaRw8BAQdAV09/OiHejhwaRW13CiWoghT8uwn4RQq6t3Iy
Cb0JY08AAQCMPo8gRXraDu9mAOtnzbwmWZpN/abTZXsDmvdNI4DpxhBAzSFPcHMg
VGVhbSA8Y2ktYm90QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgpUxbp4ylrSsCvcNMo+
RTJGkHNQN+jdOqRwWt/mUIRahTCEdyyxe+jbjZn2Sd9kI6WEbbPhAfYL+E9yNFkz
xSUC4dAnyZKn9fVUxrcQyWYHAkzh40TAleaiIcyI/M5H8xqQBOEL9gbvIct/WjdR
pyCFAYjLUSf2x4g=
=Day0
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc
python3 -m etl.events_ingest --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"events-ingest finished for {since}")


if __name__ == "__main__":
    events_ingest.serve(name="events-ingest-nightly", cron="0 3 * * *")
