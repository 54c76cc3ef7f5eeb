from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the ingest sync directory",
    path="/opt/ingest-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first ingest sync",
    commands=["/opt/ingest-sync/bin/sync --once"],
    _env={
        "AXIOM_API_TOKEN": "xaat-caf4265f-8c1a-4bc1-b725-cdd6ffe8f8a7",
    },
)

systemd.service(
    name="Enable the ingest sync timer",
    service="ingest-sync.timer",
    running=True,
    enabled=True,
)
