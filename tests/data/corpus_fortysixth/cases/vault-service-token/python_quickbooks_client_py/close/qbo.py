"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

VAULT_TOKEN = "hvs.CAESILO_uj8mgVysBMVE5c4rIea9rDja7YboW1vOGeD6j_dqGh4KHGh2cy41eHhXb1JmVTl5d0ZlQVJsT2V1cWF4VHY"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.mercyridge-health.org/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="229980068558381652",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
