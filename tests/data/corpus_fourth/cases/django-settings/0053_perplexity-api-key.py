import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["media-pipeline.example.org"]

WORKER_CONCURRENCY = os.environ.get("WORKER_CONCURRENCY", "4")
KEY = os.environ.get("KEY", "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")
APP_ENV = os.environ.get("APP_ENV", "production")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
