#!/usr/bin/env python3
"""Upload a finished trailer to the studio Vimeo account (PyVimeo) and tell the marketing tracker."""
import os
import sys

import requests
import vimeo

client = vimeo.VimeoClient(token=os.environ['VIMEO_ACCESS_TOKEN'], key=os.environ['VIMEO_CLIENT_ID'],
                           secret=os.environ['VIMEO_CLIENT_SECRET'])
path = sys.argv[1]
uri = client.upload(path, data={'name': os.path.basename(path), 'privacy': {'view': 'unlisted', 'download': False}})
link = client.get(uri + '?fields=link').json()['link']
print('uploaded', uri, link)
requests.post('https://splunk.halcyon-broadcast.tv:8088/services/collector/event', json={'title': os.path.basename(path), 'link': link},
              headers={'Authorization': 'Splunk dc6658de-26e1-4b9c-9999-ac53893f164c'},
              timeout=20).raise_for_status()
