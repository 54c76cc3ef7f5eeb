"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '898-NRR-811'
CLIENT_ID = 'd9f4a326-9d50-4a1c-bc04-4c0345c80624'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
TWILIO_MESSAGING_SERVICE_SID = 'MGa96a31ee28ea0f3515bb041efbe849f2'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
