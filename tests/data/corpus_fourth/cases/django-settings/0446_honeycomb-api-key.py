import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["search-indexer.example.org"]

LOG_LEVEL = os.environ.get("LOG_LEVEL", "info")
HONEYCOMB_API_KEY = os.environ.get("HONEYCOMB_API_KEY", "K7fe8kBXWIVu31P3x2GS8I")
HTTP_TIMEOUT = os.environ.get("HTTP_TIMEOUT", "30")
APP_ENV = os.environ.get("APP_ENV", "production")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
