"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '468-VOK-765'
CLIENT_ID = '8a62f456-a2e1-4cf5-85b6-c01d9b925910'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
HEROKU_DYNO_ID = 'cc5639a9-4517-46f3-b0f6-4948f4155f5a'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
