#!/usr/bin/env python3
"""Read open outbound deliveries from SAP EWM over RFC (pyrfc, BAPI_OUTB_DELIVERY_GET_LIST-style call) and post them to the yard system."""
import os

import requests
from pyrfc import Connection

ACCESS_TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6IjQ2ZmUyYzg3NzBmOTg4MzAifQ.eyJzdWIiOiI5MzEzMjExMS1mNmUxLTQzYWItODhhNS0zY2M1NzdjZGEzNGIiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJvcmRlcnMtc2VydmljZSIsImlhdCI6MTcwMjg4NzAwNSwiZXhwIjoxNzAyODg3OTA1LCJzY29wZSI6ImFkbWluIn0.f1lyAXIjTNeEJaOcbqOAgxH5YAtrFvzojFc7XrzUmtikATrLjR31GxyLmMrqfJzuEV36fF6tCP5ckq9WnD6Imw'

conn = Connection(ashost='sapewm-prd.meridian-fleet.net', sysnr='00', client='100', user='RFC_YARD',
                  passwd=os.environ['SAP_RFC_PASSWORD'], lang='EN')
res = conn.call('/SCWM/DLV_GET_OPEN', IV_LGNUM='HM0L', IT_STATUS=[{'STATUS': 'ZPL'}])
deliveries = [{'docno': d['DOCNO'], 'door': d['DOOR'], 'carrier': d['CARRIER']} for d in res['ET_HEADERS']]
requests.post('https://tracking-hub.meridian-fleet.net/api/v1/yard/expected-loads', json=deliveries, timeout=15).raise_for_status()
print(f'{len(deliveries)} deliveries sent to the yard system')
