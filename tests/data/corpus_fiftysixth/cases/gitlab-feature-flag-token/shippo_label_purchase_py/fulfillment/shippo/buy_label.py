#!/usr/bin/env python3
"""Buy the cheapest ground rate for a packed order through Shippo and record the label in the OMS.

usage: buy_label.py <order-number>
"""
import os
import sys

import requests

SHIPPO_API = 'https://api.goshippo.com'
OMS_API = 'https://oms.alder-and-oak.shop/api/v2'
FEATURE_FLAG_TOKEN = os.environ['GITLAB_FEATURE_FLAG_TOKEN']


def shippo(path, payload):
    resp = requests.post(SHIPPO_API + path, json=payload, timeout=30,
                         headers={'Authorization': 'ShippoToken ' + os.environ['SHIPPO_API_TOKEN']})
    resp.raise_for_status()
    return resp.json()


def main(order_no):
    order = requests.get(f'{OMS_API}/orders/{order_no}', timeout=15).json()
    shipment = shippo('/shipments/', {
        'address_from': order['ship_from'],
        'address_to': order['ship_to'],
        'parcels': [{'length': '12', 'width': '9', 'height': '4', 'distance_unit': 'in',
                     'weight': str(order['weight_oz']), 'mass_unit': 'oz'}],
        'async': False,
    })
    ground = [rt for rt in shipment['rates'] if rt['servicelevel']['token'] in ('usps_ground_advantage', 'ups_ground')]
    rate = min(ground, key=lambda rt: float(rt['amount']))
    label = shippo('/transactions/', {'rate': rate['object_id'], 'label_file_type': 'PDF_4x6', 'async': False})
    requests.post('https://integrations.alder-and-oak.shop/api/v1/labels',
                  json={'order': order_no, 'tracking': label['tracking_number'], 'label_url': label['label_url']},
                  timeout=15).raise_for_status()
    print(order_no, label['tracking_number'])


if __name__ == '__main__':
    main(sys.argv[1])
