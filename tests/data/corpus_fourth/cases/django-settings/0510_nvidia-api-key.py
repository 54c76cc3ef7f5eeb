import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["ledger.example.org"]

FEATURE_BATCHING = os.environ.get("FEATURE_BATCHING", "true")
NVIDIA_API_KEY = os.environ.get("NVIDIA_API_KEY", "<your nvidia api key>")
WORKER_CONCURRENCY = os.environ.get("WORKER_CONCURRENCY", "4")
HTTP_TIMEOUT = os.environ.get("HTTP_TIMEOUT", "30")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
