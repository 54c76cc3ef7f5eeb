"""Client wrapper for LaunchDarkly used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://app.launchdarkly.com"
TIMEOUT = 60
LAUNCHDARKLY_SDK_KEY = "sdk-10b4a680-567c-4ee9-b61b-2a57e1ed4f9b"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
