# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "gateway-x2-rack1"
RESULTS_URL = 'https://vault.tidewater-iot.net:8200/v1/kv/data/gateway-x2'
HEADERS = {
    'X-Vault-Token': 's.34HTwq9PHChT1ZY4caUhcZo5',
}


def will_connect(board):
    session.options['frequency'] = 4000000


def did_reset(core, reset_type):
    body = json.dumps({'rack': RACK, 'target': target.part_number, 'reset': str(reset_type)}).encode()
    req = urllib.request.Request(RESULTS_URL, data=body, headers=HEADERS, method='POST')
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError as exc:
        LOG.warning('result upload failed: %s', exc)
