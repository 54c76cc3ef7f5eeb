# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 2)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()

resp = requests.post(
    'https://brightloop.okta.com/api/v1/users?limit=25',
    json={'email': email, 'source': 'zapier'},
    headers={'Authorization': 'SSWS 00dBSIZdNxXmw076FxpPmcVJZyJmhs6_dJDbpGd0q1'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
