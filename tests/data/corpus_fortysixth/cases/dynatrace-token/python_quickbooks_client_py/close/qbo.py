"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

DYNATRACE_API_TOKEN = "dt0c01.YN4Z50F7L9JB680ETA38MWSG.M2AR1WLID2ZTNWPGBUBSBSBF3MC4MCNYDF896P9ZDMCKYG3QJIZ3XBCWTP1BSDTK"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.mercyridge-health.org/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="708880319130560131",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
