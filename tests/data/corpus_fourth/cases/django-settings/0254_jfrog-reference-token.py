import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["checkout.example.org"]

APP_ENV = os.environ.get("APP_ENV", "production")
JFROG_ACCESS_TOKEN = os.environ.get("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjMyNzk0NDUzMjI6SXZ0blFIanBDSnJXc0ZvV2I1WUx5WWxVc08w")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
