# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.cobaltpeak.ca"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.cobaltpeak.ca"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@cobaltpeak.ca")

NUGET_API_KEY = os.environ.get("NUGET_API_KEY", "oy2vr5553t8xn9nclwirktosy597n5rcouhgczcjox9e2o")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
