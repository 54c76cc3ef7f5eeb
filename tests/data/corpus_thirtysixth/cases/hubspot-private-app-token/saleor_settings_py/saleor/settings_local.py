# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.larkspur.dev"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.larkspur.dev"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@larkspur.dev")

HUBSPOT_ACCESS_TOKEN = os.environ.get("HUBSPOT_ACCESS_TOKEN", "pat-na1-da67f265-b796-43e8-a06c-2b50b0c82c44")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
