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
        "STRIPE_WEBHOOK_SIGNING_SECRET": "whsec_kyOsX7tMXTGZmPzhrPXukBZagZCPiBvm",
    },
)

systemd.service(
    name="Enable the notifier sync timer",
    service="notifier-sync.timer",
    running=True,
    enabled=True,
)