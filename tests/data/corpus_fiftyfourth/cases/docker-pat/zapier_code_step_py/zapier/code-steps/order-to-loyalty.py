# Code by Zapier - Run Python (Zap "Typeform lead -> CRM", step 4)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
docker_username = 'backup'
docker_hub_access_token = 'dckr_pat_INAkXJnvbbCK_qk6suUytD7RMFc'

resp = requests.post(
    'https://api.velo-commuter.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
