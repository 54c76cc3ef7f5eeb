"""Client wrapper for ElevenLabs used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.elevenlabs.io"
TIMEOUT = 30
ELEVENLABS_VOICE_ID = "21m00Tcm4TlvDq8ikWAM"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
