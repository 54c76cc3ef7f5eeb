# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "meter-hub-rack5"
RESULTS_URL = 'https://34frpdc9ls-dsn.algolia.net/1/indexes/products/query'
HEADERS = {
    'X-Algolia-Application-Id': '34FRPDC9LS',
    'X-Algolia-API-Key': 'bca8df211dc52c116a6eb8cd3c8fdc78',
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
