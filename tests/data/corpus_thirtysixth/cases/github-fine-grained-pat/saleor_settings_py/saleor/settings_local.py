# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.cobaltpeak.ca"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.cobaltpeak.ca"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@cobaltpeak.ca")

RELEASE_PLEASE_TOKEN = os.environ.get("RELEASE_PLEASE_TOKEN", "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")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
