# pyocd_user.py - loaded by pyOCD from the project directory (user_script)
import json
import urllib.request

RACK = "meter-hub-rack3"
XAI_API_KEY = 'xai-KcP8ryNewk4bN6BY6NbSUx5SJwwdvM6fV9AwOFbz2HUGjdBloCsrtuWrwPPMcLPu9qP5q2SZcq4DT5O8'
RESULTS_URL = 'https://hil.larkspur-robotics.com/api/flash-events'
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
