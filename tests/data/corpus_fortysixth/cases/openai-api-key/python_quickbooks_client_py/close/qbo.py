"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

LLM_API_KEY = "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"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.mercyridge-health.org/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="554924502946505139",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
