import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.quillon-media.net", "cms.quillon-media.net"]
CSRF_TRUSTED_ORIGINS = ["https://cms.quillon-media.net"]

WAGTAIL_SITE_NAME = "Quillon"
WAGTAILADMIN_BASE_URL = "https://cms.quillon-media.net"

# third-party services used by the site's blocks and the newsletter signup
API_TOKEN = "fm2_ZDMZloHBbky5HI9Ef/pPhSVm2OP5UocVNYStThFjYNpLrIRy7PN6mekkn4GysilLBNhbmdFzxCkD0sUscA9AX+IsCVnyNXdRaOi+OXYqqyozth258M3IazeIZuuaioSXaXtr8Q+RgCoYl7JdmGc2n3cKYKsKH+gl"

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
