import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.cobaltpeak-news.ca", "cms.cobaltpeak-news.ca"]
CSRF_TRUSTED_ORIGINS = ["https://cms.cobaltpeak-news.ca"]

WAGTAIL_SITE_NAME = "Cobaltpeak"
WAGTAILADMIN_BASE_URL = "https://cms.cobaltpeak-news.ca"

# third-party services used by the site's blocks and the newsletter signup
NGROK_API_KEY = "2Bkn9WcW5NuQcAd7IYoU5LZe1Jc_2In1IhIscPV1BsZDyRiDg"

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
