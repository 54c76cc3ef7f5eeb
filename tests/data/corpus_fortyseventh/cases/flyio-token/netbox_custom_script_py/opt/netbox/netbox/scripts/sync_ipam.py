import os

import requests
from dcim.models import Device
from extras.scripts import ObjectVar, Script

FLY_ACCESS_TOKEN = "fm2_vzl0YiHi+mzav0zt1zcseRNaEjtlcr4Qv5/AQoIilZLFHQMHS2qnYmeIyG667gMLy2I4fvAPZRRIsf6R1DgkTiC2rfFZhhlbMCgwU4JuF9uT8lkgHMTLkiLA6yYjCCbC8remv3bVCQvTe3Ey80hKZd/UNq/ywG6Ny02OsJBKXsq/vSHFpd/iH3ZuS9a/O7a0r6Sdajip+/fPXN4YZOPhOCWoyH4rws8G+EVT+19dMnsMKY0V"


class PushDeviceToIpam(Script):
    class Meta:
        name = "Push device to the IPAM"
        description = "Sends the device and its primary IP to the external IPAM"
        commit_default = False

    device = ObjectVar(model=Device)

    def run(self, data, commit):
        dev = data["device"]
        body = {"name": dev.name, "site": dev.site.slug, "ip": str(dev.primary_ip4.address) if dev.primary_ip4 else None}
        if commit:
            resp = requests.post("https://ipam.larkspur-isp.net/api/v1/devices", json=body, headers={"Content-Type": "application/json"}, timeout=10)
            resp.raise_for_status()
        self.log_success(f"pushed {dev.name}")
        return body
