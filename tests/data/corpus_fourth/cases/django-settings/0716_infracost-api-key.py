import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["media-pipeline.example.org"]

APP_ENV = os.environ.get("APP_ENV", "production")
INFRACOST_API_KEY = os.environ.get("INFRACOST_API_KEY", "ico-00mj6IzsCcFC07njxw8pkk6ScYbJharf")
LOG_LEVEL = os.environ.get("LOG_LEVEL", "info")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
