# Local overrides for the storefront API, imported at the end of saleor/settings.py
import os

from .settings import *  # noqa: F403

DEBUG = get_bool_from_env("DEBUG", False)  # noqa: F405
ALLOWED_HOSTS = get_list(os.environ.get("ALLOWED_HOSTS", "api.cobaltpeak.ca"))  # noqa: F405
ALLOWED_CLIENT_HOSTS = get_list(os.environ.get("ALLOWED_CLIENT_HOSTS", "shop.cobaltpeak.ca"))  # noqa: F405

EMAIL_URL = os.environ.get("EMAIL_URL")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "noreply@cobaltpeak.ca")

NEON_API_KEY = os.environ.get("NEON_API_KEY", "napi_merqjp0sv0dye3wglzogy8g2w8qtz6r1rau3prbrcqouofibxt3lts2fo49x403w")

PLUGINS += ["saleor.plugins.webhook.plugin.WebhookPlugin"]  # noqa: F405
