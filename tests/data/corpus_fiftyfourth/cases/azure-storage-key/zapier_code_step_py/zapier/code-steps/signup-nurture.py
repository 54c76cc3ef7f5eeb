# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
azure_web_jobs_storage = 'DefaultEndpointsProtocol=https;AccountName=nwlogs0156w;AccountKey=gxOG+5ZaVG+meAnnlmRWI3AXC4LEgZI/T3zggwiTZrgyxdH0RQIN9RrjlRq2WYK5Bi4CI+5JRXiyOuw3lKMi/w==;EndpointSuffix=core.windows.net'

resp = requests.post(
    'https://api.northpeak-apparel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
