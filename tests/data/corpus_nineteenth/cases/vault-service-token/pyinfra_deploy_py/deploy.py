from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the reports sync directory",
    path="/opt/reports-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first reports sync",
    commands=["/opt/reports-sync/bin/sync --once"],
    _env={
        "VAULT_TOKEN_ACCESSOR": "nhEP2l44huEQaTdwabunzOnG",
    },
)

systemd.service(
    name="Enable the reports sync timer",
    service="reports-sync.timer",
    running=True,
    enabled=True,
)