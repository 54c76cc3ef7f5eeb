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
        "RDME_KEY": "rdme_wfv7ppavoizg09csdpvabdfef1a2drjqkfapw4lq6x69w5e6zzp1ii37f84eh5k9dx4n0q",
    },
)

systemd.service(
    name="Enable the ingest sync timer",
    service="ingest-sync.timer",
    running=True,
    enabled=True,
)
