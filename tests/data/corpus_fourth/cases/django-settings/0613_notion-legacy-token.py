import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["crm-bridge.example.org"]

RETRY_MAX_ATTEMPTS = os.environ.get("RETRY_MAX_ATTEMPTS", "5")
NOTION_API_KEY = os.environ.get("NOTION_API_KEY", "secret_0EewlPJGQDF3RN4eCX9ed4RO8VBxv0RCj2Dzv4F60J0")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
