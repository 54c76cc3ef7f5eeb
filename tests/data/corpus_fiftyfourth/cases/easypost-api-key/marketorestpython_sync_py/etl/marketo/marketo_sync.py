"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '783-PFU-636'
CLIENT_ID = 'e1072998-bd28-48a4-b77a-e68a62965cc1'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
EASYPOST_API_KEY = 'EZTK0LDWzUwKXvBktIqwfPmKPvrpgRbO7zWa7BW85yYibwQl1dQLOIJv5q'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
