import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["ledger.example.org"]

AWS_REGION = os.environ.get("AWS_REGION", "eu-west-1")
TAVILY_API_KEY = os.environ.get("TAVILY_API_KEY", "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")
LOG_LEVEL = os.environ.get("LOG_LEVEL", "info")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
