# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 2)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
linode_token = '117293a25d7ca747d0dd3dc212a182a0fd6ebba48f88b3992fd24733edd7af87'

resp = requests.post(
    'https://api.fernway-travel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
