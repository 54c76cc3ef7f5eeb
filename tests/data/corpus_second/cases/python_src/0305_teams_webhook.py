"""Client wrapper for Microsoft Teams used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://alerts.acme-corp.io"
TIMEOUT = 10
TEAMS_WEBHOOK_URL = "https://fabrikamgroup.webhook.office.com/webhookb2/5d7eb123-bb3a-4b50-9dcc-488e8371d1d4@6b0e3ade-02e8-43c3-b484-bbc594b20d22/IncomingWebhook/32d9df93478037f1d2708bc3bc87d3c2/58a5ef12-b741-41ec-9611-04a4ade9ddd2"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
