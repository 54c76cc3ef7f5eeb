"""Python `requests` through wirepass: list a repository's pull requests (allowed), then
merge one (refused: the grants do not allow `pulls.merge` for this user).

    eval "$(wirepass env)"   # HTTPS_PROXY and REQUESTS_CA_BUNDLE, nothing else
    export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
    python3 examples/python/requests_github.py
"""

import os

import requests

from outcome import show

API = "https://api.github.com"

session = requests.Session()
# Who these requests are for; wirepass strips the header before forwarding.
session.headers["x-wirepass-user"] = os.environ["WIREPASS_SESSION"]

show("list-pulls", session.get(f"{API}/repos/acme/widgets/pulls", timeout=30))
show("merge-pull", session.put(f"{API}/repos/acme/widgets/pulls/1/merge", timeout=30))
