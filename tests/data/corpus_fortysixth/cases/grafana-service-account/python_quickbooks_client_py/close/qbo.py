"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

GRAFANA_SERVICE_ACCOUNT_TOKEN = "glsa_fn1ZwqESyjo2sf0K4lMASnPN8wYmTad2_32d3358e"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.larkspur-clinic.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="388015906861668535",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
