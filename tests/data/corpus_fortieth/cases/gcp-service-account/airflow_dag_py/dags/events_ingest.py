"""events_ingest: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="events_ingest",
    schedule="30 5 * * 1-5",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    default_args=default_args,
    tags=["crm", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "961b6658a13d4e93ed9f413adb7ec670c518476d",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDu0ZJ3+0LmH9B+\n6k+x6aqUNicUPcVMoQqSYtznlPz62wcE6qC0migT+lyjggPCWvejuZcgaXQPCTUu\nC2cE6UCnSTphrF89qfWCvcVEGezyLQRQYh2yHr7Xr3QEJTn8bST797XkeirnhrkR\nzz5+jHwfACkJjZgsuOEzoRaoHddv7VJFOYuNRSTbbELQg0+QcNEdsOtNDCP+U36V\n62MLzbn/mlc5SMwTTHO5S7uWcvBOL+NEuetBpEDy0fIP+Lrb0PswWIF7QmETRW2A\n3HFr0ID2EtKnnVCem/tVJWn8k407PJyxTP+GT61fg+KwBUiIrlVggXoa0hacWXrm\nusELF3qdAgMBAAECggEBALSUpPbK3qHn8uCI9Miq7qKAJKWCTUKYy6dC6bK5MzrK\nc4/MvhhmSx2qk6nwiIX62rtqsytFKJ/aHjE/sGKfr82EUv+efbRgOpWzX6Zv/8Bq\na9SxgBHPRn+epI4E5CNMs7fezgtuNjFs206terNv2MpCHe++KADs5DwupDWLXFxb\naYkJY8c9mpuDkWs6LBNCc5lir6aTEXcl0zR53WPQPMOgtouK86QilVPOlIDqTrOq\nAmKtYHaBuMRJEaEBAFQpssUqKyb12SfdghFUtHVBw9MW9UCWKIhsZCCMujUEagqb\nu2CP20NL1oMYpQdNQA2E4Kb695pmJ2X9nKRJjY6qvmgCgYEAp4JzIhS34CbK80c1\nZQWfyx0H0s3Qay0xYGo8XJpAzb2F4FHt82VGAiZlOAS28eryaOgKJ3OK0Flc4f/J\nugbbZn12bS+DGXcrULhKZT2mQTnJg963p1kRcX2S0zDvhxFZdF0XILEKtFVdSFhk\nuQi0o7E0D7GXc+ZaQ+IokekXY3kCgYEA/6buVL5lRJP9udsUXAozN6L5qX0AI3LL\nbz68wd7COVQK3foxQkxEoWK9OBuFCWlRjTvuFT5CmlBj/kU67jGYfnNmA8YYbhpQ\nz/PkqpT18045eHq9cBBvQ7oeyvk0hxPD8jXX3dmQiDgCqj+9FEQZY8Xq9ib38Phu\n0eFUwBVdJFECgYEAih0WqZ694QvnB1mH/oTPc1avhRRj2w1xpYSaksAjZxs5m/Tp\nj/G2eJxBHlJj6cEs3qZ7UjiAv2sMvqmDRJrmsz+jbfOtutxtZe8Hv6mSQOielETa\nfo41SooF5lHI9E0jhOtWJ9aQ07wE6pVOAuq30LBowsD9OHI7v+M+x/z+KPYCgYEA\n8dhMiXb2RUgF/GNkhodgtX5PIX8XrW8z9nNVA29txriQZ5Wh56tPRNf5qAaqKFtp\nNojOSl4xpUel7mU4yGhlm+6yI02cToVOl2hRfbd0FzOUacvnHobVnt+1o3moVKbs\nsfmRC0RC1g1W5HZuYd2vXVyoi0ALrr0fjKrDcg2VfekCgYEA2tD+IioBDETE0OIB\n5nX899XCfv6eSAc2OAPxItkqfXeP6ryCjbSh/eib0rxeeJw8FgWO1MVwfTphC8ye\n38eKAq6PephtK0BBvza3iP6JzEzuR0r+FEpU5NdlWX0kJfFZXVmFzEbVfMqkrRZa\n219d/deatP6pk+waWS8/IK1X3LM=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "358411444293670086035",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json
python3 -m etl.events_ingest --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:events_ingest")

    start >> extract >> load
