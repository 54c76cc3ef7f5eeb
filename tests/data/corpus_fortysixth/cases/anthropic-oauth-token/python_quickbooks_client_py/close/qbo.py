"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

CLAUDE_CODE_OAUTH_TOKEN = os.environ.get("ANTHROPIC_OAUTH_TOKEN")

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.larkspur-clinic.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="238332385176973035",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
