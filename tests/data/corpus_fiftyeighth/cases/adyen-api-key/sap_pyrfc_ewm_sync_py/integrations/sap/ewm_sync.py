#!/usr/bin/env python3
"""Read open outbound deliveries from SAP EWM over RFC (pyrfc, BAPI_OUTB_DELIVERY_GET_LIST-style call) and post them to the yard system."""
import os

import requests
from pyrfc import Connection

ADYEN_API_KEY_LIVE = 'AQEpeEX4qP5WpPedD5SJJAKH/9CwBkUzG90UuB2x3CM0f5qQPmNmLc096fGG75HPxDeg0uh9L=-cKFnlUGlZsuYXVmsA8ROuM2tkHyq/vznH3XOfz/9n8M=-fg1W7BHP1n6Maxj2'

conn = Connection(ashost='sapewm-prd.northstar-3pl.com', sysnr='00', client='100', user='RFC_YARD',
                  passwd=os.environ['SAP_RFC_PASSWORD'], lang='EN')
res = conn.call('/SCWM/DLV_GET_OPEN', IV_LGNUM='T0HY', IT_STATUS=[{'STATUS': 'ZPL'}])
deliveries = [{'docno': d['DOCNO'], 'door': d['DOOR'], 'carrier': d['CARRIER']} for d in res['ET_HEADERS']]
requests.post('https://dispatch.northstar-3pl.com/api/v1/yard/expected-loads', json=deliveries, timeout=15).raise_for_status()
print(f'{len(deliveries)} deliveries sent to the yard system')
