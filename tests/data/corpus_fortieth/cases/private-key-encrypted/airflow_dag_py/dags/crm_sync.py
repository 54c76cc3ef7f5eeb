"""crm_sync: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="crm_sync",
    schedule="0 2 * * *",
    start_date=datetime(2024, 2, 1),
    catchup=False,
    default_args=default_args,
    tags=["crm", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIp77CRnu175kCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBCD15hKbkYqkkX/700It/LBIIE
0Cajro70/LNcAYOtukS/uhR55FQh+M48ro3gycYRge2ULsvapuUjp3ThKOTDZMNA
l4mG+eupayXqIkCYGt3qW0hKG9rF0FaVzyGKf+/CSPc/FUuHNZ2315EypRZRI8G0
uP9P3pq8W7IxBntZpym+hsiYmoH1gF9Nz/oYO42HWLZf/IJpvNij0YFrbxCdp8Pb
uq/q7wBFC+1pLBmq4Qo8mFrcY2cl45b/oFUYQknl1d1qtUu9SFgBG79seTqjJo6z
y79jnqRQzC9j2WVBBLSOd+R5FaV4fAgvaQ9k+tFC1uF+Bv3/5QquKp6iYICnKE4z
yxCj0AzYPh+I3ux1V1vkBPGif3TWQX2RMNe0wRASKv5MaviigOJzdh+ha61oKHRj
zE2UOthnSzDmczHl4Ta67EyVKEHRh27t4kcSV6EO9iXrOc1wwhAthoda9G+JIoxt
BRyhJoqgd5FeSHPt1Df6967u6Dwp1148ysYDRVRHg2+Yi4C530iydy6BgP93MspT
myQvIYQf+JY04bgrORv5401cQ40ZHZk8dAgIteLIrRnjXmORq5rdxmSd1C+BdLC4
66RMnAmyJF8jPIxwxzkiu+sYYA0DGbZD1vOBb55pLTkorn2WF8VrE8cAk+qyJCBB
gJotwkqFdJD8h47Hkg1oMqJC7C2GYb+nP5gNMqkXPctH2b3hr46O7ZdaPVpwDE0k
ismjinVFPL25XbIWMnkqBqYDNvne81l7wBagudDb6S+hqSob9zIflDTpUBRt94kt
IIlhxcaNMdHZ6py0D2NBAznNnKwccZciXYXBMMKTjUSVw+gYC3E8EoBRXLVw6Azm
jDnAWbjUVmHmjdAMpgt+VSFt3x4wQjc913BxD8hR2Rv2XPVHYVotWn+OBFUP/xCe
WU/m2r7clr6ZEpSRo38OxQe+VK+K5ECUeNw7Tx6M8/Ov4f9wd5mvPCrgBb7j3vtY
b8CyzUid8Kde7h9qFspRMiW6/cvYJtnP2LVg5CDPTNYgQGVRKeFXj09O0yGIn+PV
/Bv7I3FAt4x5Mczt2S8IAk3FdVbpC8Bw0FNlUHPxmz3dJcrOxwAqz9QyXCbR/wJo
eqEsVEQOefYqZE92sqdPoLU8ULA/RdwrzRI8cOF8IIXMqQqCkFo1fc2l4p7aKqv0
jNAq5YqtZXUTanbe0izWShDdf4jwjCxZow1cXORAXkt9ncjRTq18yR4LQGg3aU2f
qRvbu9id7LafdpdzMAFjKEcTM6nFZi0BsmYrrADBEDKWdr85KTMeykNWx3DF102U
i4Bso/NAV9QxnWHclZNgfROMwerotNpwgoNWlv7oBn+2vLv6eYb2nDPJyR+vcew/
it9acHF9d5q+wyGFz4EQB3XI9xe2/gWP5LYQkOx0e11UUBjs+S4fYbiBK700M0Lc
QCWx/XZC56AmJpMnPaVM8whL0sO/P7aUVVZbeMHI34A2N8fKPU1bG8JqQgCS9wBT
E1oiICJ0yDWLfwx/MR0wy2DiiUHsdQVNiZbFROquKY6nguvOquc3+o8vIsdsTf3a
zC0mKwHkTidPzSwNqqch7Dniyb9rsn/yYhJdNsKMjGt1pcjJbu9KhHMHu3hrsGPC
MfPBz4wBnTdawiR5GqAu5uIUHNGYt14Q6O1sSYmeehQl
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key
python3 -m etl.crm_sync --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:crm_sync")

    start >> extract >> load
