import os

from .base import *  # noqa: F401,F403

DEBUG = False

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["www.tidewater-docs.io", "cms.tidewater-docs.io"]
CSRF_TRUSTED_ORIGINS = ["https://cms.tidewater-docs.io"]

WAGTAIL_SITE_NAME = "Tidewater"
WAGTAILADMIN_BASE_URL = "https://cms.tidewater-docs.io"

# third-party services used by the site's blocks and the newsletter signup
PYPI_PASSWORD = "pypi-AgEIcHlwaS5vcmcCJDQ5YTdhNzFkLTlmNTYtNDE0MS1iNGJiLThlNzJmOGJkNTk5YQACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYgpuLX8mHwVfFStvK44Ofo9bak5bzzLD3z9am8H0Eup0U"

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
