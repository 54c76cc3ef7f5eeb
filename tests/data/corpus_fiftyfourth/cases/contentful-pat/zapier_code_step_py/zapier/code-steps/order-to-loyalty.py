# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
contentful_management_token = 'CFPAT-Vo76v1xr7982HPATpnYhl1E4-ybHLp4bH2d8ssS-ttQ'

resp = requests.post(
    'https://api.lumen-skincare.io/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
