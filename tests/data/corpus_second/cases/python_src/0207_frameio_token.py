"""Client wrapper for Frame.io used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.frame.io"
TIMEOUT = 30
FRAMEIO_TOKEN = "fio-u-Nl1KaSkDb6E3r55Pc6WFL9T0Z9p8BE9qgVvW6dDKnQYEztLdmuJCbUcCB9eEwAFN"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
