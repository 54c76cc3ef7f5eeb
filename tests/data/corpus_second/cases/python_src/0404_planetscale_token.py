"""Client wrapper for PlanetScale used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.planetscale.com"
TIMEOUT = 10
PLANETSCALE_SERVICE_TOKEN = "pscale_tkn_q9huOgMeLmVBIzY8DXyQjMaSg23QxJ4PUdxwDcXtCpG"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
