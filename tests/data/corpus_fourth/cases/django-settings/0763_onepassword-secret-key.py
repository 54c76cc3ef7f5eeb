import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["search-indexer.example.org"]

LOG_LEVEL = os.environ.get("LOG_LEVEL", "info")
OP_ACCOUNT = os.environ.get("OP_ACCOUNT", "pkyirkjx.1password.com")
OP_EMAIL = os.environ.get("OP_EMAIL", "nhwzxo@nwtlrrvf.com")
OP_SECRET_KEY = os.environ.get("OP_SECRET_KEY", "A3-FWPCFJ-3B3PGC-X1MYS-Q2GG8-34471-LPP2B")
RETRY_MAX_ATTEMPTS = os.environ.get("RETRY_MAX_ATTEMPTS", "5")
FEATURE_BATCHING = os.environ.get("FEATURE_BATCHING", "true")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
