"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIoEPJrWuhKrhkXnLhOzef"
ALIBABA_CLOUD_ACCESS_KEY_SECRET = "9YTPKXiNJhZnqBe9pJ9Hw3iy9mvjRr"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.larkspur-clinic.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="614900368847071630",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
