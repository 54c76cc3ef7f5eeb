extends Node

## Backend settings of the game's leaderboard service.

const GCP_SA_KEY := """{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "151dd03bc187c0125f9bf654429af1c81b296be9",
  "private_key": "op://Platform/GCP_SERVICE_ACCOUNT/credential",
  "client_email": "bq-loader@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "822663911379365823265",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}"""
