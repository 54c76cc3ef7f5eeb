# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.palisade.io"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.palisade.io"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@palisade.io")

JIRA_EMAIL = "priya.n@kestrelworks.io"
ATLASSIAN_API_TOKEN = os.environ.get("ATLASSIAN_API_TOKEN", "ATATT3xFfGF03PBnpQMfyUe7KRfi6k2TvJm7NKvRkTUZIo3iV9bJnnF6nQgFE6sUkNkA1iLkNhgwnRut0TzZmZVBzxGjmCvPITQU1kiBX11d8a99dAPeez90fsk_F5-t16UvPj8pvB_g6fWU2mthz-i02kYtYw91U6YrWQT0PjucV97-i7fM-bk=B3D4D5A3")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
