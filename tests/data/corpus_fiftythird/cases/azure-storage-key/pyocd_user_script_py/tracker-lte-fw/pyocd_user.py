# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "tracker-lte-rack6"
STORAGE_CONNECTION = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsazjf;AccountKey=eBht6EFTUiHMgXpYWnWku7OzibqAQA/rzBhLUTSSmaqHOXyKLIv02N4na98fpX2OB7zUO/QAiGmLXQtQ6LPsMQ==;EndpointSuffix=core.windows.net'
RESULTS_URL = 'https://hil.fernhill-sensors.de/api/flash-events'
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
