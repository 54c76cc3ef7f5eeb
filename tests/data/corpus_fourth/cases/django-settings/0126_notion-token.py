import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["billing-sync.example.org"]

CACHE_TTL_SECONDS = os.environ.get("CACHE_TTL_SECONDS", "300")
ACCESS_KEY = os.environ.get("ACCESS_KEY", "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")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
