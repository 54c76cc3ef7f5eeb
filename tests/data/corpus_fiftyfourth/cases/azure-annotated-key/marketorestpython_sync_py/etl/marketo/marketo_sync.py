"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '269-SNF-622'
CLIENT_ID = '3a030c07-ac71-43be-86d5-37ee2a814fc0'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
ADO_PAT = 'lWPbv2XKNPgIXT4UWjhFHtrPLHN8HynIHTPefWdXubPc9HHSGrK5JQQJ99AGACAAAAAdHugqAAASAZDOFc2f'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
