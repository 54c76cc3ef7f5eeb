# Code by Zapier - Run Python (Zap "Shopify order -> loyalty", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
brevo_smtp_key = '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'

resp = requests.post(
    'https://api.harvest-table.com/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
