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
        "OPENAI_ADMIN_API_KEY": "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",
    },
)

systemd.service(
    name="Enable the reports sync timer",
    service="reports-sync.timer",
    running=True,
    enabled=True,
)
