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
        "AUTH0_CLIENT_ID": "RbphCx0zMi2l1w1igDemE51mTX2QHlOZ",
        "AUTH0_DOMAIN": "nw-prod.us.auth0.com",
        "AUTH0_API_CLIENT_SECRET": "Tv85zUBXewewyWmk_Mv5BhpdTHC9ZFDPt-I4bNU16zyySDAZSpihYbD1OLVSgA73",
    },
)

systemd.service(
    name="Enable the orders sync timer",
    service="orders-sync.timer",
    running=True,
    enabled=True,
)
