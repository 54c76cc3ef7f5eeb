"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '333-GMF-160'
CLIENT_ID = '8684fc1f-a3cd-4f4b-89c1-3d1ae2931d83'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
SENTRY_AUTH_TOKEN = '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'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
