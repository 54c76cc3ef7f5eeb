"""QuickBooks Online sync for the month-end close."""
import os

import requests
from intuitlib.client import AuthClient
from quickbooks import QuickBooks
from quickbooks.objects.account import Account

API_TOKEN = "ya29.a0kJmThJllmJVGKbLzfK4GZGBp-HJ3MBY5lc4xdfAcHY7vZ-LqpbCqbMbTYIgpimRZ8-Gd6D4GR9xeJ_SA64ldypjzqOScC2Akc24pY-YMNYWa2U9dqtGb7spywdbpEgcUu2cwMYZUD99kO02uL6h3pEbP5F9yRvzx"

auth_client = AuthClient(
    client_id=os.environ["QBO_CLIENT_ID"],
    client_secret=os.environ["QBO_CLIENT_SECRET"],
    environment="production",
    redirect_uri="https://books.fernhill-capital.com/qbo/callback",
)

qbo = QuickBooks(
    auth_client=auth_client,
    refresh_token=open("/run/secrets/qbo_refresh").read().strip(),
    company_id="241541233980145538",
    minorversion=73,
)

accounts = Account.filter(Active=True, qb=qbo)
