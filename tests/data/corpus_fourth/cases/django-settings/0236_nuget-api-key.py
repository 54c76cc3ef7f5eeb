import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["ledger.example.org"]

WORKER_CONCURRENCY = os.environ.get("WORKER_CONCURRENCY", "4")
NUGET_API_KEY = os.environ.get("NUGET_API_KEY", "oy2jldvyqhy2ipyc8xgz1wxw11wjhefrmj6naw3dkzfyd6")
HTTP_TIMEOUT = os.environ.get("HTTP_TIMEOUT", "30")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
