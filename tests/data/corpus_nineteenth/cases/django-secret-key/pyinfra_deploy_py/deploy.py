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
        "DJANGO_SECRET_KEY": "django-insecure-anoy(&4gmi-7xft*v+sr8=vl(^6^66s^)zn_ccx(0lnkxk6cba",
    },
)

systemd.service(
    name="Enable the checkout sync timer",
    service="checkout-sync.timer",
    running=True,
    enabled=True,
)
