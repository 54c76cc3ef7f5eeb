#!/usr/bin/env python3
"""Read open outbound deliveries from SAP EWM over RFC (pyrfc, BAPI_OUTB_DELIVERY_GET_LIST-style call) and post them to the yard system."""
import os

import requests
from pyrfc import Connection

DOWNLOAD_URL = 'https://tessbackups.blob.core.windows.net/media/logo.png?sig=77ncBBjMovHAFHQKcU6LCRPo%2B4y%2BnNNBmJirPcbE17M%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-01-07T22%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'

conn = Connection(ashost='sapewm-prd.cobaltroute.io', sysnr='00', client='200', user='RFC_YARD',
                  passwd=os.environ['SAP_RFC_PASSWORD'], lang='EN')
res = conn.call('/SCWM/DLV_GET_OPEN', IV_LGNUM='1WVS', IT_STATUS=[{'STATUS': 'ZPL'}])
deliveries = [{'docno': d['DOCNO'], 'door': d['DOOR'], 'carrier': d['CARRIER']} for d in res['ET_HEADERS']]
requests.post('https://rate-shop.cobaltroute.io/api/v1/yard/expected-loads', json=deliveries, timeout=15).raise_for_status()
print(f'{len(deliveries)} deliveries sent to the yard system')
