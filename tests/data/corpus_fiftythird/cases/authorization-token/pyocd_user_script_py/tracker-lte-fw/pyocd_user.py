# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "tracker-lte-rack1"
RESULTS_URL = 'https://ingest.larkspur-robotics.com/v2/stock/levels'
HEADERS = {
    'Authorization': 'Token 0454d5a78625c88cdfd92ebea7f559190bd227f3',
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
