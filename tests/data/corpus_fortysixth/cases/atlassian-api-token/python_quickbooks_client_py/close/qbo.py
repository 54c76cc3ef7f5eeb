"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

JIRA_EMAIL = "etl_reader@kestrelworks.io"
CONFLUENCE_TOKEN = "ATATT3xFfGF0wD4hV_vzbN6CN3AlwF1dBO6xpD0LV_uul0KYm0MGSnK-V0Pw5uGFkPE28mCNOi8lnO3pg6sgJ6tB7U7hzM0f-xBFjKecdmBEZTdAjqRICs4Gx1ZbemPPlkCx60L60cYcxi7jHdyjywcEQNNkWycV-oCXjVEZeeTa8cQdAWp8NPB=B8C7CD19"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.larkspur-clinic.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="575391795397113857",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
