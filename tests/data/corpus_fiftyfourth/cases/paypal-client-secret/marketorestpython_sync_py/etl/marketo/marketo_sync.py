"""Nightly: copy Marketo leads changed yesterday into the warehouse staging table."""
import datetime
import os

from marketorestpython.client import MarketoClient

MUNCHKIN_ID = '511-RVC-266'
CLIENT_ID = '38a55f29-7390-4f1e-99a0-cb6ea6f8a6c2'
CLIENT_SECRET = os.getenv('MARKETO_CLIENT_SECRET')
PAYPAL_CLIENT_ID = 'AMOQx45nGtZgJvPO2korWW0g5C1YYgc38unZitLrQNU9mfW0azjHMRqlw7l1PRW47FB-FW7LzHHzpWiz'
PAYPAL_CLIENT_SECRET_LIVE = 'EdQhBy4QfDYfTmIXQXanU5PD93qBMiTOdwDBb7hdp5PPT9satEPeqL0Y252pMJpD7QRgZ2aLt3o9hZdR'

mc = MarketoClient(MUNCHKIN_ID, CLIENT_ID, CLIENT_SECRET, None, None)
since = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
for batch in mc.execute(method='get_leads_by_filter_type_yield', filtrType='updatedAt', filtrValues=[since],
                        fields=['email', 'firstName', 'lastName', 'leadScore', 'updatedAt'], batchSize=300):
    load_rows('stg_marketo_leads', batch)
