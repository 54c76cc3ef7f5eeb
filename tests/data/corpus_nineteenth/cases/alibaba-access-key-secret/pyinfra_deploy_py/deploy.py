from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the webhooks sync directory",
    path="/opt/webhooks-sync",
    user="deploy",
    group="deploy",
)

server.shell(
    name="Run the first webhooks sync",
    commands=["/opt/webhooks-sync/bin/sync --once"],
    _env={
        "ALIBABA_CLOUD_ACCESS_KEY_ID": LTAIqFKZkcEePqxbVljVbYFt,
        "ALIBABA_CLOUD_ACCESS_KEY_SECRET": host.data.alibaba_access_key_secret,
    },
)

systemd.service(
    name="Enable the webhooks sync timer",
    service="webhooks-sync.timer",
    running=True,
    enabled=True,
)
