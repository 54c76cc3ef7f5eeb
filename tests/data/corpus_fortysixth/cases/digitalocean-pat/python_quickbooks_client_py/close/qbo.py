"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

DO_PAT = "dop_v1_961fa75fb06eade19a6fd93b20e8497976060ed86855e26d60757f7867317c41"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.quillon-bank.net/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="112170153929851420",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
