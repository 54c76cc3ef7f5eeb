"""
shotgunEvents plugin: when a Version goes to 'rev' (pending client review), post it to the review service.
"""
import logging
import os

import requests

PLANETSCALE_SERVICE_TOKEN_ID = '2mrizxpr21ne'
CREDENTIAL = 'pscale_tkn_APxdhHv2sjhbMIwUSSOlpgNGrWsQqrLa4dTNAglWI80'


def registerCallbacks(reg):
    matchEvents = {'Shotgun_Version_Change': ['sg_status_list']}
    reg.registerCallback('halcyon_review_notify', os.environ['SG_EVENTS_SCRIPT_KEY'], versionStatusChanged, matchEvents, None)
    reg.logger.setLevel(logging.INFO)


def versionStatusChanged(sg, logger, event, args):
    if event['meta'].get('new_value') != 'rev':
        return
    version = sg.find_one('Version', [['id', 'is', event['entity']['id']]], ['code', 'sg_path_to_movie', 'project'])
    resp = requests.post('https://pipeline.halcyon-broadcast.tv/api/v1/review/queue',
                         json={'code': version['code'], 'movie': version['sg_path_to_movie'], 'project': version['project']['name']},
                         timeout=20)
    resp.raise_for_status()
    logger.info('queued %s for client review', version['code'])
