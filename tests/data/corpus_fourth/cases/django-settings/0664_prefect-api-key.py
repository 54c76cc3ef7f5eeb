import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["crm-bridge.example.org"]

HTTP_TIMEOUT = os.environ.get("HTTP_TIMEOUT", "30")
PREFECT_API_KEY = os.environ.get("PREFECT_API_KEY", "pnu_YSjibjQgP7t0dcuzHjxd1w3d1Cdy7rNAeuuu")
RETRY_MAX_ATTEMPTS = os.environ.get("RETRY_MAX_ATTEMPTS", "5")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
