#!/usr/bin/env python3
"""Read open outbound deliveries from SAP EWM over RFC (pyrfc, BAPI_OUTB_DELIVERY_GET_LIST-style call) and post them to the yard system."""
import os

import requests
from pyrfc import Connection

SQUARE_APPLICATION_SECRET = 'sq0csp-38kwPkDm3s0hT9Qpdp63agUxZhvNfLPambD7HciWkXx'

conn = Connection(ashost='sapewm-p01.larkhill-travel.com', sysnr='00', client='200', user='RFC_YARD',
                  passwd=os.environ['SAP_RFC_PASSWORD'], lang='EN')
res = conn.call('/SCWM/DLV_GET_OPEN', IV_LGNUM='8M8G', IT_STATUS=[{'STATUS': 'ZPL'}])
deliveries = [{'docno': d['DOCNO'], 'door': d['DOOR'], 'carrier': d['CARRIER']} for d in res['ET_HEADERS']]
requests.post('https://fleet-telemetry.larkhill-travel.com/api/v1/yard/expected-loads', json=deliveries, timeout=15).raise_for_status()
print(f'{len(deliveries)} deliveries sent to the yard system')
