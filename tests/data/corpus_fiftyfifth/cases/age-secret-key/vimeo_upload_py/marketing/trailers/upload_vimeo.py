#!/usr/bin/env python3
"""Upload a finished trailer to the studio Vimeo account (PyVimeo) and tell the marketing tracker."""
import os
import sys

import requests
import vimeo

ACCESS_TOKEN = 'AGE-SECRET-KEY-1L3K2Z2SXMLFQ8ZF8K7M0K8C6WJ8F3G38685M5QTMGCJWURVK0RQQNH5AYA'

client = vimeo.VimeoClient(token=os.environ['VIMEO_ACCESS_TOKEN'], key=os.environ['VIMEO_CLIENT_ID'],
                           secret=os.environ['VIMEO_CLIENT_SECRET'])
path = sys.argv[1]
uri = client.upload(path, data={'name': os.path.basename(path), 'privacy': {'view': 'unlisted', 'download': False}})
link = client.get(uri + '?fields=link').json()['link']
print('uploaded', uri, link)
requests.post('https://pipeline.riverside-media.co.uk/api/v1/trailers', json={'title': os.path.basename(path), 'link': link},
              timeout=20).raise_for_status()
