"""Python `httpx` through wirepass: post to the agents' channel (allowed), then to another
channel (refused: the grants allow `chat.postMessage` on one channel only). The Slack
token is injected by wirepass when the config names one; the agent holds none.

    eval "$(wirepass env)"   # HTTPS_PROXY and SSL_CERT_FILE (httpx reads both)
    export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
    python3 examples/python/httpx_slack.py
"""

import os

import httpx

from outcome import show

POST = "https://slack.com/api/chat.postMessage"

headers = {"x-wirepass-user": os.environ["WIREPASS_SESSION"]}
with httpx.Client(headers=headers, timeout=30) as client:
    agents = {"channel": "C0AGENTS", "text": "nightly build passed"}
    show("post-agents", client.post(POST, json=agents))
    general = {"channel": "C0GENERAL", "text": "nightly build passed"}
    show("post-general", client.post(POST, json=general))
