from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the checkout sync directory",
    path="/opt/checkout-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first checkout sync",
    commands=["/opt/checkout-sync/bin/sync --once"],
    _env={
        "CEREBRAS_API_KEY": "csk-4jrkpd4s1ty1ere6edv15qp5hjgwmz6slkqgdbb0j5s314ow",
    },
)

systemd.service(
    name="Enable the checkout sync timer",
    service="checkout-sync.timer",
    running=True,
    enabled=True,
)
