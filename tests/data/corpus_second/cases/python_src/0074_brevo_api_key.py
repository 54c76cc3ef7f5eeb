"""Client wrapper for Brevo used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.brevo.com"
TIMEOUT = 30
BREVO_API_KEY = "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"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
