import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.kestrel-journal.com", "cms.kestrel-journal.com"]
CSRF_TRUSTED_ORIGINS = ["https://cms.kestrel-journal.com"]

WAGTAIL_SITE_NAME = "Kestrel"
WAGTAILADMIN_BASE_URL = "https://cms.kestrel-journal.com"

# third-party services used by the site's blocks and the newsletter signup
GRAFANA_ORG_ID = "1"

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
