import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.tidewater-docs.io", "cms.tidewater-docs.io"]
CSRF_TRUSTED_ORIGINS = ["https://cms.tidewater-docs.io"]

WAGTAIL_SITE_NAME = "Tidewater"
WAGTAILADMIN_BASE_URL = "https://cms.tidewater-docs.io"

# third-party services used by the site's blocks and the newsletter signup
HCLOUD_TOKEN = "Bn6p56D5Zl8Bc1CfUrbu0eX4yTC0pVASN2owNj5ZmHGhK58xmmDaoo3IrDHMHlZ7"

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
