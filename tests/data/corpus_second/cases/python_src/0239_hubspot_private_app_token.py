"""Client wrapper for HubSpot used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.hubapi.com"
TIMEOUT = 10
HUBSPOT_ACCESS_TOKEN = "pat-eu1-a577ca9b-c6de-4403-b2c2-1a5d7e27ecf8"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
