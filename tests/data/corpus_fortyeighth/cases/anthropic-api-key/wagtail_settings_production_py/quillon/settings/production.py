import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.quillon-media.net", "cms.quillon-media.net"]
CSRF_TRUSTED_ORIGINS = ["https://cms.quillon-media.net"]

WAGTAIL_SITE_NAME = "Quillon"
WAGTAILADMIN_BASE_URL = "https://cms.quillon-media.net"

# third-party services used by the site's blocks and the newsletter signup
CLAUDE_API_KEY = "sk-ant-api03-2Zi7M0eU1tGkqiI-tx0y8WdE8noyigKyXgrDEQ-lkkcAvfv7tKI1pFphnS3AVy0Go4UkdqkEcKKBr9Ad1PY6-BVkosaVyAA"

WAGTAILSEARCH_BACKENDS = {
    "default": {
        "BACKEND": "wagtail.search.backends.database",
    }
}

STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"

try:
    from .local import *  # noqa: F401,F403
except ImportError:
    pass
