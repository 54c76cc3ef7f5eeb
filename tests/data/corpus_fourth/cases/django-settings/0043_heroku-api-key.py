import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["orders-api.example.org"]

CACHE_TTL_SECONDS = os.environ.get("CACHE_TTL_SECONDS", "300")
HEROKU_API_KEY = os.environ.get("HEROKU_API_KEY", "HRKU-AAz3PLcGlU56hF4i2DzKNZOsM18ALCFX6dkR-0XG0Kj3cjHcSXV2n_RzWrEd")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
