from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the orders sync directory",
    path="/opt/orders-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first orders sync",
    commands=["/opt/orders-sync/bin/sync --once"],
    _env={
        "EVENTHUB_CONNECTION_STRING": host.data.azure_sas_key,
    },
)

systemd.service(
    name="Enable the orders sync timer",
    service="orders-sync.timer",
    running=True,
    enabled=True,
)