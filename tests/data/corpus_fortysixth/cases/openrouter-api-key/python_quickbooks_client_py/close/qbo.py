"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

ACCESS_TOKEN = "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"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.tidewater-imaging.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="476911851001426940",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
