# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 2)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
sonar_auth_token = '51816509d3eef84750556b46a529e27ecaa4d27c'

resp = requests.post(
    'https://api.lumen-skincare.io/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
