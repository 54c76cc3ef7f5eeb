"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '207-QRX-701'
CLIENT_ID = 'fedfa0d2-bab0-442c-9da9-6410408a6831'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
ACCESS_ID = 'LTAIS6XWJxgVW83JKbM0RYm1'
ACCESS_KEY = 'TqRyPPNwyOEs1EwS7RsWbvujcHhuX7'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
