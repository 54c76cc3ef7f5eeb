"""orders_to_warehouse: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="orders_to_warehouse",
    schedule="0 2 * * *",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    default_args=default_args,
    tags=["finance", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/server.key <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEA2n/R4ICBqmRZ7C1ovY8cYitGGsRl5LInJijvpGfJP8Uvtl9V
qUI7FvmEAwoBPWiduJ+3Anm+BoNuxYH01DPWdOwkrfAPAz45C5XNT99/y5h/8SpQ
gVG5I4KG+1mvot3l3qcLKUjcUem2V2KDV0j79jMAEcFmbQ7PiHWMFYy7BwiuLlWU
aR8ph7JWL5x2y0cGHLNuVBqkatfy6V2XRuCVhB/QtvaHZTcOMhqTDTDle2oCZ44G
k1VMqlX2Gr+7lFct+EH67I1mHySci8/Yjn9ADCDeu2s/1cj5oQo6nDOurTPMFez5
APpSJLepZXNj/Xdh7usyZXvxVuuCFS9dSGt+P/J1XoRFrxQpjRbY/BFE/NjQRHAj
H/AlUyEcxMz/HzPnbfGDkIwfPT89s9cXNwe2VYA/ry9LHIx3R9RspE6UO88osd4F
uiD+MeIkDbHoNKQ79ALPOyaxeu+5TTiSKnilCw5JLV7v1iPEvmHAq7ZQuU91RDPD
Zf/p+yrgM+ouVcq2AgMBAAECggGBAKFsX4z0LpQtO4BuK7c+cUVeD1iTma/ABsbO
tu8F3XW1nhsu+TRQHuHN1eK0xmgSqSv3nYyzYNUfH2GFJyrJowc2iofLsms9sqNx
I9+xlkQXlukZJJVVrhX+/NAQdXeM3iHjQhbYqWri06ViHEJzZzHg9aeGWidufwW4
NlgTpGWSeole4uNepc3QJl1E28Tp83EXclEbDqsXv9dfZonC+a8LH6h2P9QeNrEP
oJYZMcTnUmavkTw0OqIPCzNHPfVP+J5qwbLVgD86RZeCUEiXnjmN7sghvmFzpdr+
k2qdCY4X/U+gzNdfqnqhXPSh9YoNG3yfSGNLaY6C/ksdr0T9KVCliNLhAvVPFgJh
PppLOZ0QjA6XxqbrYc5RggjGiuD20+AS+LSqMcTcqhGAFeWOL7o884E0g8aO7gUS
Hii0ARK0H+3OVuTQLhdP7iJS05lcd/L+cacpSy3oBMshkR9/hcpxY2SWGfPTBL9S
hY943QBTet9Nv2VTrLrwjMqhXaaLBQKBwQD46UNe0+PbANFo3+eiV6l3V34QP1fX
6KY2GHh2CnYqNTKvJpIxifaSNS1Xgij0QfDtHl+7PH5uMRrwMaCf1cVedb6nB/li
ze5ydL5V33s/Yfi29/KP67OAVjA1e1OPaPSzG2QIagoPKfOueX55je8Ocgu7eQhg
SeC3N6iNlP8TScpBO3GuwlVmfnowkJH7wdC6ng2CtQZywPmshMjVMkfDONDVXi7U
u4IVStDK2vEUuOMsvlUtaay2JrbJrgxBIf4CgcEAjJePCtwECd7KqWUmVZKX5V7z
SBRqR69zUc/D1dVF1fxb95uTEbAwrc92zQjWrL+KmNuu3pTePX+z9XS1EbFNPzPH
tLgStmLQnjaoankEULuymM1R/vCembk3Kg7aisUgfnPqSbcbMB+QKaE/OyBlAAtR
s2nJz88LG+t2LrXXlJFmhkDCAi/ivg4fSc+HDfL+8MJrdcCOV3LXLBQbCZ3UeJji
B6npTDRiGmkJflyQMI2/yshvGoOmq8/K+EU5YPFDAoHBAMTxVRR5ESSSJUC2uJrf
xcX0sb48xLtuap+dk8Dth2Pxxb8CIN/azVe84+pzbQLGKGUbpDu2xAtNP3+9Dlk8
zkdiIHyapn+jwna20T2bACGa11WLBAUe/pg8lncyVcPOdkTLHHiSiKF2HtRC256m
cQm/x0eHili1Qh8twCEkCInRL1cxFq7BZj6laKCSjDLV6B6uaPKgh0VuZ5+DD4ow
bf3inPcMc41MHKBRGO0P5GO/MUgOY7+52XiCGAQ3ESx/VwKBwQCrvnXFFFpWR2my
w6hYTiBR9VvpLJ23LrH1RIqgTYpTXBWQCJf7wyBjRsMi/h/wSYRiRhaP64SQXxRf
WZFUYQ3tsVPmjmceOeObsr+bnfprN/ibByb9NQmcoFNNuQyBwpU50TBKaxB7DWdV
cb6ddq0LYlrBfeDYzgIM+3ENljakpuGxqkkPEljS3iPjxkFDS3Nugz0JXzikzjFB
skmiqRNlqfzBd+vQvONQQnf/HN0v4QoyRrjAE5SgFesyg19jvGsCgcEApTfg64Eb
du4cLaQ2WmVI/hvpGZeG4LSYvW4WxPaUtV2YdQOuUmj7g+WQc1MaBvZC+EEOFmoK
CGGp/aHR/sD3I/abRey/mGRFeNFyIc8TC4V76HAAMWScF5pMSdGqwZNoASLQTwGt
ygXJR4AXkeG+WuDaQosMXzQtJIjRrxfXiK5UPQEv9+/lLE4M/4Xen/MnP+UYlsb6
BDv7MYUC/wK0q7S8dO/yfGj61klIqIJLXFHtL2cJI82Oq7Lz2nuSNaZs
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/server.key
python3 -m etl.orders_to_warehouse --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:orders_to_warehouse")

    start >> extract >> load
