# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
pipeline_trigger = 'glptt-a7aae6d3575602d8df010e17ca34c6e87e6a500e'

resp = requests.post(
    'https://api.brightloop-outdoor.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
