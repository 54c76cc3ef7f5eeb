"""Client wrapper for Langfuse used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://cloud.langfuse.com"
TIMEOUT = 10
LANGFUSE_PUBLIC_KEY = "pk-lf-84595c97-436e-4efa-bf77-63a5fda1468b"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
