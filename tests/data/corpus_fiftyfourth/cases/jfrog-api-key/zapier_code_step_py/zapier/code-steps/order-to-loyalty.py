# Code by Zapier - Run Python (Zap "Shopify order -> loyalty", step 3)
# input_data holds the fields mapped in the step's Input Data section; whatever is assigned to output is passed on
import requests

email = input_data.get('email', '').strip().lower()
artifactory_api_key = 'AKCp8xALkkrLm2kYXY3H49sAaR68To00YsPJqgL83JGHpWN6x53pJBwfuehxysZvPFu6nqWCE'

resp = requests.post(
    'https://api.kindred-coffee.co/v1/contacts',
    json={'email': email, 'source': 'zapier'},
    timeout=20,
)
output = {'status': resp.status_code, 'email': email}
