# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
braintree_access_token = 'access_token$production$3kanghfzkum7axac$a83817a3434a3e566aba4ad92b818a8d'

resp = requests.post(
    'https://api.brightloop-outdoor.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
