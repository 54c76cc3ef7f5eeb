import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["checkout.example.org"]

HTTP_TIMEOUT = os.environ.get("HTTP_TIMEOUT", "30")
GITLAB_SCIM_TOKEN = os.environ.get("GITLAB_SCIM_TOKEN", "glsoat-OPzDDf7qOyvx5FsayVLh")
CACHE_TTL_SECONDS = os.environ.get("CACHE_TTL_SECONDS", "300")
AWS_REGION = os.environ.get("AWS_REGION", "eu-west-1")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
