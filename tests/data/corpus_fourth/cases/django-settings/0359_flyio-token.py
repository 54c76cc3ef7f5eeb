import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["orders-api.example.org"]

APP_ENV = os.environ.get("APP_ENV", "production")
FLY_API_TOKEN = os.environ.get("FLY_API_TOKEN", "$(FLY_API_TOKEN)")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
