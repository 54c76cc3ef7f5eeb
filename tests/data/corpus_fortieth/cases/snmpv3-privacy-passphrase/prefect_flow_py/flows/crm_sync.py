from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="crm-sync", retries=1, retry_delay_seconds=300, log_prints=True)
def crm_sync(since: str = "yesterday"):
    ShellOperation(
        commands=["""snmpwalk -v3 -l authPriv -u librenms -a SHA -3k 0xeb08df57ad14bebd8907bbde79b73a776361b694 -x AES -3K 0x03da39f2000d7b907144c2fcd1c270ec 10.3.151.38 IF-MIB::ifHCInOctets > /tmp/snmp.txt
python3 /opt/etl/snmp_to_metrics.py /tmp/snmp.txt"""],
        working_dir="/opt/etl",
    ).run()
    print(f"crm-sync finished for {since}")


if __name__ == "__main__":
    crm_sync.serve(name="crm-sync-nightly", cron="15 * * * *")
