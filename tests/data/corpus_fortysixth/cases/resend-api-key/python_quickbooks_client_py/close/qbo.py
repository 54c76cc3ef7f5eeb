"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

RESEND_API_KEY = "re_cT9WxhIa_WTuxRIhCFqy8mInIpcmgQT7u"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.cobaltpeak-labs.ca/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="857775954107727779",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
