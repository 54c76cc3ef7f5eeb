import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.fernhill-publishing.org", "cms.fernhill-publishing.org"]
CSRF_TRUSTED_ORIGINS = ["https://cms.fernhill-publishing.org"]

WAGTAIL_SITE_NAME = "Fernhill"
WAGTAILADMIN_BASE_URL = "https://cms.fernhill-publishing.org"

# third-party services used by the site's blocks and the newsletter signup
SONAR_AUTH_TOKEN = "d020f27042b246f614c37b1896f6bdce72640a76"

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
