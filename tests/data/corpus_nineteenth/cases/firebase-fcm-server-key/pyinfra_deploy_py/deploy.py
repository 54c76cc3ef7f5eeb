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
        "GCM_API_KEY": "AAAAdRgCfb2:APA91b63Z0J1MJmiNXMmu7HuwD84siiDmQc5JrI_4x7_FJZUoMoJCmlrTUyPVFfJbECe_iXO5_KCQAMvuJDDSNTO5ljpQDs9fOE0gQVy5rdVvBUu0TddexJ484nzmTr4hN7hoxAywLbE",
    },
)

systemd.service(
    name="Enable the ingest sync timer",
    service="ingest-sync.timer",
    running=True,
    enabled=True,
)
