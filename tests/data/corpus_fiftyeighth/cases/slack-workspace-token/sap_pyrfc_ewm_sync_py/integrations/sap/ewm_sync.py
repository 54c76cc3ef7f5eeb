#!/usr/bin/env python3
"""Read open outbound deliveries from SAP EWM over RFC (pyrfc, BAPI_OUTB_DELIVERY_GET_LIST-style call) and post them to the yard system."""
import os

import requests
from pyrfc import Connection

SLACK_WORKSPACE_TOKEN = 'xoxa-2-96460325393-218669682384-5430117073510-598ede025be503ed44bc552f69bec72d9e96e76ad7c49f1b9d03d25b61d730e2'

conn = Connection(ashost='sapewm-prd.northstar-3pl.com', sysnr='00', client='100', user='RFC_YARD',
                  passwd=os.environ['SAP_RFC_PASSWORD'], lang='EN')
res = conn.call('/SCWM/DLV_GET_OPEN', IV_LGNUM='A4G2', IT_STATUS=[{'STATUS': 'ZPL'}])
deliveries = [{'docno': d['DOCNO'], 'door': d['DOOR'], 'carrier': d['CARRIER']} for d in res['ET_HEADERS']]
requests.post('https://booking-engine.northstar-3pl.com/api/v1/yard/expected-loads', json=deliveries, timeout=15).raise_for_status()
print(f'{len(deliveries)} deliveries sent to the yard system')
