# Code by Zapier - Run Python (Zap "Webinar signup -> nurture", step 5)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
scim_token = 'glsoat-ql27EwBbzxRSrtuRQLCc'

resp = requests.post(
    'https://api.northpeak-apparel.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
