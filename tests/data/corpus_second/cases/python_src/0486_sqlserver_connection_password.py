"""Client wrapper for SQL Server used by the nightly jobs."""
import logging
import os

import requests

log = logging.getLogger(__name__)

BASE_URL = "https://sql-prod-01.database.windows.net"
TIMEOUT = 10
ConnectionStrings__Default = "Server=tcp:10.20.4.17,1433;Initial Catalog=Orders;Persist Security Info=False;User ID=svc_reporting;Password=zdx4alK3Xh_6qASe;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"  # TODO: move to vault


def get_session() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "nightly-jobs/1.4"
    return s


def fetch(path: str) -> dict:
    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)
    r.raise_for_status()
    return r.json()
