import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["ingest-gw.example.org"]

AWS_REGION = os.environ.get("AWS_REGION", "eu-west-1")
API_TOKEN = os.environ.get("API_TOKEN", "6237c0c85462b66387e2eb1ed8852685-us14")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
