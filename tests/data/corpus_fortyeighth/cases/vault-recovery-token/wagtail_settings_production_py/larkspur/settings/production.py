import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.larkspur-press.com", "cms.larkspur-press.com"]
CSRF_TRUSTED_ORIGINS = ["https://cms.larkspur-press.com"]

WAGTAIL_SITE_NAME = "Larkspur"
WAGTAILADMIN_BASE_URL = "https://cms.larkspur-press.com"

# third-party services used by the site's blocks and the newsletter signup
VAULT_RECOVERY_TOKEN = "hvr.CAESILozuS5yTWYS6x4Fpokmohf2sE1XplEBpIE_0ZlOEAlIGh4KHGh2ci5YYnZYVkNwUTZBbFJKMXBVWGRQalNMTXk"

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
