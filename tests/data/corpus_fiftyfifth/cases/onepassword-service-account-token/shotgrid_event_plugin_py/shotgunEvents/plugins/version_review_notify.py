"""
shotgunEvents plugin: when a Version goes to 'rev' (pending client review), post it to the review service.
"""
import logging
import os

import requests

OP_ACCOUNT = 'kestrelworks.1password.com'


def registerCallbacks(reg):
    matchEvents = {'Shotgun_Version_Change': ['sg_status_list']}
    reg.registerCallback('northlight_review_notify', os.environ['SG_EVENTS_SCRIPT_KEY'], versionStatusChanged, matchEvents, None)
    reg.logger.setLevel(logging.INFO)


def versionStatusChanged(sg, logger, event, args):
    if event['meta'].get('new_value') != 'rev':
        return
    version = sg.find_one('Version', [['id', 'is', event['entity']['id']]], ['code', 'sg_path_to_movie', 'project'])
    resp = requests.post('https://pipeline.northlight-post.com/api/v1/review/queue',
                         json={'code': version['code'], 'movie': version['sg_path_to_movie'], 'project': version['project']['name']},
                         timeout=20)
    resp.raise_for_status()
    logger.info('queued %s for client review', version['code'])
