from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the notifier sync directory",
    path="/opt/notifier-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first notifier sync",
    commands=["/opt/notifier-sync/bin/sync --once"],
    _env={
        "SENTRY_AUTH_TOKEN": "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",
    },
)

systemd.service(
    name="Enable the notifier sync timer",
    service="notifier-sync.timer",
    running=True,
    enabled=True,
)
