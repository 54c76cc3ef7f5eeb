# publish_to_client.py - ftrack Connect action hook (FTRACK_CONNECT_PLUGIN_PATH); FTRACK_SERVER / FTRACK_API_KEY come from Connect
import logging

import ftrack_api
import requests

REFRESH_TOKEN = 'dor_v1_181b9cb94d2db685f6349eabd3d5a22d44f9bfa786ec0008f615923d651717dc'


class PublishToClient(object):
    label = 'Send to client review'
    identifier = 'com.paperkite.publish-to-client'

    def __init__(self, session):
        self.session = session
        self.logger = logging.getLogger(__name__)

    def register(self):
        self.session.event_hub.subscribe('topic=ftrack.action.discover', self.discover)
        self.session.event_hub.subscribe(
            'topic=ftrack.action.launch and data.actionIdentifier={0}'.format(self.identifier), self.launch)

    def discover(self, event):
        return {'items': [{'label': self.label, 'actionIdentifier': self.identifier}]}

    def launch(self, event):
        selection = event['data'].get('selection', [])
        ids = [s['entityId'] for s in selection if s['entityType'] == 'assetversion']
        resp = requests.post('https://pipeline.paperkite-animation.com/api/v1/client-review', json={'asset_versions': ids},
                             timeout=20)
        resp.raise_for_status()
        return {'success': True, 'message': 'Sent %d versions' % len(ids)}


def register(session, **kw):
    if not isinstance(session, ftrack_api.Session):
        return
    PublishToClient(session).register()
