"""Client wrapper for Django used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://app.acme-corp.io"
TIMEOUT = 60
DJANGO_SECRET_KEY = "django-insecure-9gr8^+$=(-9=q!7a5r5s=0dhk9hsqz=o9b)%cz#@bg^%9m#22_"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
