import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["checkout.example.org"]

WORKER_CONCURRENCY = os.environ.get("WORKER_CONCURRENCY", "4")
DATABASE_USERNAME = os.environ.get("DATABASE_USERNAME", "cyubslfswgk8")
DATABASE_HOST = os.environ.get("DATABASE_HOST", "aws.connect.psdb.cloud")
DATABASE_PASSWORD = os.environ.get("DATABASE_PASSWORD", "pscale_pw_60Ns7AELhGLHC-dpES9gvigoIyq98oG2BuJb1AqIneV")
RETRY_MAX_ATTEMPTS = os.environ.get("RETRY_MAX_ATTEMPTS", "5")

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_TZ = True
