# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "sensor-node-rack1"
RESULTS_URL = 'https://ingest.northwind-devices.io/v2/customers/export'
HEADERS = {
    'Authorization': 'Bearer OFpwczoWO4O0cMRvXLb7gXUiNPkL25ayibSto3FOWAr',
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
