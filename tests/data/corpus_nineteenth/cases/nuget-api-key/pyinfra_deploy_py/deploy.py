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
        "NUGET_KEY": "oy2e1rf84db8in3kwj0vbv6nqj4jhq5xctcxv64n8o89r3",
    },
)

systemd.service(
    name="Enable the reports sync timer",
    service="reports-sync.timer",
    running=True,
    enabled=True,
)
