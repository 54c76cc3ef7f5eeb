# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.palisade.io"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.palisade.io"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@palisade.io")

SQUARE_APPLICATION_SECRET = os.environ.get("SQUARE_APPLICATION_SECRET", "sq0csp-brthZEnOrxYHWofObRfIYfX3mn39X2hHFwv8LwjNJMn")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
