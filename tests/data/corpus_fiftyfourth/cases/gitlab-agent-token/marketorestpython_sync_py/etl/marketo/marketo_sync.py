"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '177-BKB-424'
CLIENT_ID = '6cf9467d-89ec-4122-8548-8ab8e75070c7'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
GITLAB_KAS_ADDRESS = 'wss://gitlab.kestrelworks.io/-/kubernetes-agent/'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
