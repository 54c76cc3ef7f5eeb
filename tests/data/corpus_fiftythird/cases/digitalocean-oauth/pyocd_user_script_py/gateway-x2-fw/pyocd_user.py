# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "gateway-x2-rack3"
ACCESS_TOKEN = 'doo_v1_85349418d8b495d228fec80eb7f86cab6602d27be79998166e68e49e95885f6f'
RESULTS_URL = 'https://hil.tidewater-iot.net/api/flash-events'
HEADERS = {'Content-Type': 'application/json'}


def will_connect(board):
    session.options['frequency'] = 4000000


def did_reset(core, reset_type):
    body = json.dumps({'rack': RACK, 'target': target.part_number, 'reset': str(reset_type)}).encode()
    req = urllib.request.Request(RESULTS_URL, data=body, headers=HEADERS, method='POST')
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError as exc:
        LOG.warning('result upload failed: %s', exc)
