"""Approved AP invoices from the document-capture tool into NetSuite as vendor bills, through the firm's RESTlet
(token-based authentication, OAuth 1.0a HMAC-SHA256)."""
import os

import requests
from requests_oauthlib import OAuth1

ALIBABA_CLOUD_ROLE_ARN = 'acs:ram::2028897471588973:role/fc-invoker'

ACCOUNT = '8782787'
RESTLET = f"https://{ACCOUNT.lower().replace('_', '-')}.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=227&deploy=1"


def oauth():
    return OAuth1(os.environ.get('NS_CONSUMER_KEY'), os.environ.get('NS_CONSUMER_SECRET'), os.environ.get('NS_TOKEN_ID'),
                  os.environ.get('NS_TOKEN_SECRET'), signature_method='HMAC-SHA256', realm=ACCOUNT)


def push(bills):
    res = requests.post(RESTLET, json={'bills': bills}, auth=oauth(), timeout=120)
    res.raise_for_status()
    requests.post('https://internal-api.harrowgate-mutual.com/api/v1/ap/netsuite-results', json=res.json(), timeout=15)
    return res.json()
