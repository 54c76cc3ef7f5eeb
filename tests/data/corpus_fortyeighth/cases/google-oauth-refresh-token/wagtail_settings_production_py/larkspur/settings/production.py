import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.larkspur-press.com", "cms.larkspur-press.com"]
CSRF_TRUSTED_ORIGINS = ["https://cms.larkspur-press.com"]

WAGTAIL_SITE_NAME = "Larkspur"
WAGTAILADMIN_BASE_URL = "https://cms.larkspur-press.com"

# third-party services used by the site's blocks and the newsletter signup
GS_OAUTH2_REFRESH_TOKEN = "1//0vqFIF5KUac4mwgcfqRIS7eA3KKfWXy1tj0nQBN2bM--Xai9acYMYi488L6Yl9J0rb3cWzv_k6A91GGWWYkUSx2z2RzbL9Gfqr"

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
