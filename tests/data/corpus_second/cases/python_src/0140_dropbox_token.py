"""Client wrapper for Dropbox used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://api.dropboxapi.com"
TIMEOUT = 10
DROPBOX_ACCESS_TOKEN = "sl.u.AFLBdO6O1BBhq6aZ6slMRrOM-QfHXPrGcDWpfCOaTQDmjbYOR6JUchRNDMoru9-mjfU-KaFTDL8pFJj43ySWUA2ZLuHimEiiMZY6I4IUo3iatnz4gvQll9cKQJcaA99bA2JQIpPefpsaq6G_e7GxVHGY9gYvW2zqjmKxY2_F0lZFCUki9QSf7litSXcwIfcJEITIOPVzmG1Sq-nlXeNqKupYEaemZv3sMwMa4nPGpyi9rBTMmkwWLZr8U4_RpKdfNSOXviJ3fOkXbTCv0Zcz8DM-M9vIjdZY9yawiPpYQSLsp-zKiFgFpLfzCsnZP95t-YcuNZGFYEqNKr9lrjiHLNfpMWu1JBdTMZxUKLoXQVPw7ErL3bJWnjofdqVjhSMyqB7PYVu_b7zirDbrsK7zpVmrB52bPOXXrmyNcHb0Jl8jc4N7VSLr34gVI_Y2WKphtf3KtdWX8uxT1xt161XqJ-ZxFim5gaoFC"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
