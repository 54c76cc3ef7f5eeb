"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

AZURE_SPEECH_KEY = "O8Op8JwbTvT5JuoC3aQ6iTscgq44gH14XoHYoKzPCB0HoFpBwFYvJQQJ99AGACb7294MXJ3w3AAADACOG6Qh8"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.larkspur-clinic.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="876303068902554593",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
