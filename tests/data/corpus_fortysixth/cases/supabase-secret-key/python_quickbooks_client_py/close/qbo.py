"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

SUPABASE_SECRET_KEY = "sb_secret_lJTP07S0DBhW3PnL35XVdw_8IZQWX8e"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.fernhill-capital.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="686050452070534156",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
