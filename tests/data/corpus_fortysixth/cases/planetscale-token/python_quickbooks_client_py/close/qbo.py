"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

PLANETSCALE_SERVICE_TOKEN_ID = "809ofbzlucky"
PLANETSCALE_SERVICE_TOKEN = "pscale_tkn_F7xblD1WT-AUfr-IVAqTLw1WE2UEkzRt8HeaIdARApT"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.fernhill-capital.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="471938379051542361",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
