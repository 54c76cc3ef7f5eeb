import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.quillon-media.net", "cms.quillon-media.net"]
CSRF_TRUSTED_ORIGINS = ["https://cms.quillon-media.net"]

WAGTAIL_SITE_NAME = "Quillon"
WAGTAILADMIN_BASE_URL = "https://cms.quillon-media.net"

# third-party services used by the site's blocks and the newsletter signup
ACCESS_TOKEN = "e95223bac19c772e62b11f65808877a8-us16"

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
